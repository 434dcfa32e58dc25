#!/usr/bin/env bash
# `make up`: the whole Sage stack on this machine, without Docker. Safe to run again: what runs is kept.
. "$(dirname "$0")/lib.sh"

NGINX_PORT="${NGINX_PORT:-8080}"

ensure_packages
ensure_npm
ensure_postgres sage
ensure_redis
ensure_secrets
kafka_was_running=0; running kafka && kafka_was_running=1
ensure_kafka
if [ "$kafka_was_running" = 0 ]; then
  # A new mock cluster has a new address: processes still holding the old one must restart.
  "$ROOT/infra/local/down.sh" --keep-kafka --quiet || true
fi
# How many instances of each scalable process (processes.txt's `instances` column names the variable,
# e.g. CHAT_WORKERS): the command line's value (`CHAT_WORKERS=3 make up`) wins over .env's, else 1.
declare -A instances_from_caller=()
while read -r name _entry _port scale _rest; do
  case "$name" in ''|'#'*) continue ;; esac
  if [ -n "${scale:-}" ] && [ "$scale" != - ] && [ -n "${!scale:-}" ]; then
    instances_from_caller[$scale]="${!scale}"
  fi
done <"$ROOT/infra/local/processes.txt"
load_stack_env

say "Building the services"
# Every server, worker and migration bundled to JavaScript (infra/build/build.mjs: esbuild, well under a
# second), so that the processes below run on plain node, without tsx compiling TypeScript in each of them.
(cd "$ROOT" && node infra/build/build.mjs >"$LOGS/build.log" 2>&1) || die "Build failed (see $LOGS/build.log)"

say "Migrating databases"
# Every workspace with a `migrate` script, all at once (each owns its schema): as `npm run migrate
# --workspaces`, in the time of the slowest instead of the sum. Each runs as one node process (no npm and
# shell around it): the built dist/migrate.js, or else a `tsx <file>` script through `node --import tsx`.
mapfile -t migrating < <(cd "$ROOT" && node -e '
  const root = require("./package.json");
  const { existsSync } = require("node:fs");
  for (const ws of root.workspaces) {
    let script;
    try { script = require(`./${ws}/package.json`).scripts?.migrate; } catch {}
    if (!script) continue;
    const file = existsSync(`${ws}/dist/migrate.js`) ? "dist/migrate.js" : /^tsx \S+$/.test(script) ? script.slice(4) : "";
    console.log(`${ws}\t${file}`);
  }')
: >"$LOGS/migrate.log"
migrate_pids=()
migrate_names=()
for line in "${migrating[@]}"; do
  ws="${line%%$'\t'*}" file="${line#*$'\t'}"
  out="$LOGS/migrate-${ws//\//-}.log"
  case "$file" in
    *.js) (cd "$ROOT/$ws" && exec node --enable-source-maps "$file" >"$out" 2>&1 9>&-) & ;;
    ?*) (cd "$ROOT/$ws" && exec node --import tsx "$file" >"$out" 2>&1 9>&-) & ;;
    *) (cd "$ROOT" && exec npm run --silent migrate -w "$ws" >"$out" 2>&1 9>&-) & ;;
  esac
  migrate_pids+=("$!")
  migrate_names+=("$ws")
done
migrate_failed=0
for i in "${!migrate_pids[@]}"; do
  ws="${migrate_names[$i]}"
  wait "${migrate_pids[$i]}" || { migrate_failed=1; warn "Migration failed: $ws"; }
  cat "$LOGS/migrate-${ws//\//-}.log" >>"$LOGS/migrate.log"
  rm -f "$LOGS/migrate-${ws//\//-}.log"
done
[ "$migrate_failed" = 0 ] || die "Migrations failed (see $LOGS/migrate.log)"

# SAGE_SKIP_FRONTEND_BUILD=1 serves the existing frontend/dist as it is (the chaos suite uses it: it tests
# the stack, not the page, and a build takes a core for half a minute).
if [ "${SAGE_SKIP_FRONTEND_BUILD:-0}" = 1 ] && [ -f "$ROOT/frontend/dist/index.html" ]; then
  say "Serving the frontend built before (SAGE_SKIP_FRONTEND_BUILD=1)"
