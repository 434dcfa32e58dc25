#!/bin/sh
# Entrypoint of the PostgreSQL stand-in (postgres.Dockerfile): as the official image's, the first start
# initialises $PGDATA with POSTGRES_USER (superuser, password POSTGRES_PASSWORD) and the database
# POSTGRES_DB, listening on every address with password authentication; then postgres runs in the
# foreground as user postgres (it handles the stop signal itself).
set -eu
export PGDATA="${PGDATA:-/var/lib/postgresql/data}"

if [ "$(id -u)" = 0 ]; then
  mkdir -p "$PGDATA" /var/run/postgresql
  chown postgres:postgres "$PGDATA" /var/run/postgresql
  chmod 700 "$PGDATA"
  exec setpriv --reuid=postgres --regid=postgres --init-groups "$0" "$@"
fi

user="${POSTGRES_USER:-postgres}"
db="${POSTGRES_DB:-$user}"
if [ ! -s "$PGDATA/PG_VERSION" ]; then
  : "${POSTGRES_PASSWORD:?POSTGRES_PASSWORD is required}"
  pwfile="$(mktemp)"
  printf '%s\n' "$POSTGRES_PASSWORD" >"$pwfile"
  initdb -D "$PGDATA" -U "$user" --pwfile="$pwfile" -E UTF8 --auth-local=trust --auth-host=scram-sha-256 >/dev/null
  rm -f "$pwfile"
  echo "listen_addresses = '*'" >>"$PGDATA/postgresql.conf"
  echo 'host all all all scram-sha-256' >>"$PGDATA/pg_hba.conf"
  if [ "$db" != postgres ]; then
    # Single-user mode runs as the bootstrap superuser (POSTGRES_USER).
    echo "CREATE DATABASE \"$db\" OWNER \"$user\";" | postgres --single -D "$PGDATA" postgres >/dev/null
  fi
  echo "postgres stand-in: initialised $PGDATA (user $user, database $db)"
fi

if [ "${1:-}" = postgres ]; then shift; fi
exec postgres -D "$PGDATA" "$@"
