#!/usr/bin/env bash
# Browser tests of the whole product (called by `make test`, or on its own: bash e2e/run.sh).
#
#  1. starts the local OpenAI-compatible test server (e2e/support/fake-llm.ts, built on the chat
#     service's services/chat/test/support/fakeLlm.ts),
#  2. starts the stack exactly as `make up` does (infra/local/up.sh), with the chat worker pointed at that
#     server and generous rate limits, served through nginx on http://localhost:8080,
#  3. runs the Playwright suite in Debian's Chromium: every journey on desktop, the screens and what a
#     phone changes on a phone (playwright.config.ts),
#  4. restarts the chat worker with no model configured and runs the offline-companion journeys (@offline),
#  5. stops exactly what it started.
#
# JSON reports go to .data/test-results/playwright*.json (counted by `make test`); screenshots and axe
# results to e2e/artifacts/. Extra arguments are passed to both Playwright runs (e.g. --project desktop).
. "$(dirname "$0")/../infra/local/lib.sh"

RESULTS="$DATA/test-results"
ARTIFACTS="$ROOT/e2e/artifacts"
FAKE_LLM_PORT="${FAKE_LLM_PORT:-8099}"
FAKE_LLM_ENTRY="$ROOT/services/chat/test/support/fakeLlm.ts"
NGINX_PORT="${NGINX_PORT:-8080}"
started_at=$(date +%s)

# ---- 0. a clean start: the stack must be started with the settings below --------------------------------
# One stack run at a time on this machine (the benchmarks take the same lock).
exec 9>"$DATA/stack.lock"
if ! flock -n 9; then
  say "Waiting for another run holding $DATA/stack.lock (benchmarks?) to finish"
  flock -w 1800 9 || die "Another run still holds $DATA/stack.lock; try again when it has finished."
fi
while read -r name _rest; do
  case "$name" in ''|'#'*) continue ;; esac
  running "$name" && die "The local stack is running ($name). Stop it with 'make down' first: the browser tests start their own with test settings."
