#!/bin/sh
# STAND-IN entrypoint (deploy/standins/README.md): like the official nginx image's templates
# step, renders every /etc/nginx/templates/*.template into /etc/nginx/conf.d/ (name without
# .template), replacing only ${VARIABLES} set in the environment, then runs nginx.
set -eu
if [ "${1:-}" = nginx ]; then
  defined=$(env | cut -d= -f1 | grep -E '^[A-Za-z_][A-Za-z0-9_]*$' | sed 's/.*/${&}/' | tr '\n' ' ')
  for t in /etc/nginx/templates/*.template; do
    [ -f "$t" ] || continue
    out="/etc/nginx/conf.d/$(basename "$t" .template)"
    echo "$0: rendering $t to $out"
    envsubst "$defined" <"$t" >"$out"
  done
fi
exec "$@"
