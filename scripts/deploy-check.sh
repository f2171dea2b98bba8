#!/usr/bin/env bash
# The container's steps without a container (this machine has no container engine; docs/deploy.md):
# a clean copy of the committed code (git clone), the server's production dependencies only
# (`npm ci --omit=dev -w apps/server`), the server bundle built with the checkout's bundler (a
# container's build stage has it), then the compiled server in production mode against a throwaway
# PostgreSQL (scripts/pg-cluster.sh): /livez, /readyz, the API, the web app, /metrics, a clean stop.
#   scripts/deploy-check.sh [postgres port]      (about a minute; needs Debian's postgresql)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
pg_port=${1:-54421}
app_port=$((pg_port + 1000))
work=$(mktemp -d /tmp/samaj-deploy-check-XXXXXX)
server_pid=
cleanup() {
  [ -n "$server_pid" ] && kill -9 "$server_pid" 2>/dev/null || true
  (cd "$root" && bash scripts/pg-cluster.sh stop "$pg_port") || true
  rm -rf "$work"
}
trap cleanup EXIT
step() { echo "--- deploy check: $*"; }
fail() { echo "deploy check FAILED: $*" >&2; [ -f "$work/server.log" ] && tail -40 "$work/server.log" >&2; exit 1; }

step "clean copy"
git clone -q "$root" "$work/app"
cd "$work/app"

step "production dependencies only"
npm ci --omit=dev -w apps/server --no-audit --no-fund --loglevel=error
for dev in tsx esbuild vitest vite drizzle-kit; do
  [ ! -e "node_modules/$dev" ] || fail "development dependency $dev was installed"
done

step "build the server bundle"
ln -s "$root/node_modules/esbuild" node_modules/esbuild
ln -s "$root/node_modules/@esbuild" node_modules/@esbuild
node apps/server/scripts/build.mjs
rm node_modules/esbuild node_modules/@esbuild
if [ -f "$root/apps/web/dist/index.html" ]; then cp -r "$root/apps/web/dist" apps/web/dist; fi

step "PostgreSQL"
admin_url=$(cd "$root" && bash scripts/pg-cluster.sh start "$pg_port")
psql_url=${admin_url%/postgres}
"$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -1)/psql" -q "$admin_url" -c 'create database samaj' >/dev/null

step "the compiled server, production settings, secrets from files"
mkdir -p "$work/secrets"
printf '%s\n' "$psql_url/samaj" >"$work/secrets/database_url"
printf 'deploy-check-webhook-secret\n' >"$work/secrets/webhook"
printf 'deploy-check-metrics-token-0123456789\n' >"$work/secrets/metrics"
(
  cd apps/server
  exec env -i PATH="$PATH" HOME="$work" NODE_ENV=production HOST=127.0.0.1 PORT="$app_port" \
    PUBLIC_URL="http://127.0.0.1:$app_port" DATA_DIR="$work/data" LOG_LEVEL=warn \
    DATABASE_URL_FILE="$work/secrets/database_url" \
    SMS_PROVIDER=msg91 MSG91_AUTH_KEY=check MSG91_TEMPLATE_ID=check MSG91_CONSENT_TEMPLATE_ID=check \
    PAYMENT_PROVIDER=razorpay RAZORPAY_KEY_ID=rzp_test_check RAZORPAY_KEY_SECRET=check \
    RAZORPAY_WEBHOOK_SECRET_FILE="$work/secrets/webhook" METRICS_TOKEN_FILE="$work/secrets/metrics" \
    node --enable-source-maps dist/server.js
) >"$work/server.log" 2>&1 &
server_pid=$!
base="http://127.0.0.1:$app_port"
for _ in $(seq 1 150); do
  kill -0 "$server_pid" 2>/dev/null || fail "the server exited"
  [ "$(curl -s -o /dev/null -w '%{http_code}' "$base/readyz")" = 200 ] && break
  sleep 0.2
done
code() { curl -s -o /dev/null -w '%{http_code}' "$@"; }
[ "$(code "$base/readyz")" = 200 ] || fail "/readyz did not answer 200"
[ "$(curl -s "$base/livez")" = '{"status":"ok"}' ] || fail "/livez"
[ "$(code "$base/api/hall")" = 200 ] || fail "GET /api/hall"
[ "$(code "$base/api/dev/outbox?mobile=1")" = 404 ] || fail "/api/dev is open in production"
[ "$(code "$base/metrics")" = 401 ] || fail "/metrics answered without its token"
curl -s -H 'authorization: Bearer deploy-check-metrics-token-0123456789' "$base/metrics" |
  grep -q '^samaj_db_up 1$' || fail "/metrics with its token"
if [ -d apps/web/dist ]; then
  curl -s "$base/" | grep -qi '<!doctype html>' || fail "the web app is not served"
fi
kill -TERM "$server_pid"
wait "$server_pid" && status=0 || status=$?
server_pid=
[ "$status" = 0 ] || fail "the server did not stop cleanly on SIGTERM (exit $status)"
step "passed (clean copy, production dependencies, compiled server, PostgreSQL, /readyz 200)"
