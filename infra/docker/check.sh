#!/usr/bin/env bash
# Checks the Docker setup without a Docker engine (CI): docker-compose.yml, the Dockerfiles,
# .env.example and the nginx configuration the image renders (`nginx -t`, then run to check its error
# pages). With a Docker engine and the compose plugin present, `docker compose config` validates the file
# against the Compose specification too.
# Usage: infra/docker/check.sh [--report file.json]
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
cd "$ROOT"

status=0
node infra/docker/check-compose.mjs "$@" || status=1

# The nginx configuration exactly as the image renders it (the gateway address is resolved at start,
# so the test uses a local one).
if command -v nginx >/dev/null 2>&1; then
  tmp="$(mktemp -d)"
  # The hashes as the image's build stage writes them, from a page with one inline script.
  printf '<script>document.documentElement.dataset.theme = "light";</script>' >"$tmp/index.html"
  bash infra/nginx/csp-hashes.sh "$tmp/index.html" "$tmp/csp-script-hashes.conf"
  if SAGE_NGINX_TEMPLATE="$ROOT/infra/nginx/sage.conf.template" SAGE_NGINX_RUN_DIR="$tmp/run" \
    SAGE_NGINX_LOG_DIR="$tmp" SAGE_NGINX_HTML_DIR="$tmp/html" GATEWAY_ADDR=127.0.0.1:8081 \
    SAGE_NGINX_CSP_HASHES="$tmp/csp-script-hashes.conf" \
    sh infra/docker/nginx-entrypoint.sh -t; then
    echo "ok   nginx image configuration passes nginx -t"
  else
    echo "FAIL nginx image configuration does not pass nginx -t"; status=1
  fi
  if grep -q "'sha256-" "$tmp/run/tmp/csp-script-hashes.conf" 2>/dev/null; then
    echo "ok   nginx image configuration carries the inline scripts' CSP hashes"
  else
    echo "FAIL nginx image configuration has no CSP hashes for the inline scripts"; status=1
  fi
  rm -rf "$tmp"
  # The same configuration running: the errors nginx answers itself are JSON under /api.
  bash infra/nginx/check-errors.sh || status=1
else
  echo "skip nginx -t (nginx not installed)"
fi

for script in infra/docker/nginx-entrypoint.sh infra/kafka/create-topics.sh; do
  if sh -n "$script" 2>/dev/null || bash -n "$script"; then :; else echo "FAIL $script has a syntax error"; status=1; fi
done

if docker compose version >/dev/null 2>&1 && docker info >/dev/null 2>&1; then
  if SESSION_SECRET="${SESSION_SECRET:-check-only-secret-check-only-secret-0000}" \
    VISITOR_COOKIE_SECRET="${VISITOR_COOKIE_SECRET:-check-only-visitor-secret-check-only-0000}" docker compose config -q; then
    echo "ok   docker compose config"
  else
    echo "FAIL docker compose config"; status=1
  fi
else
  echo "skip docker compose config (no Docker engine with the compose plugin here)"
fi

exit "$status"
