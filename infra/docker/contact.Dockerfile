# The contact service. The same image runs the mail worker:
#   command ["node", "--enable-source-maps", "services/contact/dist/worker.js"]
# Build from the repository root:  docker build -f infra/docker/contact.Dockerfile -t sage-contact .
ARG NODE_IMAGE=node:20-bookworm-slim
# npm packages come from the registry. Where none answers (the local compose check, `make compose-check`),
# NPM_CACHE_IMAGE names an image holding an npm cache (/_cacache), and the installs below read only that
# cache (npm --offline); the default, an empty image, changes nothing.
ARG NPM_CACHE_IMAGE=scratch

FROM ${NPM_CACHE_IMAGE} AS npm-cache

# ---- dependencies: production packages of this workspace (and the service kit) only ----
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
ENV npm_config_fund=false npm_config_audit=false npm_config_update_notifier=false
COPY package.json package-lock.json .npmrc ./
COPY services/shared/package.json services/shared/
COPY services/contact/package.json services/contact/
# `npm ci` when the lock file is complete for this platform; otherwise a lock-respecting install
# (the lock file may lack other platforms' optional packages, which `npm ci` rejects).
RUN --mount=type=bind,from=npm-cache,target=/tmp/npm-cache,rw \
    if [ -d /tmp/npm-cache/_cacache ]; then export npm_config_cache=/tmp/npm-cache npm_config_offline=true; fi \
 && npm ci --omit=dev -w services/shared -w services/contact \
 || npm install --omit=dev --no-save -w services/shared -w services/contact

# ---- build: every entry of the workspace bundled to JavaScript (infra/build/build.mjs) ----
# esbuild, a root devDependency, at the version of the lock file and in this stage only. npm packages stay
# external (the runtime has them from the stage above); the service kit is bundled in.
FROM deps AS build
RUN --mount=type=bind,from=npm-cache,target=/tmp/npm-cache,rw \
    if [ -d /tmp/npm-cache/_cacache ]; then export npm_config_cache=/tmp/npm-cache npm_config_offline=true; fi \
 && npm install -g --prefix /opt/esbuild \
    "esbuild@$(node -p "require('./package-lock.json').packages['node_modules/esbuild'].version")" \
 && ln -sfn /opt/esbuild/lib/node_modules/esbuild node_modules/esbuild
COPY tsconfig.base.json ./
COPY infra/build/ infra/build/
COPY services/shared/ services/shared/
COPY services/contact/ services/contact/
RUN node infra/build/build.mjs services/contact

# ---- runtime ----
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production HOST=0.0.0.0 PORT=8094
WORKDIR /app
COPY --from=deps /app /app
# The bundles, their source maps and what they read at run time (compiled migrations, data files).
COPY --from=build /app/services/contact/dist services/contact/dist/
COPY infra/docker/healthcheck.mjs /usr/local/lib/sage/healthcheck.mjs
# Files stay owned by root: the service only reads them. Source maps: stack traces name TypeScript lines.
USER node
EXPOSE 8094
HEALTHCHECK --interval=10s --timeout=5s --start-period=30s --retries=5 \
  CMD ["node", "/usr/local/lib/sage/healthcheck.mjs"]
CMD ["node", "--enable-source-maps", "services/contact/dist/server.js"]
