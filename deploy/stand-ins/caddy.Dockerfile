# Stand-in for caddy:<2.x> (scripts/container-bases.sh): Debian 12's Caddy (2.6) laid out as the
# official image is: /etc/caddy/Caddyfile, certificates and state under /data, config under /config.
ARG BASE=debian:bookworm
FROM ${BASE}
RUN apt-get update && apt-get install -y --no-install-recommends caddy && rm -rf /var/lib/apt/lists/*
ENV XDG_CONFIG_HOME=/config XDG_DATA_HOME=/data
VOLUME /config /data
EXPOSE 80 443 2019
WORKDIR /srv
CMD ["caddy", "run", "--config", "/etc/caddy/Caddyfile", "--adapter", "caddyfile"]
