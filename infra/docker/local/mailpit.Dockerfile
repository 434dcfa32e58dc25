# Stand-in for axllent/mailpit, for the local compose check only (run.sh; infra/docker/README.md): the
# project's own SMTP sink of `make up` (infra/local/smtp-sink.ts), bundled as `make up` bundles it
# (infra/build/build.mjs) and run on the Node stand-in with its HTTP side on (SMTP_SINK_HTTP_PORT). SMTP
# on port 1025 keeps every message; port 8025 answers the parts of Mailpit's HTTP API that the check reads
# (GET /readyz, GET /api/v1/messages), and `/mailpit readyz` is the compose health check's command.
# Built from the repository root (run.sh does); mailpit.Dockerfile.dockerignore lets in only what it needs.
ARG NODE_IMAGE=sage-standin/node:20
ARG NPM_CACHE_IMAGE=sage-standin/npm-cache:local

FROM ${NPM_CACHE_IMAGE} AS npm-cache

# esbuild and smtp-server, root devDependencies, at the lock file's versions, from run.sh's npm cache only.
FROM ${NODE_IMAGE} AS build
WORKDIR /app
ENV npm_config_fund=false npm_config_audit=false npm_config_update_notifier=false
COPY package.json package-lock.json .npmrc ./
RUN --mount=type=bind,from=npm-cache,target=/tmp/npm-cache,rw \
    export npm_config_cache=/tmp/npm-cache npm_config_offline=true \
 && locked() { node -p "require('./package-lock.json').packages['node_modules/$1'].version"; } \
 && npm install -g --prefix /opt/esbuild "esbuild@$(locked esbuild)" \
 && npm install -g --prefix /opt/sink "smtp-server@$(locked smtp-server)" \
 && mkdir node_modules && ln -s /opt/esbuild/lib/node_modules/esbuild node_modules/esbuild
COPY infra/build/ infra/build/
COPY infra/local/smtp-sink.ts infra/local/
COPY services/contact/test/support/smtpSink.ts services/contact/test/support/
RUN node infra/build/build.mjs infra/local

FROM ${NODE_IMAGE}
WORKDIR /app
# package.json for its "type": "module"; smtp-server (with its own dependencies) is what the bundle imports.
COPY package.json ./
COPY --from=build /opt/sink/lib/node_modules/ node_modules/
COPY --from=build /app/infra/local/dist/ infra/local/dist/
COPY --chmod=0755 infra/docker/local/mailpit-readyz.sh /mailpit
ENV SMTP_SINK_HOST=0.0.0.0 SMTP_SINK_PORT=1025 SMTP_SINK_HTTP_PORT=8025 MAIL_DIR=/tmp/mail
USER node
EXPOSE 1025 8025
CMD ["node", "--enable-source-maps", "infra/local/dist/smtp-sink.js"]
