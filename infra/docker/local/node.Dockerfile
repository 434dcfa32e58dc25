# Stand-in for node:20-bookworm-slim, for the local compose check only (infra/docker/local/run.sh; see
# infra/docker/README.md). Debian bookworm from Debian's packages (debootstrap, imported as
# sage-standin/debian:bookworm) with this machine's own Node 20: Debian's nodejs is 18 and Sage needs
# Node >= 20.19, so run.sh copies the `node` binary and npm of the machine it runs on into the build context.
# As in the official image: node, npm and npx in /usr/local, bash, and a user `node` (uid 1000).
ARG DEBIAN_IMAGE=sage-standin/debian:bookworm
FROM ${DEBIAN_IMAGE}
COPY node /usr/local/bin/node
COPY npm /usr/local/lib/node_modules/npm
RUN ln -s ../lib/node_modules/npm/bin/npm-cli.js /usr/local/bin/npm \
 && ln -s ../lib/node_modules/npm/bin/npx-cli.js /usr/local/bin/npx \
 && groupadd --gid 1000 node \
 && useradd --uid 1000 --gid node --shell /bin/bash --create-home node \
 && node --version && npm --version
CMD ["node"]