else
  say "Building the frontend"
  (cd "$ROOT" && npm run --silent build -w frontend >"$LOGS/frontend-build.log" 2>&1) || die "Frontend build failed (see $LOGS/frontend-build.log)"
fi

say "Starting processes"
while read -r name entry _port scale _rest; do
  case "$name" in ''|'#'*) continue ;; esac
  if [ ! -f "$ROOT/$entry" ]; then warn "$name: $entry not found, skipped"; continue; fi
  count=1
  if [ -n "${scale:-}" ] && [ "$scale" != - ]; then
    count="$(instance_count "$scale" "${instances_from_caller[$scale]:-${!scale:-}}")"
    [ "$count" -gt 1 ] && say "$name: $count instances ($scale)"
  fi
  for instance in $(instance_names "$name" "$count"); do
    running "$instance" || start_instance "$instance"
  done
  # Fewer asked for than run: the ones beyond stop (gracefully, as `make down` stops them).
  for extra in $(instances_beyond "$name" "$count"); do stop_process "$extra"; done
done <"$ROOT/infra/local/processes.txt"

# nginx: the configuration is rendered on every run (the CSP carries the hashes of the built page's inline
# scripts); a running nginx reloads when it changed.
mkdir -p "$DATA/nginx/tmp"
bash "$ROOT/infra/nginx/csp-hashes.sh" "$ROOT/frontend/dist/index.html" "$DATA/nginx/tmp/csp-script-hashes.conf"
sed -e "s|\${NGINX_PID_FILE}|$PIDS/nginx.pid|" \
    -e "s|\${NGINX_LOG_DIR}|$LOGS|" \
    -e "s|\${NGINX_TEMP_DIR}|$DATA/nginx/tmp|" \
    -e "s|\${NGINX_MIME_TYPES}|/etc/nginx/mime.types|" \
    -e "s|\${GATEWAY_ADDR}|127.0.0.1:${PORT_GATEWAY:-8081}|" \
    -e "s|\${NGINX_PORT}|$NGINX_PORT|" \
    -e "s|\${FRONTEND_DIST}|$ROOT/frontend/dist|" \
    "$ROOT/infra/nginx/sage.conf.template" >"$DATA/nginx/nginx.conf.new"
cat "$DATA/nginx/nginx.conf.new" "$DATA/nginx/tmp/csp-script-hashes.conf" >"$DATA/nginx/rendered.new"
nginx -t -q -c "$DATA/nginx/nginx.conf.new" -p "$DATA/nginx" 2>>"$LOGS/nginx-error.log" || die "nginx config invalid (see $LOGS/nginx-error.log)"
mv "$DATA/nginx/nginx.conf.new" "$DATA/nginx/nginx.conf"
if ! running nginx; then
  nginx -c "$DATA/nginx/nginx.conf" -p "$DATA/nginx" </dev/null >>"$LOGS/nginx-error.log" 2>&1 9>&- \
    || die "nginx did not start (see $LOGS/nginx-error.log)"
elif ! cmp -s "$DATA/nginx/rendered.new" "$DATA/nginx/rendered"; then
  say "Reloading nginx (its configuration changed)"
  nginx -s reload -c "$DATA/nginx/nginx.conf" -p "$DATA/nginx" </dev/null >>"$LOGS/nginx-error.log" 2>&1 9>&- || true
fi
mv "$DATA/nginx/rendered.new" "$DATA/nginx/rendered"

say "Waiting for the services to be ready"
for _ in $(seq 1 120); do
  if curl -fsS "http://127.0.0.1:$NGINX_PORT/api/health" >/dev/null 2>&1; then
    say "Sage is running: http://localhost:$NGINX_PORT  (logs in .data/logs, stop with: make down)"
    exit 0
  fi
  sleep 1
done
curl -sS "http://127.0.0.1:$NGINX_PORT/api/health" || true
echo
die "Not every service became ready in time: see .data/logs/*.log"
