#!/usr/bin/env bash
# `make bench`: starts the stack the way `make up` does, with benchmark settings (the chat worker talks to
# a local fake OpenAI-compatible model, rate limits out of the way), runs every benchmark against
# 127.0.0.1, writes bench/results/<date>.json and bench/REPORT.md, and stops what it started.
. "$(dirname "$0")/../infra/local/lib.sh"

FAKE_LLM_PORT="${FAKE_LLM_PORT:-8099}"
BENCH_DB="${BENCH_DB:-sage_bench}"

# The stack must start with the settings below: processes already running would keep their own.
while read -r name _rest; do
  case "$name" in ''|'#'*) continue ;; esac
  if running "$name"; then
    die "The local stack is running ($name). Stop it with 'make down' first: the benchmark starts its own with benchmark settings."
  fi
done <"$ROOT/infra/local/processes.txt"
running nginx && die "nginx of the local stack is running. Stop the stack with 'make down' first."

# Load goes to this machine only: a developer's .env must not point the chat worker at a real model.
if [ -f "$ROOT/.env" ] && grep -Eq '^[[:space:]]*(export[[:space:]]+)?(OPENAI_BASE_URL|OPENAI_API_KEY|LLM_MODEL)=' "$ROOT/.env"; then
  die ".env sets the model endpoint (OPENAI_*/LLM_MODEL); move it aside while benchmarking, so no load leaves this machine."
