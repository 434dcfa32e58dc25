# Stand-in for postgres:16-bookworm, for the local compose check only. Debian bookworm packages
# PostgreSQL 15 (no 16; Sage's migrations run on both, `make up` uses 15). Same interface as the
# official image as far as docker-compose.yml uses it: POSTGRES_USER / POSTGRES_PASSWORD / POSTGRES_DB
# create the user and the database on the first start, data in /var/lib/postgresql/data, pg_isready on
# the PATH, postgres as user postgres in the foreground, SIGINT (fast shutdown) to stop.
ARG DEBIAN_IMAGE=sage-standin/debian:bookworm
FROM ${DEBIAN_IMAGE}
RUN mkdir -p /etc/postgresql-common/createcluster.d \
 && echo 'create_main_cluster = false' >/etc/postgresql-common/createcluster.d/sage-standin.conf \
 && apt-get update \
 && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends postgresql-15 \
 && rm -rf /var/lib/apt/lists/* \
 && mkdir -p /var/lib/postgresql/data /var/run/postgresql \
 && chown postgres:postgres /var/lib/postgresql/data /var/run/postgresql
ENV PATH=/usr/lib/postgresql/15/bin:$PATH PGDATA=/var/lib/postgresql/data
COPY --chmod=0755 postgres-entrypoint.sh /usr/local/bin/docker-entrypoint.sh
STOPSIGNAL SIGINT
EXPOSE 5432
ENTRYPOINT ["docker-entrypoint.sh"]
CMD ["postgres"]
