# Stand-in for postgres:<15.x>-bookworm (scripts/container-bases.sh): Debian 12's PostgreSQL 15 with an
# entry point that does what the official image's does for the settings compose.yaml uses
# (POSTGRES_USER, POSTGRES_DB, POSTGRES_PASSWORD[_FILE]; PGDATA=/var/lib/postgresql/data).
ARG BASE=debian:bookworm
FROM ${BASE}
RUN mkdir -p /etc/postgresql-common/createcluster.d \
    && echo 'create_main_cluster = false' >/etc/postgresql-common/createcluster.d/no-main.conf \
    && apt-get update && apt-get install -y --no-install-recommends postgresql-15 \
    && rm -rf /var/lib/apt/lists/*
ENV PATH=/usr/lib/postgresql/15/bin:$PATH PGDATA=/var/lib/postgresql/data
COPY postgres-entrypoint.sh /usr/local/bin/docker-entrypoint.sh
VOLUME /var/lib/postgresql/data
EXPOSE 5432
STOPSIGNAL SIGINT
ENTRYPOINT ["docker-entrypoint.sh"]
CMD ["postgres"]