fi
# Stale processes on the stack's ports would answer instead of the ones started here (a process left over
# from an earlier run answers health checks with old code and old settings).
busy=()
for port in "${NGINX_PORT:-8080}" 8081 8091 8092 8093 8094 8095 "${SMTP_SINK_PORT:-1025}" "$FAKE_LLM_PORT"; do
  if (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null; then
    holder="$(ss -ltnpH "sport = :$port" 2>/dev/null | grep -o 'pid=[0-9]*' | head -n1 || true)"
    busy+=("$port${holder:+ ($holder)}")
  fi
done
if [ ${#busy[@]} -gt 0 ]; then
  die "Ports in use: ${busy[*]}. Stop what holds them (a stack left running?) before benchmarking."
fi

# One stack run at a time on this machine (other scripts that start the stack may take the same lock).
exec 9>"$DATA/stack.lock"
flock -n 9 || die "Another run holds $DATA/stack.lock (browser tests or benchmarks); try again when it has finished."
started_at=$(date +%s)
bench_pid=""

created_db=0
started=0
up_started=0
up_finished=0

# Everything this run starts carries this mark in its environment, so it can be told apart from the
# processes of another stack (browser tests, a developer's) even when pid files are rewritten meanwhile.
export SAGE_BENCH_RUN="bench-$$-$started_at"
ours() { { tr '\0' '\n' <"/proc/$1/environ"; } 2>/dev/null | grep -qx "SAGE_BENCH_RUN=$SAGE_BENCH_RUN"; }
# nginx rewrites its environment for its process title: it is ours when it started while our up.sh ran
# (up.sh starts nginx only when none runs, and this script refused to start while one did).
our_nginx() {
  local pid t
  [ -f "$PIDS/nginx.pid" ] || return 1
  pid="$(cat "$PIDS/nginx.pid")"
  kill -0 "$pid" 2>/dev/null || return 1
  t="$(date -d "$(ps -o lstart= -p "$pid")" +%s 2>/dev/null)" || return 1
  [ "$up_started" -gt 0 ] && [ "$t" -ge "$up_started" ] && [ "$t" -le "${up_finished:-$t}" ] && echo "$pid"
}
our_pids() {
  local d pid
  for d in /proc/[0-9]*; do
    pid="${d#/proc/}"
    [ "$pid" = "$$" ] && continue
    ours "$pid" && echo "$pid"
  done
  our_nginx || true
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
# The stack answering on the ports must be this run's, not one another script started at the same moment.
check_ownership() {
  local port pid foreign=()
  for port in 8081 8091 8092 8093 8094 8095; do
    pid="$(ss -ltnpH "sport = :$port" 2>/dev/null | grep -o 'pid=[0-9]*' | head -n1 | cut -d= -f2 || true)"
    [ -n "$pid" ] && ! ours "$pid" && foreign+=("$port (pid $pid)")
  done
  [ ${#foreign[@]} -eq 0 ] || die "Another stack took ports at the same time: ${foreign[*]}. Run the benchmarks again when it has stopped."
}

cleanup() {
  local rc=$?
  trap - EXIT INT TERM
  if [ "$started" = 1 ] || [ -n "${bench_pid:-}" ]; then
    say "Stopping what the benchmark started"
    local pids kafka_pid="" f pid
    [ -f "$PIDS/kafka.pid" ] && kafka_pid="$(cat "$PIDS/kafka.pid")"
    mapfile -t pids < <(our_pids)
    stop_pids "${pids[@]}"
    # Pid files that named our processes go too; another stack's stay as they are.
    for f in "$PIDS"/*.pid; do
      [ -f "$f" ] || continue
      pid="$(cat "$f")"
      for p in "${pids[@]}"; do [ "$p" = "$pid" ] && rm -f "$f" && break; done
    done
    [ -n "$kafka_pid" ] && ! kill -0 "$kafka_pid" 2>/dev/null && [ ! -f "$PIDS/kafka.pid" ] && rm -f "$DATA/kafka.env"
    # The benchmark's own Redis keys (queues, rate-limit counters) all carry its prefix.
    redis-cli -h 127.0.0.1 --scan --pattern "sage-bench:*" 2>/dev/null | xargs -r -n 500 redis-cli -h 127.0.0.1 del >/dev/null 2>&1 || true
  fi
  rm -f "${go_file:-}"
  if [ "$created_db" = 1 ]; then
    PGPASSWORD=postgres psql -h 127.0.0.1 -U postgres -d postgres -qc "drop database if exists \"$BENCH_DB\"" >/dev/null 2>&1 || true
  fi
  exit "$rc"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

# Benchmark settings, passed to every process up.sh starts (and recorded in the report).
export OPENAI_BASE_URL="http://127.0.0.1:$FAKE_LLM_PORT/v1"
export OPENAI_API_KEY=bench
export LLM_MODEL=bench-fake
export RATE_LIMIT_GLOBAL_PER_MINUTE=100000000
export RATE_LIMIT_SESSIONS_PER_MINUTE=100000000
export RATE_LIMIT_CHAT_PER_MINUTE=100000000
export RATE_LIMIT_CONTACT_PER_HOUR=100000000
export FAKE_LLM_PORT
# Queues and rate-limit counters apart from a developer's own (`sage`), and removed afterwards.
export QUEUE_PREFIX=sage-bench
export KAFKAJS_NO_PARTITIONER_WARNING=1

export BENCH_DATABASE_URL="postgres://postgres:postgres@127.0.0.1:5432/$BENCH_DB"

# The driver starts first: it takes the fake model's port at once (so nothing else can while the stack
# starts), then waits for the go file. Bounded: every suite bounds its own loops; `timeout` is the last
# resort if something hangs anyway.
go_file="$DATA/bench.go"
rm -f "$go_file"
(cd "$ROOT" && exec timeout --signal=TERM 1800 "$ROOT/node_modules/.bin/tsx" bench/run.ts --go-file "$go_file" "$@" 9>&-) &
bench_pid=$!
for _ in $(seq 1 300); do
  (exec 3<>"/dev/tcp/127.0.0.1/$FAKE_LLM_PORT") 2>/dev/null && break
  kill -0 "$bench_pid" 2>/dev/null || die "The benchmark driver stopped before its fake model listened."
  sleep 0.2
done
holder="$(ss -ltnpH "sport = :$FAKE_LLM_PORT" 2>/dev/null | grep -o 'pid=[0-9]*' | head -n1 | cut -d= -f2 || true)"
if [ -z "$holder" ] || ! ours "$holder"; then
  die "The fake model's port $FAKE_LLM_PORT was taken by another process (pid ${holder:-none}) while the benchmark started."
fi

say "Starting the stack with benchmark settings"
started=1
up_started=$(date +%s)
up_finished=""
if ! bash "$ROOT/infra/local/up.sh" 9>&-; then
  warn "The stack did not come up completely; benchmarks that need a missing part will say so in the report."
fi
up_finished=$(date +%s)
check_ownership

if [ -z "$(PGPASSWORD=postgres psql -h 127.0.0.1 -U postgres -d postgres -Atqc "select 1 from pg_database where datname='$BENCH_DB'")" ]; then
  PGPASSWORD=postgres psql -h 127.0.0.1 -U postgres -d postgres -qc "create database \"$BENCH_DB\"" >/dev/null
  created_db=1
fi

say "Running the benchmarks (about 12 minutes)"
touch "$go_file"
status=0
wait "$bench_pid" || status=$?
bench_pid=""
rm -f "$go_file"
say "make bench took $(($(date +%s) - started_at)) s"
exit "$status"
