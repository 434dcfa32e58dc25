#!/usr/bin/env bash
# `make chaos`: chaos experiments against a local stack of their own (see chaos/README.md).
#
#  1. takes the stack lock (one stack run at a time: browser tests, benchmarks, chaos), refuses to start
#     while a stack runs or its ports are taken,
#  2. starts the fake OpenAI-compatible model and the stack the way `make up` does, with its own database
#     (sage_chaos), queue prefix (sage-chaos) and mail folder, plus a second chat worker,
#  3. runs every experiment (chaos/chaos.ts), each printing one pass/fail line with its counts, and writes
#     .data/test-results/chaos.json (counted by `make test`),
#  4. stops exactly what it started and removes its database, Redis keys and mail.
# All traffic goes to 127.0.0.1. Bounded: every experiment bounds its own waits, and `timeout` the whole.
. "$(dirname "$0")/../infra/local/lib.sh"

CHAOS="$DATA/chaos"
RESULTS="$DATA/test-results"
CHAOS_DB="${CHAOS_DB:-sage_chaos}"
NGINX_PORT=8080
started_at=$(date +%s)

exec 9>"$DATA/stack.lock"
if ! flock -n 9; then
  say "Waiting for another run holding $DATA/stack.lock (browser tests, benchmarks?) to finish"
  flock -w 900 9 || die "Another run still holds $DATA/stack.lock; try again when it has finished."
fi
while read -r name _rest; do
  case "$name" in ''|'#'*) continue ;; esac
  running "$name" && die "The local stack is running ($name). Stop it with 'make down' first: the chaos suite starts its own."
done <"$ROOT/infra/local/processes.txt"
running nginx && die "nginx of the local stack is running. Stop the stack with 'make down' first."
running kafka && die "The Kafka mock of the local stack is running. Stop the stack with 'make down' first."
busy=()
for port in "$NGINX_PORT" 8081 8091 8092 8093 8094 8095 "${SMTP_SINK_PORT:-1025}"; do
  if (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null; then busy+=("$port"); fi
done
[ ${#busy[@]} -eq 0 ] || die "Ports in use: ${busy[*]}. Stop what holds them before the chaos suite."

ensure_packages
ensure_npm
ensure_postgres sage "$CHAOS_DB"
ensure_redis

rm -rf "$CHAOS"; mkdir -p "$CHAOS/mail" "$RESULTS"
rm -f "$RESULTS/chaos.json"
FAKE_LLM_PORT="$(node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")"

# The stack's settings (loaded by up.sh after .env, so a developer's .env cannot point it elsewhere).
cat >"$CHAOS/stack.env" <<ENV
DATABASE_URL=postgres://postgres:postgres@127.0.0.1:5432/$CHAOS_DB
QUEUE_PREFIX=sage-chaos
MAIL_DIR=$CHAOS/mail
OPENAI_BASE_URL=http://127.0.0.1:$FAKE_LLM_PORT/v1
OPENAI_API_KEY=chaos
LLM_MODEL=chaos-fake
SAFETY_SECOND_OPINION=off
RATE_LIMIT_GLOBAL_PER_MINUTE=1000000
RATE_LIMIT_SESSIONS_PER_MINUTE=1000000
RATE_LIMIT_CHAT_PER_MINUTE=1000000
RATE_LIMIT_CONTACT_PER_HOUR=1000000
CONTACT_MAIL_BACKOFF_MS=1000
LOG_LEVEL=info
ENV
export SAGE_STACK_ENV_FILE="$CHAOS/stack.env"
export SAGE_SKIP_FRONTEND_BUILD=1
[ -f "$ROOT/frontend/dist/index.html" ] || export SAGE_SKIP_FRONTEND_BUILD=0

stack_started=0
fake_pid=""
cleanup() {
  local rc=$?
  trap - EXIT INT TERM
  if [ "$stack_started" = 1 ]; then
    say "Stopping what the chaos suite started"
    STOP_WAIT_S=10 bash "$ROOT/infra/local/down.sh" --quiet || true
  fi
  [ -n "$fake_pid" ] && kill -TERM "$fake_pid" 2>/dev/null || true
  redis-cli -h 127.0.0.1 --scan --pattern "sage-chaos:*" 2>/dev/null | xargs -r -n 500 redis-cli -h 127.0.0.1 del >/dev/null 2>&1 || true
  PGPASSWORD=postgres psql -h 127.0.0.1 -U postgres -d postgres -qc "drop database if exists \"$CHAOS_DB\" with (force)" >/dev/null 2>&1 || true
  rm -rf "$CHAOS/mail"
  say "make chaos took $(($(date +%s) - started_at)) s"
  exit "$rc"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

say "Starting the fake model on port $FAKE_LLM_PORT"
(cd "$ROOT" && FAKE_LLM_PORT="$FAKE_LLM_PORT" FAKE_LLM_DELAY_MS="${FAKE_LLM_DELAY_MS:-60}" \
  exec setsid node --import tsx services/chat/test/support/fakeLlmServer.ts </dev/null >"$CHAOS/fake-llm.log" 2>&1 9>&-) &
fake_pid=$!
for attempt in $(seq 1 100); do
  curl -fsS "http://127.0.0.1:$FAKE_LLM_PORT/v1/models" >/dev/null 2>&1 && break
  [ "$attempt" = 100 ] && die "The fake model did not start (see $CHAOS/fake-llm.log)"
  sleep 0.2
done

say "Starting the stack for the chaos experiments"
stack_started=1
bash "$ROOT/infra/local/up.sh" 9>&- || die "The stack did not start (see .data/logs)"
bash "$ROOT/chaos/stack.sh" start chat-worker-2

say "Running the chaos experiments"
status=0
(cd "$ROOT" && timeout --signal=TERM 720 node --import tsx chaos/chaos.ts --report "$RESULTS/chaos.json" \
  --database "postgres://postgres:postgres@127.0.0.1:5432/$CHAOS_DB" --mail-dir "$CHAOS/mail" \
  --fake-llm "http://127.0.0.1:$FAKE_LLM_PORT" ${CHAOS_ONLY:+--only "$CHAOS_ONLY"} 9>&-) || status=$?
exit "$status"
