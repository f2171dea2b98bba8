#!/usr/bin/env bash
# The container, checked where it is built (docs/deploy.md "Containers"; decision 047): on a Debian
# machine as root, from a clean clone of the committed code, it
#   1. starts a dockerd of its own (Debian's docker.io; installed with apt-get when missing) under
#      SAMAJ_DOCKER_DIR, and makes the base images that cannot be pulled (scripts/container-bases.sh);
#   2. builds the image (the machine's extra CA certificates as EXTRA_CA_CERTS), checks that nothing of
#      deploy/ or the CA reached it, that it runs as `node`, and that adding deploy/samaj.env and
#      deploy/secrets/ leaves the build cache whole;
#   3. runs compose.yaml's services (Compose v2 when `docker compose` exists, else Debian's
#      docker-compose 1.29 on a copy without the top-level `name:`), waits until both app servers
#      are healthy and the proxy is ready;
#   4. checks, through Caddy: request ids, the admin's login, a member's registration, login and
#      picture round trip through the object store (read back through both servers);
#   5. backs up with compose's `backup` job (the cron line of docs/deploy.md 6), loses the database
#      and the bucket, restores with restore.sh, and finds the same login, profile and picture bytes;
#   6. runs scripts/rolling-upgrade.sh under traffic (4 clients without pause) and fails on any
#      request that did not get its 200;
#   7. writes deploy/container-check.stamp: the hash of its inputs, the commit, the timings.
#   scripts/container-check.sh               (docs/deploy.md, "Containers", has its timings)
#   scripts/container-check.sh --inputs-hash (prints the hash .ci/run compares with the stamp)
# Exit 3: docker cannot run on this machine (.ci/run then skips the check and says so).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)

inputs_hash() { # the files whose change calls for this check, as committed in the checkout $1
  (cd "$1" && git ls-files -z -- Dockerfile .dockerignore compose.yaml deploy package-lock.json \
    scripts/container-check.sh scripts/container-check.mjs scripts/container-bases.sh \
    scripts/rolling-upgrade.sh scripts/backup.sh scripts/restore.sh |
    grep -zv '^deploy/container-check.stamp$' | sort -z | xargs -0 sha256sum | sha256sum | cut -c1-64)
}
if [ "${1:-}" = --inputs-hash ]; then inputs_hash "$root"; exit 0; fi

