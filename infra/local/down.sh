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

# The front door first (nothing new comes in), then every process at once: each finishes what it is doing
# (graceful shutdown, up to STOP_WAIT_S seconds) in parallel, so `make down` takes as long as the slowest.
stop nginx
stop gateway
names=()
while read -r name _rest; do
  case "$name" in ''|'#'*|gateway) continue ;; esac
  names+=("$name")
done <"$ROOT/infra/local/processes.txt"
# Further instances (CHAT_WORKERS=3: chat-worker-2, chat-worker-3) and any other process started next to
# the stack under its pid directory.
for f in "$PIDS"/*.pid; do
  [ -f "$f" ] || continue
  name="$(basename "$f" .pid)"
  case " kafka nginx ${names[*]} " in *" $name "*) continue ;; esac
  names+=("$name")
done
for name in "${names[@]}"; do stop "$name" & done
wait
if [ "$keep_kafka" = 0 ]; then stop kafka; rm -f "$DATA/kafka.env"; fi
exit 0
