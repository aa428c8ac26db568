#!/usr/bin/env bash
# pnpm test:docker: the Docker deployment for real (issue 19). Builds the image from Dockerfile and
# runs the topology of docker-compose.yml with Debian's docker.io and docker-compose, then checks
# (deploy/test/*.test.ts): every service healthy; a table created through one server and joined
# through the proxy; the proxy starting while a server is down; a server killed and recreated at
# a new address during a game (its players go on on the other, nothing lost); an upgrade with a
# new database password keeping every game; the image alone with a volume for its SQLite data.
#
# What it installs (Debian packages, as root or with sudo): docker.io, docker-compose, nginx, and
# mmdebstrap when a base image has to be made. If no Docker daemon is running it starts dockerd in
# the background and stops it (by PID) at the end. Where an upstream base image cannot be pulled
# (no registry reachable), it builds a local STAND-IN under the upstream name from Debian packages
# (deploy/standins/README.md) and says so. Published ports are on 127.0.0.1 only.
#
# Only when the daemon cannot run at all here (no privileges for namespaces, cgroups, mounts) does
# it print why, run the checks that need no daemon, and exit 0 with "SKIPPED".
#
# Environment: STARPORT_DOCKER_KEEP=1 keeps the test containers and volumes for inspection.
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD
export PATH="$ROOT/node_modules/.bin:$PATH"
started=$(date +%s)
log() { printf '[docker-test +%3ss] %s\n' "$(($(date +%s) - started))" "$*"; }
step_times=()
mark() { step_times+=("$1: $(($(date +%s) - $2)) s"); }

WORK=$(mktemp -d /tmp/starport-docker-test.XXXXXX)
DOCKER=/usr/bin/docker
COMPOSE=()
CACHE="${XDG_CACHE_HOME:-$HOME/.cache}/starport-docker-test"
mkdir -p "$CACHE"
DOCKERD_PID=""

cleanup() {
  local rc=$?
  if [ "${STARPORT_DOCKER_KEEP:-}" != 1 ] && [ -n "${COMPOSE_PROJECT_NAME:-}" ] && "$DOCKER" info >/dev/null 2>&1; then
    # whatever a suite interrupted by its timeout left behind (they clean up after themselves)
    PUBLIC_HOST=x POSTGRES_PASSWORD=x timeout 120 "${COMPOSE[@]}" -f docker-compose.yml -f deploy/test/compose.test.yml \
      down -v --remove-orphans >/dev/null 2>&1 || true
    left=$("$DOCKER" ps -aq --filter "name=^starport-dockertest" 2>/dev/null || true)
    if [ -n "$left" ]; then "$DOCKER" rm -f -v $left >/dev/null 2>&1 || true; fi
    "$DOCKER" volume rm -f starport-dockertest-data >/dev/null 2>&1 || true
  fi
  if [ -n "$DOCKERD_PID" ]; then
    log "stopping the dockerd this script started (PID $DOCKERD_PID)"
    kill -TERM "$DOCKERD_PID" 2>/dev/null || true
    for _ in $(seq 1 60); do kill -0 "$DOCKERD_PID" 2>/dev/null || break; sleep 0.5; done
    if kill -0 "$DOCKERD_PID" 2>/dev/null; then kill -KILL "$DOCKERD_PID" 2>/dev/null || true; fi
  fi
  rm -rf "$WORK"
  exit "$rc"
}
trap cleanup EXIT

# --- 0. the repository's own dependencies (vitest, the SDK for the test players) -------------
if [ ! -x node_modules/node/bin/node ] || [ ! -e node_modules/.bin/vitest ]; then
  timeout 600 npx -y pnpm@10.34.8 install --frozen-lockfile
fi
timeout 120 tsc -p deploy/test

