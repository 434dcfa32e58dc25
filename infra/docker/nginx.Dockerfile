# nginx with the built frontend: serves the static app and proxies /api to the gateway.
# Build from the repository root:  docker build -f infra/docker/nginx.Dockerfile -t sage-nginx .
ARG NODE_IMAGE=node:20-bookworm-slim
ARG NGINX_IMAGE=nginx:1.28-alpine
# npm packages come from the registry. Where none answers (the local compose check, `make compose-check`),
# NPM_CACHE_IMAGE names an image holding an npm cache (/_cacache), and the installs below read only that
# cache (npm --offline); the default, an empty image, changes nothing.
ARG NPM_CACHE_IMAGE=scratch

FROM ${NPM_CACHE_IMAGE} AS npm-cache

# ---- build the frontend (Vite) ----
FROM ${NODE_IMAGE} AS build
WORKDIR /app
ENV npm_config_fund=false npm_config_audit=false npm_config_update_notifier=false
COPY package.json package-lock.json .npmrc tsconfig.base.json ./
# The frontend imports the crisis resources and helplines of the service kit (@sage/shared, a workspace).
COPY services/shared/package.json services/shared/
COPY frontend/package.json frontend/
# `npm ci` when the lock file is complete for this platform; otherwise a lock-respecting install.
RUN --mount=type=bind,from=npm-cache,target=/tmp/npm-cache,rw \
    if [ -d /tmp/npm-cache/_cacache ]; then export npm_config_cache=/tmp/npm-cache npm_config_offline=true; fi \
 && npm ci -w frontend || npm install --no-save -w frontend
COPY services/shared/src/safety/ services/shared/src/safety/
COPY frontend/ frontend/
# Brand names are compiled into the app (see .env.example).
ARG VITE_COMPANION_NAME=Sage
ARG VITE_SUPPORT_EMAIL=support@sage.example
ENV VITE_COMPANION_NAME=${VITE_COMPANION_NAME} VITE_SUPPORT_EMAIL=${VITE_SUPPORT_EMAIL}
RUN npm run build -w frontend
# The Content-Security-Policy hashes of index.html's inline scripts (the theme script), as `make up` writes
# them: the nginx image has no node to compute them at start.
COPY infra/nginx/csp-hashes.sh infra/nginx/
RUN bash infra/nginx/csp-hashes.sh frontend/dist/index.html /app/csp-script-hashes.conf

# ---- runtime: the same nginx configuration as `make up` ----
FROM ${NGINX_IMAGE} AS runtime
COPY infra/nginx/sage.conf.template /etc/sage/nginx.conf.template
COPY --chmod=0755 infra/docker/nginx-entrypoint.sh /usr/local/bin/sage-nginx
COPY --from=build /app/frontend/dist /usr/share/sage/html
COPY --from=build /app/csp-script-hashes.conf /etc/sage/csp-script-hashes.conf
# Logs go to the container's output.
RUN mkdir -p /var/log/sage \
 && ln -sf /dev/stdout /var/log/sage/nginx-access.log \
 && ln -sf /dev/stderr /var/log/sage/nginx-error.log
ENV NGINX_PORT=8080 GATEWAY_ADDR=gateway:8081
# The official image's "nginx" user (no root needed: the port is above 1024, runtime files live in /tmp).
USER nginx
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=5s --start-period=10s --retries=5 \
  CMD wget -q -O /dev/null "http://127.0.0.1:${NGINX_PORT}/" || exit 1
ENTRYPOINT ["/usr/local/bin/sage-nginx"]
