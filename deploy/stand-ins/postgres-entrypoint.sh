#!/bin/bash
# The official postgres image's first start, for the settings compose.yaml uses: an empty PGDATA gets
# a cluster whose superuser is POSTGRES_USER with the password of POSTGRES_PASSWORD(_FILE), a database
# POSTGRES_DB, password logins from the network; then the server runs as `postgres`.
set -euo pipefail
if [ "${1:-}" = postgres ] && [ "$(id -u)" = 0 ]; then
  mkdir -p "$PGDATA" /var/run/postgresql
  chown postgres:postgres "$PGDATA" /var/run/postgresql
  chmod 700 "$PGDATA"
  exec setpriv --reuid=postgres --regid=postgres --init-groups "$0" "$@"
fi
if [ "${1:-}" = postgres ] && [ ! -s "$PGDATA/PG_VERSION" ]; then
  user=${POSTGRES_USER:-postgres}
  if [ -n "${POSTGRES_PASSWORD_FILE:-}" ]; then password=$(cat "$POSTGRES_PASSWORD_FILE"); else password=${POSTGRES_PASSWORD:?}; fi
  initdb --username="$user" --pwfile=<(printf '%s\n' "$password") --auth-local=trust --auth-host=scram-sha-256 >/dev/null
  printf "host all all all scram-sha-256\n" >>"$PGDATA/pg_hba.conf"
  printf "listen_addresses = '*'\n" >>"$PGDATA/postgresql.auto.conf"
  db=${POSTGRES_DB:-$user}
  if [ "$db" != postgres ]; then
    pg_ctl -w -o "-c listen_addresses=''" start >/dev/null
    psql -q -v ON_ERROR_STOP=1 --username="$user" --dbname=postgres -c "create database \"$db\""
    pg_ctl -w -m fast stop >/dev/null
  fi
fi
exec "$@"