# --- 1. Debian packages ---------------------------------------------------------------------
if [ "$(id -u)" = 0 ]; then apt_get=(apt-get); else apt_get=(sudo apt-get); fi
need=()
[ -x /usr/bin/docker ] && [ -x /usr/sbin/dockerd ] || need+=(docker.io)
command -v docker-compose >/dev/null || /usr/bin/docker compose version >/dev/null 2>&1 || need+=(docker-compose)
[ -x /usr/sbin/nginx ] || need+=(nginx)
if [ "${#need[@]}" -gt 0 ]; then
  log "installing Debian packages: ${need[*]}"
  t=$(date +%s)
  timeout 300 "${apt_get[@]}" update -qq
  DEBIAN_FRONTEND=noninteractive timeout 600 "${apt_get[@]}" install -y -qq --no-install-recommends "${need[@]}" >/dev/null
  mark "Debian packages" "$t"
fi
# Debian's client (/usr/bin/docker), not another docker that may be first on PATH
if "$DOCKER" compose version >/dev/null 2>&1; then COMPOSE=("$DOCKER" compose); else COMPOSE=("$(command -v docker-compose)"); fi
log "$("$DOCKER" --version); compose: $("${COMPOSE[@]}" version --short 2>/dev/null || "${COMPOSE[@]}" version | head -1)"

# --- 2. the checks that need no daemon: the proxy template with Debian's nginx on loopback ------
t=$(date +%s)
log "proxy template with Debian's nginx on 127.0.0.1 (deploy/test/proxy.test.ts)"
timeout 300 vitest run -c deploy/test/vitest.config.ts deploy/test/proxy.test.ts
mark "proxy template (nginx, no Docker)" "$t"

# --- 3. a Docker daemon -----------------------------------------------------------------------
skip() {
  echo
  echo "================================================================================"
  echo "docker-test: SKIPPED the Docker checks: the Docker daemon cannot run here."
  printf '  %s\n' "$@"
  echo "Ran only what needs no daemon (the proxy template with Debian's nginx)."
  echo "================================================================================"
  exit 0
}

probe_image() {
  # a tiny image from the host's own /bin/sh and its libraries, to see containers run at all
  local rf="$WORK/probe"
  rm -rf "$rf" && mkdir -p "$rf/bin"
  cp /bin/dash "$rf/bin/sh"
  for l in $(ldd /bin/dash | grep -o '/[^ ]*'); do mkdir -p "$rf$(dirname "$l")" && cp -L "$l" "$rf$l"; done
  tar -C "$rf" -c . | "$DOCKER" import - starport-probe:local >/dev/null
}

start_dockerd() {
  # $@: extra daemon flags
  : >"$WORK/dockerd.log"
  /usr/sbin/dockerd "$@" >"$WORK/dockerd.log" 2>&1 &
  DOCKERD_PID=$!
  for _ in $(seq 1 60); do
    if "$DOCKER" info >/dev/null 2>&1; then return 0; fi
    kill -0 "$DOCKERD_PID" 2>/dev/null || break
    sleep 1
  done
  return 1
}

stop_dockerd() {
  [ -n "$DOCKERD_PID" ] || return 0
  kill -TERM "$DOCKERD_PID" 2>/dev/null || true
  for _ in $(seq 1 60); do kill -0 "$DOCKERD_PID" 2>/dev/null || break; sleep 0.5; done
  kill -KILL "$DOCKERD_PID" 2>/dev/null || true
  DOCKERD_PID=""
}

can_run() { probe_image && "$DOCKER" run --rm --network none starport-probe:local /bin/sh -c 'echo ok' 2>"$WORK/run.err" | grep -qx ok; }

t=$(date +%s)
if "$DOCKER" info >/dev/null 2>"$WORK/info.err"; then
  log "using the Docker daemon already running"
else
  if [ "$(id -u)" != 0 ]; then
    skip "docker info: $(tail -1 "$WORK/info.err")" "and starting dockerd needs root (this runs as uid $(id -u))"
  fi
  log "starting dockerd in the background"
  if ! start_dockerd; then
    first=$(tail -5 "$WORK/dockerd.log")
    stop_dockerd
    log "dockerd did not start with its defaults; trying --storage-driver vfs"
    start_dockerd --storage-driver vfs || { vfs=$(tail -5 "$WORK/dockerd.log"); stop_dockerd; skip "dockerd (defaults): $first" "dockerd --storage-driver vfs: $vfs"; }
  fi
  log "dockerd PID $DOCKERD_PID, storage driver $("$DOCKER" info -f '{{.Driver}}')"
