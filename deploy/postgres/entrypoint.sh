#!/bin/sh
# Entrypoint of the compose file's postgres service: the image's own entrypoint, plus two things
# the official image does not do (issue 19):
#  - POSTGRES_PASSWORD is applied at every start, not only when the data directory is created: once
#    the real server accepts TCP connections, the role's password is set to it (connections from
#    inside the container are trusted). Changing the variable and running `docker compose up -d`
#    changes the password instead of leaving the servers failing "password authentication".
#  - the healthcheck passes only after that: it needs the real server on TCP (the first run's
#    temporary server listens on the Unix socket only) and the marker file written below.
set -eu
marker=/var/run/postgresql/starport-password-set
rm -f "$marker"
(
  i=0
  until pg_isready -q -h 127.0.0.1 -p 5432 -U "$POSTGRES_USER" -d "$POSTGRES_DB"; do
    i=$((i + 1))
    if [ "$i" -ge 600 ]; then
      echo "starport: PostgreSQL did not accept TCP connections within 10 minutes" >&2
      exit 0
    fi
    sleep 1
  done
  if printf "ALTER ROLE CURRENT_USER PASSWORD :'pw';\n" |
    psql -v ON_ERROR_STOP=1 -q -X -h 127.0.0.1 -p 5432 -U "$POSTGRES_USER" -d "$POSTGRES_DB" -v pw="$POSTGRES_PASSWORD"; then
    touch "$marker"
    echo "starport: the password of role $POSTGRES_USER is POSTGRES_PASSWORD"
  else
    echo "starport: could not set the password of role $POSTGRES_USER" >&2
  fi
  # this process ends as a child of the postmaster, which takes any exit code but 0 or 1 for a
  # crashed backend: always 0
  exit 0
) &
exec docker-entrypoint.sh "$@"
