# Shared helpers for the local stack scripts (sourced, not run).
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
DATA="$ROOT/.data"
PIDS="$DATA/pids"
LOGS="$DATA/logs"
mkdir -p "$PIDS" "$LOGS"

say() { printf '\033[1;36m==>\033[0m %s\n' "$*"; }
warn() { printf '\033[1;33m!!\033[0m %s\n' "$*" >&2; }
die() { printf '\033[1;31mxx\033[0m %s\n' "$*" >&2; exit 1; }

is_root() { [ "$(id -u)" = 0 ]; }

# Alive process from a pid file?
running() { local f="$PIDS/$1.pid"; [ -f "$f" ] && kill -0 "$(cat "$f")" 2>/dev/null; }

# Starts one long-running process in the background, detached from this shell:
#  - `setsid` makes it the leader of its own session and process group, and the pid file names that
#    process itself (not a subshell), so `make down` can signal it and, if it hangs, its whole group;
#  - stdin from /dev/null and stdout/stderr to its log only: nothing keeps the caller's terminal or pipe
#    open (`make up | tee up.log` returns), and the stack lock (fd 9 of the e2e/bench scripts) is closed.
start_process() {
  local name="$1"; shift
  (cd "$ROOT" && exec setsid "$@" </dev/null >>"$LOGS/$name.log" 2>&1 9>&-) &
  echo $! >"$PIDS/$name.pid"
}
# A Node entry of processes.txt: a built bundle (dist/*.js, infra/build/build.mjs) runs on plain node, with
# source maps so stack traces name the TypeScript lines; a TypeScript file runs as `node --import tsx`. One
# process either way, so signals reach the service itself.
# Each process gets its own name as INSTANCE_NAME (how `/api/health` names it among its kind).
start_node_process() {
  local name="$1" entry="$2"
  case "$entry" in
    *.ts) INSTANCE_NAME="$name" start_process "$name" node --import tsx "$ROOT/$entry" ;;
    *) INSTANCE_NAME="$name" start_process "$name" node --enable-source-maps "$ROOT/$entry" ;;
  esac
}

# Several instances of one process (processes.txt's `instances` column names the variable, e.g.
# CHAT_WORKERS=3): the first keeps the process's name, the others are <name>-2, <name>-3...
MAX_INSTANCES=10
instance_names() {
  local name="$1" count="$2" i
  echo "$name"
  for ((i = 2; i <= count; i++)); do echo "$name-$i"; done
}
# The number of instances a variable asks for (1 when unset), checked: a whole number from 1 to 10.
instance_count() {
  local var="$1" value="${2:-1}"
  [[ "$value" =~ ^[0-9]+$ ]] && [ "$value" -ge 1 ] && [ "$value" -le "$MAX_INSTANCES" ] \
    || die "$var must be a whole number from 1 to $MAX_INSTANCES (got '$value')"
  echo "$((10#$value))"
}
# The processes.txt row of a process, or of the process an instance belongs to (chat-worker-2: chat-worker),
# as "name entry port instances".
process_row() {
  local wanted="$1" base="$1" name entry port scale
  [[ "$wanted" =~ ^(.+)-[0-9]+$ ]] && base="${BASH_REMATCH[1]}"
  while read -r name entry port scale _rest; do
    case "$name" in ''|'#'*) continue ;; esac
    if [ "$name" = "$wanted" ] || [ "$name" = "$base" ]; then
      echo "$name $entry ${port:--} ${scale:--}"
      return 0
    fi
  done <"$ROOT/infra/local/processes.txt"
  return 1
}
# Starts one process of processes.txt, or one instance of it (<name>-<n>). A row with an `instances`
# variable is a worker: its port is the first instance's metrics port, instance n gets port + n - 1 as
# METRICS_PORT (chat-worker 9400, chat-worker-2 9401...), so instances on one machine never collide.
start_instance() {
  local instance="$1" row name entry port scale n=1
  row="$(process_row "$instance")" || die "Unknown process: $instance"
  read -r name entry port scale <<<"$row"
  [ "$instance" != "$name" ] && n="${instance##*-}"
  if [ "$scale" != - ] && [ "$port" != - ]; then
    METRICS_PORT=$((port + n - 1)) start_node_process "$instance" "$entry"
  else
    start_node_process "$instance" "$entry"
  fi
}
# Pid-file names of a process's instances beyond the first `count` (<name>-<n> with n > count).
instances_beyond() {
  local name="$1" count="$2" f n
  for f in "$PIDS/$name"-*.pid; do
    [ -f "$f" ] || continue
    n="$(basename "$f" .pid)"; n="${n#"$name"-}"
    [[ "$n" =~ ^[0-9]+$ ]] && [ "$n" -gt "$count" ] && echo "$name-$n"
  done
  return 0
}

