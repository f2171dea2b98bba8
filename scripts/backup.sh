#!/usr/bin/env bash
# A backup of Samaj: the PostgreSQL database (pg_dump, custom format) and the picture store (the
# S3 bucket's objects when S3_BUCKET is set, else DATA_DIR/pictures), in one new folder:
#   DATABASE_URL=postgres://… [DATA_DIR=… | S3_*=…] scripts/backup.sh /var/backups/samaj
# prints the folder: <dir>/samaj-<UTC time>/{db.dump,pictures.tar.gz,SHA256SUMS}. Settings may be
# given as files (DATABASE_URL_FILE, S3_SECRET_ACCESS_KEY_FILE) like the server's. Restore with
# scripts/restore.sh. The database may be in use: pg_dump reads one consistent snapshot. Pictures are
# copied after the dump, so a picture uploaded in between is kept without its row (harmless);
# deletions in between are the only loss, and the bucket's versioning covers those (docs/deploy.md).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
out=${1:?usage: scripts/backup.sh <backup folder>}
[ -n "${DATABASE_URL_FILE:-}" ] && DATABASE_URL=$(cat "$DATABASE_URL_FILE")
: "${DATABASE_URL:?DATABASE_URL (or DATABASE_URL_FILE) must name the database}"
# The newest pg_dump installed (it must be at least the server's version): Debian keeps each
# version's tools in /usr/lib/postgresql/<v>/bin.
pg_bin=${PG_BIN:-$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1)}
pg_dump=${pg_bin:+$pg_bin/}pg_dump

dir="$out/samaj-$(date -u +%Y%m%dT%H%M%SZ)"
mkdir -p "$dir/pictures"
"$pg_dump" --format=custom --no-owner --no-privileges --file="$dir/db.dump" "$DATABASE_URL"
if [ -n "${S3_BUCKET:-}" ]; then
  node "$root/apps/server/scripts/pictures-store.mjs" download "$dir/pictures" >&2
else
  pictures="${DATA_DIR:-$root/data}/pictures"
  if [ -d "$pictures" ]; then cp -a "$pictures/." "$dir/pictures/"; fi
fi
tar -czf "$dir/pictures.tar.gz" -C "$dir" pictures
rm -rf "$dir/pictures"
(cd "$dir" && sha256sum db.dump pictures.tar.gz >SHA256SUMS)
echo "$dir"
