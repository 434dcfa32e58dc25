#!/usr/bin/env bash
# `make prometheus`: Prometheus (Debian's package) scraping the running local stack with Sage's rules, on
# http://127.0.0.1:9090 (PROMETHEUS_PORT). The workers' targets are written from the instances running now
# (CHAT_WORKERS=3 gives chat-worker, chat-worker-2, chat-worker-3); run it again after scaling. `make down`
# stops it with the stack (it runs under the stack's pid directory).
. "$(dirname "$0")/lib.sh"

ensure_packages promtool
command -v prometheus >/dev/null || die "prometheus is not installed (Debian: apt-get install prometheus)"
running gateway || die "the stack is not running: make up first"

# Each worker instance n listens on its base port + n - 1 (README, "Metrics").
workers_json() {
  local job="$1" name="$2" base="$3" targets=() n
  for f in "$PIDS/$name.pid" "$PIDS/$name"-*.pid; do
    [ -f "$f" ] || continue
    n="$(basename "$f" .pid)"; n="${n#"$name"}"; n="${n#-}"; n="${n:-1}"
    targets+=("\"127.0.0.1:$((base + n - 1))\"")
  done
  local IFS=,
  printf '{"labels":{"job":"%s"},"targets":[%s]}' "$job" "${targets[*]}"
}
mkdir -p "$DATA/prometheus"
printf '[%s,%s]\n' "$(workers_json sage-chat-worker chat-worker 9400)" \
  "$(workers_json sage-contact-worker contact-worker 9410)" >"$DATA/prometheus/workers.json.tmp"
mv "$DATA/prometheus/workers.json.tmp" "$DATA/prometheus/workers.json"

if running prometheus; then
  say "Prometheus is running (http://127.0.0.1:${PROMETHEUS_PORT:-9090}); worker targets refreshed"
  exit 0
fi
start_process prometheus prometheus --config.file="$ROOT/infra/prometheus/prometheus.yml" \
  --storage.tsdb.path="$DATA/prometheus/data" --web.listen-address="127.0.0.1:${PROMETHEUS_PORT:-9090}"
for _ in $(seq 1 60); do
  curl -fsS "http://127.0.0.1:${PROMETHEUS_PORT:-9090}/-/ready" >/dev/null 2>&1 && break
  sleep 0.5
done
curl -fsS "http://127.0.0.1:${PROMETHEUS_PORT:-9090}/-/ready" >/dev/null 2>&1 \
  || die "Prometheus did not become ready: see $LOGS/prometheus.log"
# Debian's build serves the classic web UI, under /classic/.
say "Prometheus: http://127.0.0.1:${PROMETHEUS_PORT:-9090}/classic/targets (log: $LOGS/prometheus.log)"
