# syntax=docker/dockerfile:1
# The retention service (event ledger, purge schedulers, health and metrics).
# Build from the repository root:  docker build -f infra/docker/retention.Dockerfile -t sage-retention .
ARG NODE_IMAGE=node:20-bookworm-slim

# ---- dependencies: production packages of this workspace (and the service kit) only ----
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
ENV npm_config_fund=false npm_config_audit=false npm_config_update_notifier=false
COPY package.json package-lock.json .npmrc ./
COPY services/shared/package.json services/shared/
COPY services/retention/package.json services/retention/
# `npm ci` when the lock file is complete for this platform; otherwise a lock-respecting install
# (the lock file may lack other platforms' optional packages, which `npm ci` rejects).
RUN npm ci --omit=dev -w services/shared -w services/retention \
 || npm install --omit=dev --no-save -w services/shared -w services/retention
# The services run TypeScript through tsx, a root devDependency: install the locked version on its own.
RUN npm install -g --prefix /opt/tsx \
    "tsx@$(node -p "require('./package-lock.json').packages['node_modules/tsx'].version")"

# ---- runtime ----
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production HOST=0.0.0.0 PORT=8095 PATH=/opt/tsx/bin:$PATH
WORKDIR /app
COPY --from=deps /opt/tsx /opt/tsx
COPY --from=deps /app /app
COPY tsconfig.base.json ./
COPY services/shared/ services/shared/
COPY services/retention/ services/retention/
COPY infra/docker/healthcheck.mjs /usr/local/lib/sage/healthcheck.mjs
# Files stay owned by root: the service only reads them.
USER node
EXPOSE 8095
HEALTHCHECK --interval=10s --timeout=5s --start-period=30s --retries=5 \
  CMD ["node", "/usr/local/lib/sage/healthcheck.mjs"]
CMD ["tsx", "services/retention/src/server.ts"]
