#!/bin/sh
# STAND-IN entrypoint (deploy/standins/README.md): like the official redis image's, runs
# redis-server (or a first argument starting with "-" as its options) as the redis user.
set -eu
case "${1:-}" in -*) set -- redis-server "$@" ;; esac
if [ "${1:-}" = redis-server ] && [ "$(id -u)" = 0 ]; then
  find . \! -user redis -exec chown redis '{}' + 2>/dev/null || true
  exec gosu redis "$0" "$@"
fi
exec "$@"
