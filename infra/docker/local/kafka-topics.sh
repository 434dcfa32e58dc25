#!/bin/bash
# Stand-in for Apache Kafka's kafka-topics.sh in the kafka stand-in (kafka.Dockerfile), for the two uses
# infra/kafka/create-topics.sh makes of it: `--list`, and `--create --if-not-exists --topic T`. The mock
# cluster creates a topic, with 4 partitions, when a client first asks for it, so --create asks for its
# metadata; --partitions and --replication-factor are not the mock's to choose.
set -euo pipefail
bootstrap="" topic="" action=""
while [ $# -gt 0 ]; do
  case "$1" in
    --bootstrap-server) bootstrap="$2"; shift 2 ;;
    --list) action=list; shift ;;
    --create) action=create; shift ;;
    --topic) topic="$2"; shift 2 ;;
    --if-not-exists) shift ;;
    --partitions | --replication-factor) shift 2 ;;
    *) echo "kafka-topics.sh (stand-in): unsupported argument $1" >&2; exit 2 ;;
  esac
done
: "${bootstrap:?--bootstrap-server is required}"
case "$action" in
  list)
    kcat -b "$bootstrap" -L -m 10 -q | sed -n -e '/^  topic "__/d' -e 's/^  topic "\([^"]*\)".*/\1/p'
    ;;
  create)
    metadata="$(kcat -b "$bootstrap" -L -m 10 -q -t "${topic:?--topic is required}")"
    grep -q "^  topic \"$topic\" with [1-9]" <<<"$metadata" ||
      { echo "kafka-topics.sh (stand-in): $topic was not created" >&2; exit 1; }
    echo "Created topic $topic (or it existed)."
    ;;
  *) echo "kafka-topics.sh (stand-in): --list or --create" >&2; exit 2 ;;
esac