done <"$ROOT/infra/local/processes.txt"
running nginx && die "nginx of the local stack is running. Stop the stack with 'make down' first."
port_busy() { (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }
busy=()
for port in "$NGINX_PORT" 8081 8091 8092 8093 8094 8095 "${SMTP_SINK_PORT:-1025}"; do
  if port_busy "$port"; then
    holder="$(ss -ltnpH "sport = :$port" 2>/dev/null | grep -o 'pid=[0-9]*' | head -n1 || true)"
    busy+=("$port${holder:+ ($holder)}")
  fi
done
[ ${#busy[@]} -eq 0 ] || die "Ports in use: ${busy[*]}. Stop what holds them (another stack?) before the browser tests."

mkdir -p "$RESULTS"
rm -rf "$ARTIFACTS/screens" "$ARTIFACTS/axe" "$RESULTS"/playwright*.json "$ROOT/e2e/test-results"
mkdir -p "$ARTIFACTS"

ensure_packages chromium
ensure_npm

# What the stack needs for the tests. up.sh loads .env after this environment, so a developer's .env
# could override these: say so instead of failing mysteriously.
if [ -f "$ROOT/.env" ] && grep -qE '^\s*(export\s+)?(RATE_LIMIT_[A-Z_]+|OPENAI_BASE_URL|OPENAI_API_KEY|LLM_MODEL|QUEUE_PREFIX)=' "$ROOT/.env"; then
  warn ".env sets rate limits, the model or the queue prefix; the browser tests expect the values set by e2e/run.sh"
fi
export RATE_LIMIT_GLOBAL_PER_MINUTE=100000
export RATE_LIMIT_SESSIONS_PER_MINUTE=100000
export RATE_LIMIT_CHAT_PER_MINUTE=100000
export RATE_LIMIT_CONTACT_PER_HOUR=100000
export OPENAI_API_KEY=test
export LLM_MODEL="${LLM_MODEL:-sage-test-model}"
# A model call that makes no progress fails after 10 s instead of 30 s.
export LLM_TIMEOUT_MS="${LLM_TIMEOUT_MS:-10000}"
# Queues apart from a developer's own stack (`sage`).
export QUEUE_PREFIX=sage-e2e
# Every process of this run inherits this mark, so the script can tell its processes from those of
# another stack started from the same checkout at the same time (pid files and ports are shared).
export SAGE_STACK_OWNER="e2e-$$-$started_at"
ours() { tr '\0' '\n' <"/proc/$1/environ" 2>/dev/null | grep -qx "SAGE_STACK_OWNER=$SAGE_STACK_OWNER"; }

# ---- what this script started, and stopping exactly that ----------------------------------------------
started_pids=()
descendants() {
  local child
  for child in $(pgrep -P "$1" 2>/dev/null); do
    ours "$child" || continue
    started_pids+=("$child")
    descendants "$child"
  done
}
# Every process up.sh started for this run (the pid files, checked by the mark), with its children:
# anything a service started (a worker thread is not a process, but an older stack ran tsx as a parent).
collect_started() {
  local f pid
  for f in "$PIDS"/*.pid; do
    [ -f "$f" ] || continue
    pid="$(cat "$f")"
    ours "$pid" || continue
    started_pids+=("$pid")
    descendants "$pid"
  done
  # nginx loses the mark (it rewrites its environment for its process title): it is ours when it
  # started after this script did, since the script refuses to start while another nginx runs.
  if [ -f "$PIDS/nginx.pid" ]; then
    pid="$(cat "$PIDS/nginx.pid")"
    if kill -0 "$pid" 2>/dev/null && [ "$(date -d "$(ps -o lstart= -p "$pid")" +%s)" -ge "$started_at" ]; then
      started_pids+=("$pid")
    fi
  fi
}
# The stack answering on the ports must be this run's, not another one started at the same moment.
check_ownership() {
  local port pid foreign=()
  # (nginx itself rewrites its environment for its process title; it forwards to the gateway checked here.)
  for port in 8081 8091 8092 8093 8094 8095; do
    pid="$(ss -ltnpH "sport = :$port" 2>/dev/null | grep -o 'pid=[0-9]*' | head -n1 | cut -d= -f2 || true)"
    [ -n "$pid" ] && ! ours "$pid" && foreign+=("$port (pid $pid)")
  done
  [ ${#foreign[@]} -eq 0 ] || die "Another stack took ports at the same time: ${foreign[*]}. Run the browser tests again when it has stopped."
}
stop_pids() {
  local pid left=()
  for pid in "$@"; do kill -0 "$pid" 2>/dev/null && left+=("$pid"); done
  [ ${#left[@]} -gt 0 ] || return 0
  kill -TERM "${left[@]}" 2>/dev/null || true
  for _ in $(seq 1 100); do
    local alive=0
    for pid in "${left[@]}"; do kill -0 "$pid" 2>/dev/null && alive=1; done
    [ "$alive" = 0 ] && break
    sleep 0.1
  done
  for pid in "${left[@]}"; do kill -KILL "$pid" 2>/dev/null || true; done
}

stack_started=0
fake_pid=""
cleanup() {
  local status=$?
  trap - EXIT INT TERM
  if [ "$stack_started" = 1 ]; then
    say "Stopping what the browser tests started"
    [ ${#started_pids[@]} -eq 0 ] && collect_started
    # Children started since they were first collected.
    local p
    for p in "${started_pids[@]}"; do descendants "$p"; done
    stop_pids "${started_pids[@]}"
    # Pid files that still name a process of ours (another stack may have written its own since).
    local f pid
    for f in "$PIDS"/*.pid; do
      [ -f "$f" ] || continue
      pid="$(cat "$f")"
      for p in "${started_pids[@]}"; do [ "$p" = "$pid" ] && rm -f "$f" && break; done
    done
    [ -f "$PIDS/kafka.pid" ] || rm -f "$DATA/kafka.env"
  fi
  [ -n "$fake_pid" ] && stop_pids "$fake_pid" $(pgrep -P "$fake_pid" 2>/dev/null)
  say "Browser tests took $(($(date +%s) - started_at)) s"
  exit "$status"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

# ---- 1. the OpenAI-compatible test server ------------------------------------------------------------
if [ -f "$FAKE_LLM_ENTRY" ]; then
  if port_busy "$FAKE_LLM_PORT"; then
    # Another run (the benchmarks use the same default) holds the port: take a free one.
    FAKE_LLM_PORT="$(node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")"
  fi
  export FAKE_LLM_PORT OPENAI_BASE_URL="http://127.0.0.1:$FAKE_LLM_PORT/v1"
  say "Starting the test model on port $FAKE_LLM_PORT"
  (cd "$ROOT" && exec "$ROOT/node_modules/.bin/tsx" "$ROOT/e2e/support/fake-llm.ts" >"$LOGS/fake-llm.log" 2>&1) &
  fake_pid=$!
  for attempt in $(seq 1 150); do
    curl -fsS "http://127.0.0.1:$FAKE_LLM_PORT/v1/models" >/dev/null 2>&1 && break
    [ "$attempt" = 150 ] && die "The test model did not answer on port $FAKE_LLM_PORT (see $LOGS/fake-llm.log)"
    kill -0 "$fake_pid" 2>/dev/null || die "The test model stopped (see $LOGS/fake-llm.log)"
    sleep 0.2
  done
else
  warn "$FAKE_LLM_ENTRY not found: the chat worker uses the offline companion throughout"
  unset OPENAI_BASE_URL OPENAI_API_KEY
fi

# ---- 2. the stack, as `make up` starts it ----------------------------------------------------------------
say "Starting the stack for the browser tests"
stack_started=1
bash "$ROOT/infra/local/up.sh"
collect_started
check_ownership

playwright() {
  local report="$1" output="$2"; shift 2
  (cd "$ROOT/e2e" && E2E_BASE_URL="http://localhost:$NGINX_PORT" E2E_JSON_REPORT="$report" \
    E2E_OUTPUT_DIR="$output" MAIL_DIR="$DATA/mail" \
    "$ROOT/node_modules/.bin/playwright" test -c playwright.config.ts "$@")
}

status=0

# ---- 3. the suite, with the model ---------------------------------------------------------------------
say "Playwright: every journey on desktop, the screens and what a phone changes on a phone"
playwright "$RESULTS/playwright.json" "$ROOT/e2e/test-results/model" --grep-invert @offline "$@" || status=1

# ---- 4. the offline companion ---------------------------------------------------------------------------
say "Restarting the chat worker with no model configured"
if [ -f "$PIDS/chat-worker.pid" ] && ours "$(cat "$PIDS/chat-worker.pid")"; then
  pid="$(cat "$PIDS/chat-worker.pid")"
  stop_pids "$pid" $(pgrep -P "$pid" 2>/dev/null)
  rm -f "$PIDS/chat-worker.pid"
else
  die "The chat worker in $PIDS/chat-worker.pid is not this run's (another stack started meanwhile?)"
fi
(
  load_stack_env
  unset OPENAI_BASE_URL OPENAI_API_KEY
  cd "$ROOT"
  nohup node --enable-source-maps services/chat/dist/worker.js >>"$LOGS/chat-worker.log" 2>&1 &
  echo $! >"$PIDS/chat-worker.pid"
)
sleep 2
running chat-worker || die "The chat worker did not start again (see $LOGS/chat-worker.log)"
worker_pid="$(cat "$PIDS/chat-worker.pid")"
started_pids+=("$worker_pid")
descendants "$worker_pid"

say "Playwright: the offline companion"
playwright "$RESULTS/playwright-offline.json" "$ROOT/e2e/test-results/offline" --grep @offline "$@" || status=1

node "$ROOT/e2e/support/axe-summary.mjs" "$ARTIFACTS/axe" || true
exit "$status"
