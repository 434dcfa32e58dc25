#!/bin/bash
# Stand-in for Apache Kafka's kafka-broker-api-versions.sh in the kafka stand-in (kafka.Dockerfile): as
# the compose health check uses it, `--bootstrap-server HOST:PORT` succeeds when the broker answers.
set -euo pipefail
bootstrap=""
while [ $# -gt 0 ]; do
  case "$1" in
    --bootstrap-server) bootstrap="$2"; shift 2 ;;
    *) echo "kafka-broker-api-versions.sh (stand-in): unsupported argument $1" >&2; exit 2 ;;
  esac
done
kcat -b "${bootstrap:?--bootstrap-server is required}" -L -m 5 -q >/dev/null
echo "$bootstrap answers"
