#!/usr/bin/env bash
# `make logs`: follows the logs of every process of the local stack (Ctrl-C to stop following).
# Optional arguments: process names (e.g. `make logs P="chat chat-worker chat-worker-2"`), default every
# process and every instance.
. "$(dirname "$0")/lib.sh"

names=("$@")
if [ ${#names[@]} -eq 0 ]; then
  while read -r name _rest; do
    case "$name" in ''|'#'*) continue ;; esac
    names+=("$name")
    # Further instances (CHAT_WORKERS=3: chat-worker-2, chat-worker-3) have logs of their own.
    for f in "$LOGS/$name"-[0-9]*.log; do [ -f "$f" ] && names+=("$(basename "$f" .log)"); done
  done <"$ROOT/infra/local/processes.txt"
  names+=(nginx-error kafka)
fi
files=()
for name in "${names[@]}"; do files+=("$LOGS/$name.log"); done
ls "$LOGS"/*.log >/dev/null 2>&1 || warn "No logs yet in $LOGS: start the stack with 'make up'."
# -F keeps following across restarts (a log file that appears later is picked up too).
exec tail -n 20 -F "${files[@]}" 2>/dev/null
