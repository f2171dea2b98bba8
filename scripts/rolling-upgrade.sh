#!/usr/bin/env bash
# A rolling upgrade of compose.yaml's app servers, one at a time, with no request lost
# (docs/deploy.md section 10; decision 047). Build the new image first (`docker compose build app1`,
# or `docker build -t samaj:<tag> .`), take a backup, then from the compose project's folder:
#   scripts/rolling-upgrade.sh [service...]          (default: app1 app2)
# For each server in turn, only while the others are healthy:
#   1. Caddy stops sending it new requests: the proxy reloads its Caddyfile without that upstream
#      (a graceful reload: requests in flight carry on). Waiting for Caddy's /readyz check to notice
#      a stopping server is not enough: a request that reaches it between SIGTERM and the check gets
#      a 503 or a closed connection, and Caddy retries neither for a POST.
#   2. `docker compose up -d --no-deps --no-build --force-recreate` stops its container with SIGTERM
#      (the server finishes its requests in flight, within stop_grace_period) and starts one of the
#      image compose.yaml names (SAMAJ_TAG).
#   3. Docker reports the new one healthy (its HEALTHCHECK asks /readyz); then the proxy's own
#      Caddyfile is loaded again, with every upstream.
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
# The proxy's Caddyfile as mounted, and a reload of it (or of a variant, from standard input).
caddyfile() { "${compose[@]}" exec -T proxy cat /etc/caddy/Caddyfile; }
reload() { "${compose[@]}" exec -T proxy caddy reload --config "$1" --adapter caddyfile >/dev/null 2>&1; }
restore_proxy() { reload /etc/caddy/Caddyfile || echo "the proxy's Caddyfile could not be reloaded: docker compose restart proxy" >&2; }
trap restore_proxy EXIT

for service in "${services[@]}"; do
  for other in "${services[@]}"; do
    [ "$other" = "$service" ] || [ "$(health "$other")" = healthy ] ||
      fail "$other is $(health "$other"): replacing $service now would leave no server"
  done
  echo "--- $service: out of the proxy's rotation"
  without=$(caddyfile | sed "/reverse_proxy/s/ $service:3000//")
  grep -q 'reverse_proxy .*:3000' <<<"$without" || fail "the Caddyfile would have no upstream left without $service"
  reload /dev/stdin <<<"$without" || fail "the proxy did not take the Caddyfile without $service"
  sleep 1
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
  reload /etc/caddy/Caddyfile || fail "the proxy did not take its Caddyfile back"
  echo "--- $service: healthy after $((SECONDS - start)) s, back in the proxy's rotation"
  sleep 2
done
echo "--- rolling upgrade done: ${services[*]}"
