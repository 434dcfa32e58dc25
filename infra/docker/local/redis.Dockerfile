# Stand-in for redis:7-bookworm, for the local compose check only: Debian bookworm's Redis 7.0. As the
# official image: working directory /data (where the append-only file goes), redis-server and redis-cli
# on the PATH, the server as user redis, and protected mode off (the official build turns it off; the
# other containers reach Redis over the compose network).
ARG DEBIAN_IMAGE=sage-standin/debian:bookworm
FROM ${DEBIAN_IMAGE}
RUN apt-get update \
 && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends redis-server \
 && rm -rf /var/lib/apt/lists/* \
 && mkdir -p /data && chown redis:redis /data
COPY --chmod=0755 redis-entrypoint.sh /usr/local/bin/docker-entrypoint.sh
WORKDIR /data
EXPOSE 6379
ENTRYPOINT ["docker-entrypoint.sh"]
CMD ["redis-server"]
