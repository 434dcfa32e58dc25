#!/bin/bash
# Creates Sage's Kafka topics on a real cluster (the compose `kafka-init` job runs it once with the
# apache/kafka image). Safe to run again: existing topics are kept as they are.
# The local stack (`make up`) needs none of this: its mock cluster creates topics on first use.
#
# Environment:
#   KAFKA_BOOTSTRAP         broker address (default kafka:9092)
#   KAFKA_TOPIC_PREFIX      prefix of every topic name, as the services use it (default empty)
#   KAFKA_TOPIC_PARTITIONS  partitions per topic; the most consumers of one group that can share a topic
#                           (default 4)
#   KAFKA_REPLICATION       replicas per partition (default 1, a single broker)
set -euo pipefail

BOOTSTRAP="${KAFKA_BOOTSTRAP:-kafka:9092}"
PREFIX="${KAFKA_TOPIC_PREFIX:-}"
PARTITIONS="${KAFKA_TOPIC_PARTITIONS:-4}"
REPLICATION="${KAFKA_REPLICATION:-1}"
KAFKA_BIN="${KAFKA_BIN:-/opt/kafka/bin}"

# The names in services/shared/src/events.ts (TOPICS): never renamed once released.
TOPICS=(
  session.events.v1
  chat.messages.v1
  quiz.results.v1
  contact.events.v1
  retention.commands.v1
  retention.done.v1
)

echo "Waiting for Kafka at $BOOTSTRAP"
for attempt in $(seq 1 60); do
  if "$KAFKA_BIN/kafka-topics.sh" --bootstrap-server "$BOOTSTRAP" --list >/dev/null 2>&1; then break; fi
  if [ "$attempt" = 60 ]; then echo "Kafka did not answer at $BOOTSTRAP" >&2; exit 1; fi
  sleep 2
done

for topic in "${TOPICS[@]}"; do
  "$KAFKA_BIN/kafka-topics.sh" --bootstrap-server "$BOOTSTRAP" --create --if-not-exists \
    --topic "$PREFIX$topic" --partitions "$PARTITIONS" --replication-factor "$REPLICATION"
done

echo "Topics on $BOOTSTRAP:"
"$KAFKA_BIN/kafka-topics.sh" --bootstrap-server "$BOOTSTRAP" --list
