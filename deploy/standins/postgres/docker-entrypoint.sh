#!/usr/bin/env bash
# STAND-IN entrypoint (deploy/standins/README.md): behaves like the official postgres image's
# as documented on its page, for what the compose file relies on. POSTGRES_USER (postgres),
# POSTGRES_PASSWORD (required on the first run), POSTGRES_DB (= user). On an empty PGDATA: initdb
# (local connections trusted, other hosts scram-sha-256), then a temporary server on the Unix
# socket only (no TCP) to create the database and run /docker-entrypoint-initdb.d, stopped again;
# then the real server in the foreground. Root drops to the postgres user with gosu.
set -Eeuo pipefail

if [ "${1:0:1}" = '-' ]; then set -- postgres "$@"; fi
if [ "$1" != postgres ]; then exec "$@"; fi

export POSTGRES_USER="${POSTGRES_USER:-postgres}"
export POSTGRES_DB="${POSTGRES_DB:-$POSTGRES_USER}"
export POSTGRES_PASSWORD="${POSTGRES_PASSWORD:-}"

if [ "$(id -u)" = 0 ]; then
  mkdir -p "$PGDATA" /var/run/postgresql
  chmod 700 "$PGDATA"
  chown -R postgres:postgres "$PGDATA" /var/run/postgresql
  exec gosu postgres "${BASH_SOURCE[0]}" "$@"
fi

if [ ! -s "$PGDATA/PG_VERSION" ]; then
  if [ -z "$POSTGRES_PASSWORD" ]; then
    echo "Error: Database is uninitialized and superuser password is not specified (POSTGRES_PASSWORD)." >&2
    exit 1
  fi
  initdb --username="$POSTGRES_USER" --pwfile=<(printf '%s\n' "$POSTGRES_PASSWORD")
  printf '\nhost all all all scram-sha-256\n' >>"$PGDATA/pg_hba.conf"
  pg_ctl -D "$PGDATA" -o "-c listen_addresses='' -p 5432" -w start
  sql=(psql -v ON_ERROR_STOP=1 --username "$POSTGRES_USER" --no-password --no-psqlrc)
  if [ "$POSTGRES_DB" != postgres ]; then
    "${sql[@]}" --dbname postgres --set db="$POSTGRES_DB" <<<'CREATE DATABASE :"db";'
  fi
  for f in /docker-entrypoint-initdb.d/*; do
    case "$f" in
      *.sh) echo "$0: running $f"; if [ -x "$f" ]; then "$f"; else . "$f"; fi ;;
      *.sql) echo "$0: running $f"; "${sql[@]}" --dbname "$POSTGRES_DB" -f "$f" ;;
      *) ;;
    esac
  done
  pg_ctl -D "$PGDATA" -m fast -w stop
  echo "PostgreSQL init process complete; ready for start up."
else
  echo "PostgreSQL Database directory appears to contain a database; Skipping initialization"
fi
exec "$@"
