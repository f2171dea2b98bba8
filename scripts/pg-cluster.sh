#!/usr/bin/env bash
# A throwaway PostgreSQL cluster for tests: `scripts/pg-cluster.sh start|stop [port]`.
# Prints the admin URL on start. Needs Debian's postgresql package (.ci/run installs it).
set -euo pipefail
cmd=${1:-start}
P=${2:-54329}
R=${PG_CLUSTER_DIR:-/tmp/samaj-pg-$P}
PGBIN=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1)
[ -n "$PGBIN" ] || { echo "PostgreSQL is not installed (apt-get install -y postgresql)" >&2; exit 1; }
as_pg() { if [ "$(id -u)" = 0 ]; then su postgres -s /bin/bash -c "$1"; else bash -c "$1"; fi; }
case "$cmd" in
  start)
    as_pg "$PGBIN/pg_ctl -D $R/data -m immediate stop" >/dev/null 2>&1 || true
    rm -rf "$R"
    if [ "$(id -u)" = 0 ]; then install -d -o postgres -g postgres "$R"; else mkdir -p "$R"; fi
    as_pg "$PGBIN/initdb -D $R/data -U postgres --auth=trust -E UTF8 --no-locale" >/dev/null
    as_pg "$PGBIN/pg_ctl -D $R/data -l $R/log -w -o '-p $P -k $R -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=400' start" >/dev/null
    echo "postgres://postgres@127.0.0.1:$P/postgres"
    ;;
  stop)
    as_pg "$PGBIN/pg_ctl -D $R/data -m fast stop" >/dev/null 2>&1 || true
    rm -rf "$R"
    ;;
  restart)
    as_pg "$PGBIN/pg_ctl -D $R/data -m fast -w restart -o '-p $P -k $R -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=400'" >/dev/null
    ;;
  *) echo "usage: $0 start|stop|restart [port]" >&2; exit 2 ;;
esac
