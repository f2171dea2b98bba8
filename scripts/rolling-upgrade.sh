#!/usr/bin/env bash
# A rolling upgrade of compose.yaml's app servers, one at a time, with no request lost
# (docs/deploy.md section 10; decision 047). Build the new image first (`docker compose build app1`,
# or `docker build -t samaj:<tag> .`), take a backup, then from the compose project's folder:
#   scripts/rolling-upgrade.sh [service...]          (default: app1 app2)
# For each server in turn: the others must be healthy; `docker compose up -d --no-deps
# --force-recreate` stops its container with SIGTERM (it finishes the requests in flight, within
# stop_grace_period) and starts one of the image compose.yaml names (SAMAJ_TAG); then the script waits
# until Docker reports the new one healthy (its HEALTHCHECK asks /readyz), and a few seconds more so
# Caddy's own check of /readyz (every 2 s) has taken it back, before the next one goes. Meanwhile Caddy
# sends every request to the servers that answer (deploy/Caddyfile).
#   COMPOSE="docker compose -f other.yaml"  the compose command (default `docker compose`)
#   SAMAJ_UPGRADE_TIMEOUT=180               seconds a new server may take to become healthy
set -euo pipefail
read -r -a compose <<<"${COMPOSE:-docker compose}"
services=("$@")
[ ${#services[@]} -gt 0 ] || services=(app1 app2)
timeout=${SAMAJ_UPGRADE_TIMEOUT:-180}

health() { # health <service>: Docker's health status of its container (none when there is none)
  local id
  id=$("${compose[@]}" ps -q "$1" 2>/dev/null | head -1)
  [ -n "$id" ] || { echo none; return; }
  docker inspect -f '{{if .State.Health}}{{.State.Health.Status}}{{else}}{{.State.Status}}{{end}}' "$id"
}
fail() { echo "rolling upgrade STOPPED: $*" >&2; exit 1; }

for service in "${services[@]}"; do
  for other in "${services[@]}"; do
    [ "$other" = "$service" ] || [ "$(health "$other")" = healthy ] ||
      fail "$other is $(health "$other"): replacing $service now would leave no server"
  done
  echo "--- $service: replacing its container"
  start=$SECONDS
  "${compose[@]}" up -d --no-deps --no-build --force-recreate "$service"
  until [ "$(health "$service")" = healthy ]; do
    case "$(health "$service")" in
      unhealthy | exited | dead | none) fail "$service is $(health "$service"); see: docker compose logs $service" ;;
    esac
    [ $((SECONDS - start)) -lt "$timeout" ] || fail "$service not healthy after ${timeout} s"
    sleep 1
  done
  sleep 5 # two of Caddy's health checks: it has taken the new server back
  echo "--- $service: healthy after $((SECONDS - start)) s"
done
echo "--- rolling upgrade done: ${services[*]}"
