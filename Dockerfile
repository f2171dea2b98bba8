# Samaj: the compiled server with the built web app, production dependencies only, run as `node`.
#   docker build -t samaj:v0.2.0 .
#   docker run --env-file samaj.env -p 3000:3000 -v samaj-data:/data samaj:v0.2.0
# docs/deploy.md, "Containers", has the settings; compose.yaml runs it with PostgreSQL, MinIO and Caddy.
# Only what .dockerignore lets through is sent to the build (no secrets, no env files, no tests).
#
# Building behind a proxy (every argument is used by the build stages only, never by the image):
#   --build-arg NPM_REGISTRY=https://npm.example.internal/   an npm registry or mirror
#   --build-arg EXTRA_CA_CERTS="$(cat proxy-ca.pem)"         PEM certificates npm should also trust
#   --build-arg HTTP_PROXY=… HTTPS_PROXY=… NO_PROXY=…         Docker's own; apt and npm follow them
# The classic builder builds this file too (no `# syntax=` line: BuildKit fetches its frontend online).

ARG NODE_IMAGE=node:24.21.0-bookworm-slim

# 1. Build: every dependency, then the server bundle and the web app. Chromium draws the public pages
#    the server sends before the app's script runs (decision 033); only this stage has it.
FROM ${NODE_IMAGE} AS build
RUN apt-get update && apt-get install -y --no-install-recommends chromium \
    && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY packages/shared/package.json packages/shared/
ARG NPM_REGISTRY=https://registry.npmjs.org/
ARG EXTRA_CA_CERTS=
RUN if [ -n "$EXTRA_CA_CERTS" ]; then printf '%s\n' "$EXTRA_CA_CERTS" >/tmp/extra-ca.pem \
      && export NODE_EXTRA_CA_CERTS=/tmp/extra-ca.pem; fi \
    && npm ci --registry="$NPM_REGISTRY" --no-audit --no-fund \
    && rm -f /tmp/extra-ca.pem
COPY . .
RUN npm run build

# 2. The server's production dependencies alone (no bundler, no test tools, no web libraries).
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY packages/shared/package.json packages/shared/
ARG NPM_REGISTRY=https://registry.npmjs.org/
ARG EXTRA_CA_CERTS=
RUN if [ -n "$EXTRA_CA_CERTS" ]; then printf '%s\n' "$EXTRA_CA_CERTS" >/tmp/extra-ca.pem \
      && export NODE_EXTRA_CA_CERTS=/tmp/extra-ca.pem; fi \
    && npm ci --omit=dev -w apps/server --registry="$NPM_REGISTRY" --no-audit --no-fund \
    && npm cache clean --force && rm -f /tmp/extra-ca.pem

# 3. Run: the bundle, the migrations, the web build, the backup scripts; files owned by root, the
#    process by `node`. pg_dump and pg_restore (Debian 12's PostgreSQL 15 client) are for
#    scripts/backup.sh and restore.sh: compose.yaml's `backup` job runs them from this image.
FROM ${NODE_IMAGE}
RUN apt-get update && apt-get install -y --no-install-recommends postgresql-client-15 \
    && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 DATA_DIR=/data
WORKDIR /app
COPY --from=deps /app/node_modules ./node_modules
COPY --from=build /app/package.json ./
COPY --from=build /app/apps/server/package.json ./apps/server/
COPY --from=build /app/apps/server/dist ./apps/server/dist
COPY --from=build /app/apps/server/drizzle ./apps/server/drizzle
COPY --from=build /app/apps/server/src/domains/auth/common-passwords.txt ./apps/server/src/domains/auth/
COPY --from=build /app/apps/server/scripts/pictures-store.mjs ./apps/server/scripts/
COPY --from=build /app/scripts/backup.sh /app/scripts/restore.sh ./scripts/
COPY --from=build /app/apps/web/dist ./apps/web/dist
# PGlite's database and disk pictures when no DATABASE_URL / S3_BUCKET is set: keep them on a volume.
# /backups: where compose's backup job writes (a bind mount the operator owns).
RUN mkdir -p /data /backups && chown node:node /data /backups
VOLUME ["/data"]
USER node
EXPOSE 3000
# Ready, not just alive: the database answers (/readyz). Docker, compose and
# scripts/rolling-upgrade.sh wait for "healthy" before sending traffic to a new server. Plain bash, not
# `node -e`: starting Node every 5 s costs far more, and took over 3 s on a loaded machine.
HEALTHCHECK --interval=5s --timeout=5s --start-period=60s --retries=3 \
  CMD ["bash", "-c", "exec 3<>/dev/tcp/127.0.0.1/${PORT:-3000} && printf 'GET /readyz HTTP/1.1\\r\\nHost: localhost\\r\\nConnection: close\\r\\n\\r\\n' >&3 && head -n 1 <&3 | grep -q ' 200 '"]
WORKDIR /app/apps/server
CMD ["node", "--enable-source-maps", "dist/server.js"]
# Which release this is (docs/deploy.md 10): --build-arg VERSION=v0.2.0 --build-arg REVISION=<commit>.
# Last, so a new commit re-runs nothing but this.
ARG VERSION=unreleased
ARG REVISION=unknown
LABEL org.opencontainers.image.title="Samaj" org.opencontainers.image.version="$VERSION" \
      org.opencontainers.image.revision="$REVISION"
