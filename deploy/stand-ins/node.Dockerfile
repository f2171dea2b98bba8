# Stand-in for node:<version>-bookworm-slim (scripts/container-bases.sh): Debian 12 with the Node.js
# binary and npm of the build machine, and the `node` user (1000:1000) of the official image.
ARG BASE=debian:bookworm
FROM ${BASE}
COPY node /usr/local/bin/node
COPY npm /usr/local/lib/node_modules/npm
RUN ln -s ../lib/node_modules/npm/bin/npm-cli.js /usr/local/bin/npm \
    && ln -s ../lib/node_modules/npm/bin/npx-cli.js /usr/local/bin/npx \
    && groupadd --gid 1000 node && useradd --uid 1000 --gid node --shell /bin/bash --create-home node
CMD ["node"]