# Stops a process started by start_process (or an older stack): SIGTERM to the process itself (graceful
# shutdown), then, after `wait_s` seconds, SIGKILL to everything left in its process group.
stop_process() {
  local name="$1" wait_s="${2:-15}" quiet="${3:-0}" f="$PIDS/$1.pid" pid pgid
  [ -f "$f" ] || return 0
  pid="$(cat "$f")"
  if [ -n "$pid" ] && kill -0 "$pid" 2>/dev/null; then
    [ "$quiet" = 1 ] || say "Stopping $name"
    pgid="$(ps -o pgid= -p "$pid" 2>/dev/null | tr -d ' ')"
    # Children of a pid file from an older stack (a subshell around the real process) go too.
    local kids
    kids="$(pgrep -P "$pid" 2>/dev/null | tr '\n' ' ')" || true
    kill -TERM "$pid" $kids 2>/dev/null || true
    local i
    for i in $(seq 1 $((wait_s * 10))); do
      kill -0 "$pid" 2>/dev/null || break
      sleep 0.1
    done
    if [ "$pgid" = "$pid" ]; then
      kill -KILL -- "-$pgid" 2>/dev/null || true
    else
      kill -KILL "$pid" $kids 2>/dev/null || true
    fi
  fi
  rm -f "$f"
}

