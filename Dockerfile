# syntax=docker/dockerfile:1
# Samaj: the compiled server with the built web app, production dependencies only, run as `node`.
#   docker build -t samaj .
#   docker run --env-file samaj.env -p 3000:3000 -v samaj-data:/data samaj
# docs/deploy.md has the settings; compose.yaml runs it with PostgreSQL, MinIO and a proxy.

ARG NODE_IMAGE=node:24-bookworm-slim

# 1. Build: every dependency, then the server bundle and the web app. Chromium draws the public pages
#    the server sends before the app's script runs (decision 033); only this stage has it.
FROM ${NODE_IMAGE} AS build
RUN apt-get update && apt-get install -y --no-install-recommends chromium \
    && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY packages/shared/package.json packages/shared/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# 2. The server's production dependencies alone (no bundler, no test tools, no web libraries).
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY packages/shared/package.json packages/shared/
RUN npm ci --omit=dev -w apps/server --no-audit --no-fund && npm cache clean --force

# 3. Run: the bundle, the migrations, the web build; files owned by root, the process by `node`.
FROM ${NODE_IMAGE}
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 DATA_DIR=/data
WORKDIR /app
COPY --from=deps /app/node_modules ./node_modules
COPY --from=build /app/package.json ./
COPY --from=build /app/apps/server/package.json ./apps/server/
COPY --from=build /app/apps/server/dist ./apps/server/dist
COPY --from=build /app/apps/server/drizzle ./apps/server/drizzle
COPY --from=build /app/apps/server/src/domains/auth/common-passwords.txt ./apps/server/src/domains/auth/
COPY --from=build /app/apps/web/dist ./apps/web/dist
# PGlite's database and disk pictures when no DATABASE_URL / S3_BUCKET is set: keep them on a volume.
RUN mkdir -p /data && chown node:node /data
VOLUME ["/data"]
USER node
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/livez').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
WORKDIR /app/apps/server
CMD ["node", "--enable-source-maps", "dist/server.js"]
