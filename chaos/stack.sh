#!/usr/bin/env bash
# Helpers the chaos driver calls to act on the stack chaos/run.sh started (same environment, same pid
# files as `make up`):
#   stack.sh start <name>   start one process of infra/local/processes.txt again (or `chat-worker-2`, a
#                           further instance of one), with the stack's environment
#   stack.sh up             `make up` (infra/local/up.sh), e.g. after the Kafka mock came back elsewhere
. "$(dirname "$0")/../infra/local/lib.sh"

cmd="${1:-}"; name="${2:-}"
case "$cmd" in
  start)
    load_stack_env
    # <name>-<n>: a further instance of a process (chat-worker-2), as `CHAT_WORKERS=2 make up` names it.
    process_row "$name" >/dev/null || die "Unknown process: $name"
    running "$name" && exit 0
    start_instance "$name"
    ;;
  up)
    exec bash "$ROOT/infra/local/up.sh" 9>&-
    ;;
  *) die "usage: stack.sh start <name> | up" ;;
esac
