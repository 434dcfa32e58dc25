#!/usr/bin/env bash
# `make test`: lint, type checks, unit, component, integration and browser tests, provisioning what they
# need the same way `make up` does. Runs every stage, then prints one line: `tests: N passed, N failed`.
# Optional argument: a single stage (lint, typecheck, vitest, integration, compose, prometheus, chaos, e2e).
. "$(dirname "$0")/lib.sh"

only="${1:-}"
RESULTS="$DATA/test-results"
rm -rf "$RESULTS"; mkdir -p "$RESULTS"
failed_stages=()

stage() {
  local name="$1"; shift
  if [ -n "$only" ] && [ "$only" != "$name" ]; then return 0; fi
  say "Stage: $name"
  if ! "$@"; then failed_stages+=("$name"); warn "Stage failed: $name"; fi
}

ensure_packages chromium promtool
ensure_npm
ensure_postgres sage_test
ensure_redis
export TEST_DATABASE_URL="postgres://postgres:postgres@127.0.0.1:5432/sage_test"

stage lint npx biome check --diagnostic-level=error .
stage typecheck npm run --silent typecheck
stage vitest npx vitest run --project unit --project frontend --reporter=default --reporter=json --outputFile="$RESULTS/vitest-unit.json"
stage integration npx vitest run --project integration --reporter=default --reporter=json --outputFile="$RESULTS/vitest-integration.json"
stage compose bash "$ROOT/infra/docker/check.sh" --report "$RESULTS/compose-check.json"
# The Prometheus rules: checked, and unit-tested with promtool (infra/prometheus/).
stage prometheus bash "$ROOT/infra/prometheus/check.sh"
# Chaos experiments against a stack of their own (kills, outages, slow clients): see chaos/README.md.
stage chaos bash "$ROOT/chaos/run.sh"
if [ -f "$ROOT/e2e/run.sh" ]; then
  stage e2e bash "$ROOT/e2e/run.sh"
fi

node "$ROOT/infra/local/summarize-tests.mjs" "$RESULTS"
if [ ${#failed_stages[@]} -gt 0 ]; then
  warn "Failed stages: ${failed_stages[*]}"
  exit 1
fi
