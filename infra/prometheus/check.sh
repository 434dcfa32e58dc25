#!/usr/bin/env bash
# Checks the Prometheus files of this directory with promtool (Debian's `prometheus` package): the rules
# (`promtool check rules`), the scrape configurations of the local stack and of compose (`promtool check
# config`), and the rules' unit tests (`promtool test rules rules.test.yml`). Run by `make test` as the
# `prometheus` stage.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")"

if ! command -v promtool >/dev/null 2>&1; then
  echo "FAIL promtool is not installed (Debian: apt-get install prometheus)"
  exit 1
fi
status=0
promtool check rules rules.yml || status=1
for config in prometheus.yml compose.yml; do promtool check config --syntax-only "$config" || status=1; done
promtool test rules rules.test.yml || status=1
exit "$status"