# Debian packages the stack needs: install them as root, otherwise say the exact command.
ensure_packages() {
  local missing=()
  command -v pg_ctlcluster >/dev/null || missing+=(postgresql)
  command -v redis-server >/dev/null || missing+=(redis-server)
  command -v nginx >/dev/null || missing+=(nginx)
  command -v kcat >/dev/null || missing+=(kcat)
  for extra in "$@"; do
    case "$extra" in
      chromium) command -v chromium >/dev/null || missing+=(chromium) ;;
      # promtool (rule checks and tests) comes with Debian's Prometheus package; its server is not used.
      promtool) command -v promtool >/dev/null || missing+=(prometheus) ;;
    esac
  done
  [ ${#missing[@]} -eq 0 ] && return 0
  if is_root; then
    say "Installing Debian packages: ${missing[*]}"
    DEBIAN_FRONTEND=noninteractive apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
  else
    die "Missing packages. Run: sudo apt-get install -y ${missing[*]}"
  fi
}

ensure_npm() {
  local stamp="$ROOT/node_modules/.sage-installed"
  if [ ! -f "$stamp" ] || [ "$ROOT/package-lock.json" -nt "$stamp" ]; then
    say "Installing npm packages"
    # `npm ci` when the lock file is complete; the registry mirror here omits some other-platform optional
    # packages from the lock, which `npm ci` rejects, so fall back to a lock-respecting `npm install`.
    (cd "$ROOT" && { npm ci --no-audit --no-fund --loglevel=error 2>/dev/null \
      || npm install --no-audit --no-fund --loglevel=error; })
    touch "$stamp"
  fi
}

ensure_postgres() {
  if ! pg_isready -h 127.0.0.1 -p 5432 -q 2>/dev/null; then
    say "Starting PostgreSQL"
    if is_root; then
      pg_ctlcluster --skip-systemctl-redirect "$(ls /etc/postgresql | head -n1)" main start
    else
      die "PostgreSQL is not running on 127.0.0.1:5432. Start it: sudo pg_ctlcluster \$(ls /etc/postgresql) main start"
    fi
    for _ in $(seq 1 30); do pg_isready -h 127.0.0.1 -p 5432 -q && break; sleep 1; done
  fi
  # Fresh Debian installs ask for a password over TCP: give the postgres role the local default one.
  if ! PGPASSWORD=postgres psql -h 127.0.0.1 -U postgres -d postgres -Atqc 'select 1' >/dev/null 2>&1; then
    is_root || die "Cannot connect to PostgreSQL as postgres/postgres on 127.0.0.1."
    runuser -u postgres -- psql -qc "alter user postgres password 'postgres'" >/dev/null
  fi
  local db
  for db in "$@"; do
    if [ -z "$(PGPASSWORD=postgres psql -h 127.0.0.1 -U postgres -d postgres -Atqc "select 1 from pg_database where datname='$db'")" ]; then
      PGPASSWORD=postgres psql -h 127.0.0.1 -U postgres -d postgres -qc "create database \"$db\"" >/dev/null
    fi
  done
}

ensure_redis() {
  if ! redis-cli -h 127.0.0.1 -p 6379 ping >/dev/null 2>&1; then
    say "Starting Redis"
    redis-server --daemonize yes --bind 127.0.0.1 --port 6379 --save "" --appendonly no \
      --maxmemory-policy noeviction --dir /tmp --logfile "$LOGS/redis.log"
    for _ in $(seq 1 20); do redis-cli ping >/dev/null 2>&1 && break; sleep 0.5; done
  fi
  # BullMQ needs every key kept (docs/ARCHITECTURE.md, "Queues and jobs").
  redis-cli config set maxmemory-policy noeviction >/dev/null 2>&1 || true
}

# The Kafka mock cluster: one per stack; its random port is written to $DATA/kafka.env.
ensure_kafka() {
  if running kafka && [ -f "$DATA/kafka.env" ]; then return 0; fi
  say "Starting the Kafka mock cluster"
  rm -f "$DATA/kafka.env"
  : >"$LOGS/kafka.log"
  start_process kafka kcat -b localhost:9092 -X test.mock.num.brokers=1 -q -C -t __mock_keepalive
  local brokers=""
  for _ in $(seq 1 50); do
    brokers="$(grep -o 'replaced with [0-9.:]*' "$LOGS/kafka.log" | head -n1 | awk '{print $3}')" || true
    [ -n "$brokers" ] && break
    sleep 0.2
  done
  [ -n "$brokers" ] || die "Kafka mock did not start (see $LOGS/kafka.log)"
  echo "KAFKA_BROKERS=$brokers" >"$DATA/kafka.env"
}

# Secrets for local use: generated once, kept in .data (never committed).
ensure_secrets() {
  if [ ! -f "$DATA/secrets.env" ]; then
    # umask in a subshell only: the rest of the stack (the frontend build nginx serves) keeps normal modes.
    (umask 077 && echo "SESSION_SECRET=$(head -c 48 /dev/urandom | base64 | tr -d '\n/+=' | head -c 64)" >"$DATA/secrets.env")
  fi
}

# Environment of every process: defaults, then generated files, then the developer's own .env.
load_stack_env() {
  set -a
  NODE_ENV=development
  DATABASE_URL=postgres://postgres:postgres@127.0.0.1:5432/sage
  REDIS_URL=redis://127.0.0.1:6379
  SMTP_URL=smtp://127.0.0.1:1025
  MAIL_DIR="$DATA/mail"
  # A killed reply worker's job is taken over within ~15 s (lock lapses after 10 s, stalled jobs are looked
  # for every 5 s), well inside the 45 s a chat request waits; the service defaults (30 s + 30 s) are for
  # deployments with slower, busier workers. A caller's or .env's own values win.
  : "${WORKER_LOCK_DURATION_MS:=10000}"
  : "${WORKER_STALLED_INTERVAL_MS:=5000}"
  # The Kafka mock holds every consumer fetch for the whole wait, even when records arrive meanwhile (a real
  # broker answers at once), so here an event waits up to this long; the services' default (5 s) is for
  # real Kafka. 1 s: events within a second, and idle consumers fetch once a second (250 ms cost ~0.5 % of
  # a core more per consumer process: bench/REPORT.md, "Idle cost").
  : "${KAFKA_CONSUMER_MAX_WAIT_MS:=1000}"
  # shellcheck disable=SC1091
  . "$DATA/secrets.env"
  # shellcheck disable=SC1091
  [ -f "$DATA/kafka.env" ] && . "$DATA/kafka.env"
  # shellcheck disable=SC1091
  [ -f "$ROOT/.env" ] && . "$ROOT/.env"
  # A test harness's own settings (chaos/run.sh: its database, queue prefix, mail folder), over everything.
  # shellcheck disable=SC1090
  [ -n "${SAGE_STACK_ENV_FILE:-}" ] && [ -f "$SAGE_STACK_ENV_FILE" ] && . "$SAGE_STACK_ENV_FILE"
  set +a
}
