#!/usr/bin/env bash
# `make down`: stops exactly what `make up` started, by pid file (never by process name).
. "$(dirname "$0")/lib.sh"

keep_kafka=0; quiet=0
for arg in "$@"; do
  case "$arg" in
    --keep-kafka) keep_kafka=1 ;;
    --quiet) quiet=1 ;;
  esac
done

stop() {
  local name="$1" f="$PIDS/$1.pid" pid
  [ -f "$f" ] || return 0
  pid="$(cat "$f")"
  if kill -0 "$pid" 2>/dev/null; then
    [ "$quiet" = 1 ] || say "Stopping $name"
    kill -TERM "$pid" 2>/dev/null || true
    for _ in $(seq 1 100); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
    kill -0 "$pid" 2>/dev/null && kill -KILL "$pid" 2>/dev/null || true
  fi
  rm -f "$f"
}

stop nginx
# Reverse start order: the gateway first, workers last.
tac "$ROOT/infra/local/processes.txt" | while read -r name _rest; do
  case "$name" in ''|'#'*) continue ;; esac
  stop "$name"
done
if [ "$keep_kafka" = 0 ]; then stop kafka; rm -f "$DATA/kafka.env"; fi
exit 0
