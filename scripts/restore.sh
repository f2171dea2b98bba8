#!/usr/bin/env bash
# Restores a backup of scripts/backup.sh into the database DATABASE_URL names (best a new, empty one:
# createdb -O samaj samaj) and the picture store (the S3 bucket when S3_BUCKET is set, else
# DATA_DIR/pictures):
#   DATABASE_URL=postgres://… [DATA_DIR=… | S3_*=…] scripts/restore.sh /var/backups/samaj/samaj-<time>
# Stop the app servers first when restoring over a database in use; start them afterwards (they apply
# any newer migrations at start-up). Objects already in the store are overwritten, none deleted.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
dir=${1:?usage: scripts/restore.sh <backup folder>}
[ -n "${DATABASE_URL_FILE:-}" ] && DATABASE_URL=$(cat "$DATABASE_URL_FILE")
: "${DATABASE_URL:?DATABASE_URL (or DATABASE_URL_FILE) must name the database to restore into}"
pg_bin=${PG_BIN:-$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1)}
pg_restore=${pg_bin:+$pg_bin/}pg_restore

(cd "$dir" && sha256sum --check --quiet SHA256SUMS) || { echo "the backup's checksums do not match" >&2; exit 1; }
"$pg_restore" --clean --if-exists --no-owner --no-privileges --exit-on-error --single-transaction \
  --dbname="$DATABASE_URL" "$dir/db.dump"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
tar -xzf "$dir/pictures.tar.gz" -C "$work"
if [ -n "${S3_BUCKET:-}" ]; then
  node "$root/apps/server/scripts/pictures-store.mjs" upload "$work/pictures" >&2
else
  pictures="${DATA_DIR:-$root/data}/pictures"
  mkdir -p "$pictures"
  cp -a "$work/pictures/." "$pictures/"
fi
echo "restored $dir"