docker_dir=${SAMAJ_DOCKER_DIR:-/var/tmp/samaj-docker}
work=${SAMAJ_CHECK_DIR:-/var/tmp/samaj-container-check}
http_port=${SAMAJ_CHECK_HTTP_PORT:-18080}
https_port=$((http_port + 363))
project=samaj-check
base="http://localhost:$http_port"
t0=$SECONDS
timings=()
dockerd_pid=
compose=()
step() { echo "--- container check ($((SECONDS - t0)) s): $*"; }
lap() { timings+=("$1 $(($2)) s"); }
fail() {
  echo "container check FAILED: $*" >&2
  if [ ${#compose[@]} -gt 0 ]; then "${compose[@]}" ps >&2 || true; "${compose[@]}" logs --tail=30 >&2 || true; fi
  exit 1
}
cleanup() {
  if [ ${#compose[@]} -gt 0 ] && [ -z "${SAMAJ_CHECK_KEEP:-}" ]; then
    "${compose[@]}" --profile tools down -v --remove-orphans >/dev/null 2>&1 || true
  fi
  if [ -n "$dockerd_pid" ] && [ -z "${SAMAJ_CHECK_KEEP:-}" ]; then
    kill "$dockerd_pid" 2>/dev/null && wait "$dockerd_pid" 2>/dev/null || true
  fi
}
trap cleanup EXIT
trap 'exit 130' INT TERM

# 1. A dockerd of our own (or the one DOCKER_HOST names, when it answers).
[ "$(id -u)" = 0 ] || { echo "container check: needs root (dockerd, debootstrap)" >&2; exit 3; }
need=()
command -v dockerd >/dev/null || need+=(docker.io)
command -v debootstrap >/dev/null || need+=(debootstrap)
docker compose version >/dev/null 2>&1 || command -v docker-compose >/dev/null || need+=(docker-compose)
if [ ${#need[@]} -gt 0 ]; then
  step "installing ${need[*]}"
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${need[@]}" >/dev/null 2>&1 ||
    { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${need[@]}" >/dev/null; } ||
    { echo "container check: cannot install ${need[*]}" >&2; exit 3; }
fi
if ! { [ -n "${DOCKER_HOST:-}" ] && docker info >/dev/null 2>&1; }; then
  step "starting dockerd (data under $docker_dir)"
  mkdir -p "$docker_dir"
  export DOCKER_HOST="unix://$docker_dir/docker.sock"
  dockerd --data-root "$docker_dir/data" --exec-root "$docker_dir/exec" -H "$DOCKER_HOST" \
    --pidfile "$docker_dir/dockerd.pid" >"$docker_dir/dockerd.log" 2>&1 &
  dockerd_pid=$!
  for _ in $(seq 1 60); do docker info >/dev/null 2>&1 && break; sleep 0.5; done
  docker info >/dev/null 2>&1 || { tail -5 "$docker_dir/dockerd.log" >&2; echo "container check: dockerd did not start" >&2; exit 3; }
fi
export DOCKER_BUILDKIT=0

step "a clean clone of the committed code"
rm -rf "$work" && mkdir -p "$work"
git clone -q "$root" "$work/src"
src="$work/src"
commit=$(git -C "$src" rev-parse --short HEAD)
hash=$(inputs_hash "$src")

s=$SECONDS
step "base images"
SAMAJ_BASES_DIR="$docker_dir/bases" bash "$src/scripts/container-bases.sh" 2> >(grep -v -e DEPRECATED -e BuildKit -e 'environment-variable' >&2)
lap "base images" "SECONDS - s"

# 2. The image.
build_args=(--build-arg "REVISION=$(git -C "$src" rev-parse HEAD)")
ca=${SAMAJ_BUILD_CA:-$(cat /usr/local/share/ca-certificates/*.crt 2>/dev/null || true)}
[ -z "$ca" ] || build_args+=(--build-arg "EXTRA_CA_CERTS=$ca")
[ -z "${NPM_REGISTRY:-}" ] || build_args+=(--build-arg "NPM_REGISTRY=$NPM_REGISTRY")
step "building the image"
s=$SECONDS
docker build -t samaj:check "${build_args[@]}" "$src" >"$work/build.log" 2>&1 || { tail -40 "$work/build.log" >&2; fail "the image did not build"; }
lap "image build" "SECONDS - s"
! docker history --no-trunc samaj:check | grep -q -e 'BEGIN CERTIFICATE' -e EXTRA_CA_CERTS ||
  fail "a build argument reached the image's history"
docker run --rm --entrypoint sh samaj:check -c '
  [ "$(id -un)" = node ] || { echo "runs as $(id -un)"; exit 1; }
  [ ! -e /app/deploy ] && [ -z "$(find / -xdev \( -name "*.env" -o -name "*.pem" -path "/tmp/*" -o -name db_password \) 2>/dev/null)" ] || { echo "deploy files in the image"; exit 1; }
  touch /app/x 2>/dev/null && { echo "the app files are writable"; exit 1; }
  pg_dump --version >/dev/null && [ -x /app/scripts/backup.sh ] && [ -f /app/apps/server/scripts/pictures-store.mjs ]
' || fail "the image's contents"
size=$(docker image inspect -f '{{.Size}}' samaj:check)
step "image $((size / 1000000)) MB; runs as node; no deploy file, env file or CA in it"

# The compose project: secrets, settings and the backup folder, as docs/deploy.md tells an operator.
mkdir -p "$src/deploy/secrets"
(umask 022
  openssl rand -hex 24 >"$src/deploy/secrets/db_password"
  openssl rand -hex 24 >"$src/deploy/secrets/minio_password"
  echo "postgres://samaj:$(cat "$src/deploy/secrets/db_password")@db:5432/samaj" >"$src/deploy/secrets/database_url")
admin_mobile=+919800000001
admin_password=container-check-Admin-42
sed -e "s|^PUBLIC_URL=.*|PUBLIC_URL=$base|" -e 's|^MSG91_AUTH_KEY=$|MSG91_AUTH_KEY=check|' \
  -e 's|^MSG91_TEMPLATE_ID=$|MSG91_TEMPLATE_ID=check|' -e 's|^MSG91_CONSENT_TEMPLATE_ID=$|MSG91_CONSENT_TEMPLATE_ID=check|' \
  -e 's|^RAZORPAY_KEY_ID=$|RAZORPAY_KEY_ID=rzp_test_check|' -e 's|^RAZORPAY_KEY_SECRET=$|RAZORPAY_KEY_SECRET=check|' \
  -e 's|^RAZORPAY_WEBHOOK_SECRET=$|RAZORPAY_WEBHOOK_SECRET=check-webhook-secret|' \
  -e "s|^ADMIN_MOBILE=\$|ADMIN_MOBILE=$admin_mobile|" -e "s|^ADMIN_PASSWORD=\$|ADMIN_PASSWORD=$admin_password|" \
  -e 's|^METRICS_TOKEN=$|METRICS_TOKEN=container-check-metrics-token-0123456789|' \
  "$src/deploy/samaj.env.example" >"$src/deploy/samaj.env"
! grep -q '=$' "$src/deploy/samaj.env" || fail "deploy/samaj.env.example has a setting this script does not fill: $(grep '=$' "$src/deploy/samaj.env")"
install -d -o 1000 -g 1000 "$src/backups"

step "the build cache survives deploy/samaj.env and deploy/secrets/"
s=$SECONDS
docker build -t samaj:check "${build_args[@]}" "$src" >"$work/build-again.log" 2>&1 || fail "the second build"
! grep -q 'Running in' "$work/build-again.log" || fail "adding deploy/ files re-ran build steps: $(grep -B3 'Running in' "$work/build-again.log" | head)"
lap "build again (all cached)" "SECONDS - s"

# 3. The stack.
export SAMAJ_TAG=check SAMAJ_HTTP_PORT=$http_port SAMAJ_HTTPS_PORT=$https_port
if docker compose version >/dev/null 2>&1; then
  compose=(docker compose -p "$project" -f "$src/compose.yaml")
  compose_note="docker compose (v2), compose.yaml as it is"
else
  # Compose v1 rejects `name:` (the project name comes from -p instead); the rest is compose.yaml.
  sed '/^name: /d' "$src/compose.yaml" >"$src/compose.v1.yaml"
  compose=(docker-compose -p "$project" -f "$src/compose.v1.yaml" --project-directory "$src")
  compose_note="docker-compose $(docker-compose version --short) (v1), compose.yaml without its name: line"
fi
step "compose up ($compose_note)"
"${compose[@]}" --profile tools down -v --remove-orphans >/dev/null 2>&1 || true
s=$SECONDS
(cd "$src" && "${compose[@]}" up -d) >"$work/up.log" 2>&1 || { cat "$work/up.log" >&2; fail "compose up"; }
status_of() { docker inspect -f '{{if .State.Health}}{{.State.Health.Status}}{{else}}{{.State.Status}}{{end}}' "$("${compose[@]}" ps -q "$1")"; }
wait_healthy() {
  local deadline=$((SECONDS + 180)) service
  for service in "$@"; do
    until [ "$(status_of "$service")" = healthy ]; do
      [ $SECONDS -lt $deadline ] || fail "$service is $(status_of "$service")"
      sleep 1
    done
  done
  until [ "$(curl -s -o /dev/null -w '%{http_code}' "$base/readyz")" = 200 ]; do
    [ $SECONDS -lt $deadline ] || fail "the proxy's /readyz"
    sleep 0.5
  done
}
wait_healthy app1 app2
lap "stack up and ready" "SECONDS - s"
step "app1 and app2 healthy, /readyz through Caddy 200"

# 4. Through the proxy.
export CHECK_ADMIN_MOBILE=$admin_mobile CHECK_ADMIN_PASSWORD=$admin_password
node "$src/scripts/container-check.mjs" seed "$base" "$work/state.json" || fail "the checks through the proxy"

# 5. Backup and restore, with compose's backup job.
step "backup (docker compose run --rm -T backup, the cron line's command)"
s=$SECONDS
backup=$(cd "$src" && "${compose[@]}" run --rm -T backup 2>"$work/backup.log" | tail -1) || { cat "$work/backup.log" >&2; fail "the backup"; }
folder="$src/backups/${backup#/backups/}"
[ -s "$folder/db.dump" ] && (cd "$folder" && sha256sum --check --quiet SHA256SUMS) || fail "the backup folder $folder"
tar -tzf "$folder/pictures.tar.gz" | grep -q '^pictures/pictures/.*\.webp$' || fail "no picture of the bucket in the backup"
lap "backup" "SECONDS - s"
step "restore drill: the database and the bucket lost, then restore.sh"
s=$SECONDS
"${compose[@]}" stop app1 app2 >/dev/null 2>&1
"${compose[@]}" exec -T db psql -q -U samaj -d postgres -v ON_ERROR_STOP=1 \
  -c 'drop database samaj with (force)' -c 'create database samaj' || fail "dropping the database"
"${compose[@]}" rm -f -s minio >/dev/null 2>&1
docker volume rm "${project}_minio-data" >/dev/null || fail "removing the bucket's volume"
"${compose[@]}" up -d minio >/dev/null 2>&1
until [ "$(status_of minio)" = healthy ]; do sleep 1; done
"${compose[@]}" run --rm -T bucket >/dev/null 2>&1 || fail "creating the empty bucket again"
(cd "$src" && "${compose[@]}" run --rm -T --entrypoint /app/scripts/restore.sh backup "$backup") >"$work/restore.log" 2>&1 ||
  { cat "$work/restore.log" >&2; fail "the restore"; }
"${compose[@]}" start app1 app2 >/dev/null 2>&1
wait_healthy app1 app2
node "$src/scripts/container-check.mjs" verify "$base" "$work/state.json" || fail "the data after the restore"
lap "restore drill" "SECONDS - s"

# 6. The rolling upgrade under traffic.
step "rolling upgrade (scripts/rolling-upgrade.sh) under traffic"
s=$SECONDS
rm -f "$work/stop"
node "$src/scripts/container-check.mjs" traffic "$base" "$work/state.json" "$work/stop" >"$work/traffic.json" 2>&1 &
traffic_pid=$!
sleep 3
COMPOSE="${compose[*]}" bash "$src/scripts/rolling-upgrade.sh" app1 app2 || { touch "$work/stop"; wait "$traffic_pid" || true; fail "the rolling upgrade"; }
sleep 3
touch "$work/stop"
traffic_ok=0
wait "$traffic_pid" || traffic_ok=$?
tally=$(cat "$work/traffic.json")
lap "rolling upgrade" "SECONDS - s"
echo "  traffic: $tally"
requests=$(node -p "JSON.parse(process.argv[1]).requests" "$tally" 2>/dev/null || echo '?')
failed=$(node -p "JSON.parse(process.argv[1]).failed" "$tally" 2>/dev/null || echo '?')
resent=$(node -p "JSON.parse(process.argv[1]).resent" "$tally" 2>/dev/null || echo '?')
[ "$traffic_ok" = 0 ] && [ "$failed" = 0 ] || fail "$failed of $requests requests failed during the rolling upgrade"

# 7. The stamp.
total=$((SECONDS - t0))
{
  echo "# scripts/container-check.sh passed with these inputs; .ci/run runs it again when they differ."
  echo "inputs $hash"
  echo "commit $commit"
  echo "date $(date -u +%Y-%m-%dT%H:%MZ)"
  echo "compose $compose_note"
  echo "took $total s: $(IFS=';'; echo "${timings[*]}" | sed 's/;/, /g')"
  echo "image $((size / 1000000)) MB"
  echo "rolling upgrade $requests requests under traffic, $failed failed ($resent sent again once after the proxy's reload closed their kept-alive connection unread)"
} >"$root/deploy/container-check.stamp"
step "passed in $total s; deploy/container-check.stamp written"
cat "$root/deploy/container-check.stamp"
