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

# Every process is the leader of its own process group (see start_process in lib.sh): SIGTERM to it,
# then SIGKILL to whatever is left of its group.
stop() { stop_process "$1" "${STOP_WAIT_S:-15}" "$quiet"; }

stop nginx
# Reverse start order: the gateway first, workers last.
tac "$ROOT/infra/local/processes.txt" | while read -r name _rest; do
  case "$name" in ''|'#'*) continue ;; esac
  stop "$name"
done
# Extra processes started next to the stack under its pid directory (the chaos suite's second chat worker).
for f in "$PIDS"/*.pid; do
  [ -f "$f" ] || continue
  name="$(basename "$f" .pid)"
  [ "$name" = kafka ] && continue
  stop "$name"
done
if [ "$keep_kafka" = 0 ]; then stop kafka; rm -f "$DATA/kafka.env"; fi
exit 0
