# Stand-in for apache/kafka, for the local compose check only: Apache Kafka is not packaged by Debian, so
# this runs librdkafka's mock cluster through Debian's kcat, as `make up` does (docs/ARCHITECTURE.md, "Kafka
# on this machine"), behind kafka-mock.mjs on KAFKA_LISTENERS' port. The mock listens on 127.0.0.1 only
# and names itself by that address in its metadata; kafka-mock.mjs forwards connections to it and gives
# clients KAFKA_ADVERTISED_LISTENERS' address instead. The two Kafka scripts docker-compose.yml calls
# (the health check's kafka-broker-api-versions.sh, kafka-init's kafka-topics.sh) are stand-ins over kcat.
ARG NODE_IMAGE=sage-standin/node:20
FROM ${NODE_IMAGE}
RUN apt-get update \
 && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends kcat \
 && rm -rf /var/lib/apt/lists/* \
 && mkdir -p /var/lib/kafka/data && chown node:node /var/lib/kafka/data
COPY kafka-mock.mjs /usr/local/lib/sage-standin/kafka-mock.mjs
COPY --chmod=0755 kafka-topics.sh kafka-broker-api-versions.sh /opt/kafka/bin/
USER node
EXPOSE 9092
ENTRYPOINT ["node", "/usr/local/lib/sage-standin/kafka-mock.mjs"]