fi
if ! can_run; then
  err=$(cat "$WORK/run.err")
  if [ -n "$DOCKERD_PID" ] && [ "$("$DOCKER" info -f '{{.Driver}}')" != vfs ]; then
    stop_dockerd
    log "a container could not run ($err); trying dockerd --storage-driver vfs"
    start_dockerd --storage-driver vfs && can_run || skip "docker run: $err" "with --storage-driver vfs: $(cat "$WORK/run.err") $(tail -3 "$WORK/dockerd.log")"
  else
    skip "docker run: $err"
  fi
fi
mark "Docker daemon" "$t"

# --- 4. base images: upstream if it can be pulled, else a local stand-in -----------------------
standin_hash() { (cd deploy/standins && find "$1" -type f -print0 | sort -z | xargs -0 sha256sum | sha256sum | cut -c1-16); }
standins=()

build_debian_standin() {
  if ! command -v mmdebstrap >/dev/null; then
    DEBIAN_FRONTEND=noninteractive timeout 600 "${apt_get[@]}" install -y -qq --no-install-recommends mmdebstrap >/dev/null
  fi
  timeout 900 nice -n 10 mmdebstrap --variant=minbase --mode=root \
    --hook-dir=/usr/share/mmdebstrap/hooks/merged-usr \
    --dpkgopt='path-exclude=/usr/share/man/*' --dpkgopt='path-exclude=/usr/share/doc/*' \
    --dpkgopt='path-include=/usr/share/doc/*/copyright' --dpkgopt='path-exclude=/usr/share/locale/*' \
    --dpkgopt='path-exclude=/usr/share/info/*' --aptopt='Acquire::Languages "none"' \
    --customize-hook='rm -rf "$1"/var/lib/apt/lists/* "$1"/var/cache/apt/*.bin' \
    bookworm "$WORK/bookworm.tar" \
    "deb http://deb.debian.org/debian bookworm main" \
    "deb http://deb.debian.org/debian bookworm-updates main" \
    "deb http://deb.debian.org/debian-security bookworm-security main" >"$WORK/mmdebstrap.log" 2>&1 ||
    { tail -30 "$WORK/mmdebstrap.log"; return 1; }
  "$DOCKER" import \
    --change 'LABEL org.starport.standin="true" org.opencontainers.image.description="local stand-in for debian:bookworm-slim (mmdebstrap minbase)"' \
    --change 'CMD ["bash"]' "$WORK/bookworm.tar" debian:bookworm-slim >/dev/null
  rm -f "$WORK/bookworm.tar"
}

build_node_standin() {
  local ctx="$WORK/node-ctx" npm_version=10.9.9
  mkdir -p "$ctx"
  cp deploy/standins/node/Dockerfile "$ctx/"
  cp -L node_modules/node/bin/node "$ctx/node"
  if [ ! -s "$CACHE/npm-$npm_version.tgz" ]; then
    (cd "$CACHE" && timeout 300 npm pack "npm@$npm_version" --silent >/dev/null)
  fi
  cp "$CACHE/npm-$npm_version.tgz" "$ctx/npm.tgz"
  mkdir -p "$ctx/extra-ca"
  local extra=()
  if [ -n "${NODE_EXTRA_CA_CERTS:-}" ] && [ -s "$NODE_EXTRA_CA_CERTS" ]; then
    # this host reaches the npm registry through a TLS-inspecting proxy: the build stage must trust it too
    log "node stand-in: trusting the host's NODE_EXTRA_CA_CERTS ($NODE_EXTRA_CA_CERTS) for npm and pnpm"
    cp "$NODE_EXTRA_CA_CERTS" "$ctx/extra-ca/ca.crt"
    extra=(--build-arg EXTRA_CA=/usr/local/share/starport-standin/ca.crt)
  fi
  "$DOCKER" build -q "${extra[@]}" --label "org.starport.standin.hash=$1" -t node:22-bookworm-slim "$ctx" >/dev/null
}

