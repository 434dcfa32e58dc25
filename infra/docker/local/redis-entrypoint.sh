#!/bin/sh
# Entrypoint of the Redis stand-in (redis.Dockerfile): `redis-server ...` runs as user redis with
# protected mode off unless the command sets it; any other command runs as it is.
set -eu
if [ "${1:-}" = redis-server ]; then
  shift
  case " $* " in
    *" --protected-mode "*) set -- redis-server "$@" ;;
    *) set -- redis-server --protected-mode no "$@" ;;
  esac
  if [ "$(id -u)" = 0 ]; then
    chown -R redis:redis .
    exec setpriv --reuid=redis --regid=redis --init-groups "$@"
  fi
fi
exec "$@"
