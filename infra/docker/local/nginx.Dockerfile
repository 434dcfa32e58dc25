# Stand-in for nginx:1.28-alpine, for the local compose check only: Debian bookworm's nginx 1.22 (the
# version `make up` runs). What Sage's nginx image uses of the official one: nginx and
# /etc/nginx/mime.types, a user `nginx`, a shell with sed and grep, wget for the health check, and
# SIGQUIT (graceful shutdown) as the stop signal.
ARG DEBIAN_IMAGE=sage-standin/debian:bookworm
FROM ${DEBIAN_IMAGE}
RUN apt-get update \
 && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends nginx wget \
 && rm -rf /var/lib/apt/lists/* \
 && groupadd --system nginx \
 && useradd --system --gid nginx --no-create-home --home-dir /nonexistent --shell /usr/sbin/nologin nginx
STOPSIGNAL SIGQUIT
EXPOSE 80
CMD ["nginx", "-g", "daemon off;"]