ensure_base() {
  # $1 image name, $2 stand-in directory (deploy/standins/<dir>)
  local image=$1 dir=$2 hash label
  hash=$(standin_hash "$dir" 2>/dev/null || echo none)
  if "$DOCKER" image inspect "$image" >/dev/null 2>&1; then
    label=$("$DOCKER" image inspect -f '{{index .Config.Labels "org.starport.standin"}}' "$image" 2>/dev/null || true)
    if [ "$label" != true ]; then log "$image: present (not a stand-in)"; return; fi
    if [ "$dir" = debian ] || [ "$("$DOCKER" image inspect -f '{{index .Config.Labels "org.starport.standin.hash"}}' "$image")" = "$hash" ]; then
      log "$image: STAND-IN already built (deploy/standins/$dir)"
      standins+=("$image")
      return
    fi
  elif timeout 60 "$DOCKER" pull -q "$image" >/dev/null 2>"$WORK/pull.err"; then
    log "$image: pulled from the registry"
    return
  else
    log "$image: cannot be pulled ($(tail -1 "$WORK/pull.err"))"
  fi
  log "$image: building a local STAND-IN from Debian packages (deploy/standins/$dir) -- not the upstream image"
  local t1
  t1=$(date +%s)
  case "$dir" in
    debian) build_debian_standin ;;
    node) build_node_standin "$hash" ;;
    *) nice -n 10 timeout 900 "$DOCKER" build -q --label "org.starport.standin.hash=$hash" -t "$image" "deploy/standins/$dir" >/dev/null ;;
  esac
  mark "stand-in $image" "$t1"
  standins+=("$image")
}

t=$(date +%s)
ensure_base debian:bookworm-slim debian
ensure_base node:22-bookworm-slim node
ensure_base postgres:15-bookworm postgres
ensure_base redis:7.0-bookworm redis
ensure_base nginx:1.27-bookworm nginx
mark "base images" "$t"

# --- 5. the image, built from the Dockerfile by compose ----------------------------------------
export COMPOSE_PROJECT_NAME=starport-dockertest
IMAGE=starport-server:local
t=$(date +%s)
log "building $IMAGE from Dockerfile (${COMPOSE[*]} build)"
PUBLIC_HOST=build POSTGRES_PASSWORD=build nice -n 10 timeout 1800 "${COMPOSE[@]}" build server1
mark "image build" "$t"
size=$("$DOCKER" image inspect -f '{{.Size}}' "$IMAGE")
log "image $IMAGE: $((size / 1000000)) MB"

# --- 6. the suites that need the daemon -------------------------------------------------------
export STARPORT_DOCKER="$DOCKER" STARPORT_COMPOSE
STARPORT_COMPOSE=$(printf '%s\n' "${COMPOSE[@]}" | "$ROOT/node_modules/node/bin/node" -e 'console.log(JSON.stringify(require("fs").readFileSync(0,"utf8").trim().split("\n")))')
export STARPORT_IMAGE="$IMAGE" STARPORT_STANDINS="${standins[*]:-}"
t=$(date +%s)
log "the image alone, with a volume for its SQLite data (deploy/test/image.test.ts)"
timeout 900 vitest run -c deploy/test/vitest.config.ts deploy/test/image.test.ts
mark "image alone" "$t"
t=$(date +%s)
log "the compose topology (deploy/test/compose.test.ts)"
timeout 1500 vitest run -c deploy/test/vitest.config.ts deploy/test/compose.test.ts
mark "compose topology" "$t"

echo
echo "docker-test: PASSED in $(($(date +%s) - started)) s"
echo "  image $IMAGE: $((size / 1000000)) MB ($size bytes)"
printf '  %s\n' "${step_times[@]}"
if [ "${#standins[@]}" -gt 0 ]; then
  echo "  base images that are local STAND-INS built from Debian packages (no registry reachable):"
  printf '    %s\n' "${standins[@]}"
fi
