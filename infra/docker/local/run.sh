#!/usr/bin/env bash
# docker-compose.yml built and run on a machine without an image registry, with stand-ins for the
# third-party images (compose.standins.yml says which and why). Usage:
#   run.sh check   build, start the stack (chat-worker x2), check it through nginx as a visitor
#                  (visit.mjs) and every container healthy, stop it (every container must stop on its
#                  stop signal, within its grace period) and remove it; the removal also runs on failure
#   run.sh up      build and start the stack (a project of its own), print where it answers
#   run.sh down    stop and remove what `up` started
# Containers, networks and volumes are removed by check and down; images stay, so the next run builds
# from cache. A Docker engine that this script started is stopped again at the end.
#
# Needs root on Debian (apt-get installs docker.io, docker-compose and debootstrap when missing), Node
# >= 20.19 with npm on this machine (copied into the Node stand-in), and the npm registry and Debian's
# mirror (the npm cache is filled here; containers install Debian packages).
# Environment: COMPOSE_CHECK_HTTP_PORT / COMPOSE_CHECK_MAIL_PORT (up: 18080 / 18025; check: free ports),
# COMPOSE_CHECK_KEEP=1 (check: leave the stack running when it fails, to look at it; `run.sh down
# --check` removes it).
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../../.." && pwd)"
HERE="$ROOT/infra/docker/local"
STATE="$ROOT/.data/compose-check"
mkdir -p "$STATE"
cd "$ROOT"

mode="${1:-}"
case "$mode" in
  check) PROJECT=sage-check ;;
  up) PROJECT=sage-local ;;
  down) PROJECT=sage-local; [ "${2:-}" = --check ] && PROJECT=sage-check ;;
  *) echo "usage: $0 check|up|down" >&2; exit 2 ;;
esac

started_at=$SECONDS
say() { printf '\033[1m[%3ds] %s\033[0m\n' "$((SECONDS - started_at))" "$*"; }
die() { printf '\033[31m%s\033[0m\n' "$*" >&2; exit 1; }

# ---- tools and the engine ------------------------------------------------------------------------------

ensure_tools() {
  local missing=()
  command -v dockerd >/dev/null 2>&1 || missing+=(docker.io)
  if ! docker compose version >/dev/null 2>&1 && ! command -v docker-compose >/dev/null 2>&1; then
    missing+=(docker-compose)
  fi
  command -v debootstrap >/dev/null 2>&1 || missing+=(debootstrap)
  if [ "${#missing[@]}" -gt 0 ]; then
    say "Installing ${missing[*]} (apt-get)"
    [ "$(id -u)" = 0 ] || die "Installing ${missing[*]} needs root"
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
  fi
}

DOCKERD_PID_FILE="$STATE/dockerd.pid"
ensure_engine() {
  if docker info >/dev/null 2>&1; then return 0; fi
  say "Starting the Docker engine (dockerd, log in .data/compose-check/dockerd.log)"
  [ "$(id -u)" = 0 ] || die "No Docker engine answers, and starting one needs root"
  dockerd >"$STATE/dockerd.log" 2>&1 &
  echo $! >"$DOCKERD_PID_FILE"
  for _ in $(seq 1 60); do
    docker info >/dev/null 2>&1 && return 0
    kill -0 "$(cat "$DOCKERD_PID_FILE")" 2>/dev/null || break
    sleep 0.5
  done
  tail -n 20 "$STATE/dockerd.log" >&2
  die "The Docker engine did not start (see .data/compose-check/dockerd.log)"
}

# Stops the engine only when this script started it (its pid file), and only that process.
stop_engine_if_ours() {
  [ -f "$DOCKERD_PID_FILE" ] || return 0
  local pid
  pid="$(cat "$DOCKERD_PID_FILE")"
  rm -f "$DOCKERD_PID_FILE"
  if kill -0 "$pid" 2>/dev/null && grep -q dockerd "/proc/$pid/cmdline" 2>/dev/null; then
    say "Stopping the Docker engine this script started"
    kill -TERM "$pid"
    for _ in $(seq 1 60); do kill -0 "$pid" 2>/dev/null || return 0; sleep 0.5; done
    echo "dockerd ($pid) did not stop within 30 s" >&2
  fi
}

# A client that builds with BuildKit (the Dockerfiles need it: COPY --chmod, RUN --mount, per-Dockerfile
# .dockerignore): one with the buildx plugin, or a Docker 20.10 client, where BuildKit is built in.
BUILD_DOCKER=""
find_build_client() {
  local client version
  while read -r client; do
    if "$client" buildx version >/dev/null 2>&1; then BUILD_DOCKER="$client"; return 0; fi
    version="$("$client" version --format '{{.Client.Version}}' 2>/dev/null || true)"
    if [[ "$version" =~ ^(1[89]|20)\. ]]; then BUILD_DOCKER="$client"; return 0; fi
  done < <(type -ap docker)
  die "No Docker client here builds with BuildKit (install the buildx plugin, or Debian's docker.io)"
}
build() { DOCKER_BUILDKIT=1 "$BUILD_DOCKER" build --progress=plain "$@"; }

# Compose v2 (`docker compose`), else Debian's docker-compose 1.29. Compose v1 does not know the
# top-level `name:` of docker-compose.yml, so it reads a copy without that line (the project is named
# with -p anyway); nothing else differs.
COMPOSE=()
COMPOSE_FILE_USED="$ROOT/docker-compose.yml"
find_compose() {
  if docker compose version >/dev/null 2>&1; then
    COMPOSE=(docker compose)
  else
    COMPOSE=(docker-compose)
    COMPOSE_FILE_USED="$STATE/docker-compose.v1.yml"
    sed '/^name: /d' "$ROOT/docker-compose.yml" >"$COMPOSE_FILE_USED"
  fi
}

# Compose sees only the check's own settings (never the developer's .env or shell variables).
compose() {
  env -i PATH="$PATH" HOME="${HOME:-/root}" ${DOCKER_HOST:+DOCKER_HOST="$DOCKER_HOST"} "$@"
}
dc() {
  compose "${COMPOSE[@]}" --project-directory "$ROOT" -p "$PROJECT" --env-file "$STATE/$PROJECT.env" \
    -f "$COMPOSE_FILE_USED" -f "$HERE/compose.standins.yml" "$@"
}

# ---- stand-ins ----------------------------------------------------------------------------------------

build_standins() {
  if ! docker image inspect sage-standin/debian:bookworm >/dev/null 2>&1; then
    say "Debian bookworm base image (debootstrap --variant=minbase, then docker import)"
    local rootfs="$STATE/rootfs"
    rm -rf "$rootfs"
    debootstrap --variant=minbase bookworm "$rootfs" >"$STATE/debootstrap.log" 2>&1 ||
      die "debootstrap failed (see .data/compose-check/debootstrap.log)"
    tar -C "$rootfs" -c . | docker import - sage-standin/debian:bookworm >/dev/null
    rm -rf "$rootfs"
  fi

  say "Node 20 stand-in from this machine's node $(node -v)"
  node -e 'const [a,b]=process.versions.node.split(".").map(Number); process.exit(a===20&&b>=19?0:1)' ||
    die "The Node stand-in copies this machine's node, which must be 20.x >= 20.19 (it is $(node -v))"
  local ctx="$STATE/node-context"
  rm -rf "$ctx" && mkdir -p "$ctx"
  cp "$(readlink -f "$(command -v node)")" "$ctx/node"
  cp -a "$(npm root -g)/npm" "$ctx/npm"
  build -q -f "$HERE/node.Dockerfile" -t sage-standin/node:20 "$ctx" >/dev/null
  rm -rf "$ctx"

  fill_npm_cache

  # Each from this folder, but the Mailpit stand-in from the repository root: it runs the project's own SMTP
  # sink (infra/local/smtp-sink.ts), built in the image with the npm cache above.
  local name tag context
  for name_tag in postgres:15 redis:7 nginx:1.22 mailpit:sink kafka:mock; do
    name="${name_tag%%:*}" tag="${name_tag#*:}" context="$HERE"
    [ "$name" = mailpit ] && context="$ROOT"
    say "Stand-in sage-standin/$name:$tag"
    build -q -f "$HERE/$name.Dockerfile" -t "sage-standin/$name:$tag" "$context" >"$STATE/build-$name.log" 2>&1 ||
      { tail -n 30 "$STATE/build-$name.log" >&2; die "Building the $name stand-in failed"; }
  done
}

# The npm cache the Dockerfiles install from (NPM_CACHE_IMAGE): every package of package-lock.json, and
# the packages installed on their own at their locked versions (esbuild by the build stages, smtp-server by
# the Mailpit stand-in), fetched on this machine.
OWN_INSTALLS=(esbuild smtp-server)
fill_npm_cache() {
  local stamp
  stamp="$( (sha256sum package-lock.json .npmrc; npm -v; echo "${OWN_INSTALLS[*]}") | sha256sum | cut -c1-16)"
  if [ "$(docker image inspect -f '{{index .Config.Labels "sage.npm-cache"}}' sage-standin/npm-cache:local 2>/dev/null)" = "$stamp" ]; then
    return 0
  fi
  say "npm cache for package-lock.json (fetched here, installed offline in the images)"
  local fill="$STATE/npm-fill" cache="$STATE/npm-cache"
  rm -rf "$fill" "$cache" && mkdir -p "$fill" "$cache"
  cp package.json package-lock.json .npmrc "$fill/"
  node -e 'for (const w of require("./package.json").workspaces) console.log(w)' | while read -r ws; do
    mkdir -p "$fill/$ws" && cp "$ws/package.json" "$fill/$ws/"
  done
  (cd "$fill" && npm ci --cache "$cache" --ignore-scripts --no-audit --no-fund --loglevel=error >/dev/null &&
    for name in "${OWN_INSTALLS[@]}"; do
      version="$(node -p "require('./package-lock.json').packages['node_modules/$name'].version")" &&
        npm install -g --prefix "$fill/own/$name" --cache "$cache" --no-audit --no-fund --loglevel=error "$name@$version" >/dev/null ||
        exit 1
    done) ||
    die "Filling the npm cache failed"
  rm -rf "$fill" "$cache/_logs"
  build -q -f "$HERE/npm-cache.Dockerfile" --label "sage.npm-cache=$stamp" -t sage-standin/npm-cache:local "$cache" >/dev/null
  rm -rf "$cache"
}

# ---- the stack ----------------------------------------------------------------------------------------

free_port() { node -e 'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})'; }

write_env() {
  local http_port="$1" mail_port="$2" secrets="$STATE/secrets.env"
  if [ ! -f "$secrets" ]; then
    (umask 077 && {
      echo "SESSION_SECRET=$(head -c 48 /dev/urandom | base64 | tr -d '\n/+=')"
      echo "VISITOR_COOKIE_SECRET=$(head -c 48 /dev/urandom | base64 | tr -d '\n/+=')"
    } >"$secrets")
  fi
  {
    echo "# Written by infra/docker/local/run.sh for the compose project $PROJECT."
    cat "$secrets"
    # Published on this machine's loopback only.
    echo "SAGE_HTTP_PORT=127.0.0.1:$http_port"
    echo "MAILPIT_UI_PORT=$mail_port"
    echo "ALLOWED_ORIGINS=http://127.0.0.1:$http_port,http://localhost:$http_port"
    echo "SAGE_IMAGE_TAG=standins"
    # No model: the offline companion answers.
    echo "OPENAI_BASE_URL="
    echo "OPENAI_API_KEY="
  } >"$STATE/$PROJECT.env"
  echo "$http_port $mail_port" >"$STATE/$PROJECT.ports"
}

build_sage() {
  say "Sage's images from infra/docker/*.Dockerfile (log in .data/compose-check/build-sage.log)"
  # Compose v1 builds through the `docker` client on the PATH when asked to use BuildKit.
  local path_with_client
  path_with_client="$(dirname "$BUILD_DOCKER"):$PATH"
  if ! PATH="$path_with_client" compose COMPOSE_DOCKER_CLI_BUILD=1 DOCKER_BUILDKIT=1 BUILDKIT_PROGRESS=plain \
    "${COMPOSE[@]}" --project-directory "$ROOT" -p "$PROJECT" --env-file "$STATE/$PROJECT.env" \
    -f "$COMPOSE_FILE_USED" -f "$HERE/compose.standins.yml" build >"$STATE/build-sage.log" 2>&1; then
    tail -n 40 "$STATE/build-sage.log" >&2
    die "Building Sage's images failed (see .data/compose-check/build-sage.log)"
  fi
}

# Every container of the project: "name state health exit-code".
containers() {
  docker ps -a --filter "label=com.docker.compose.project=$PROJECT" -q |
    xargs -r docker inspect -f '{{.Name}} {{.State.Status}} {{if .State.Health}}{{.State.Health.Status}}{{else}}-{{end}} {{.State.ExitCode}}' |
    sed 's|^/||' | sort
}

# Long-running containers healthy, one-shot jobs exited 0.
wait_healthy() {
  local deadline=$((SECONDS + ${1:-180})) line bad
  while :; do
    bad=""
    while read -r name state health code; do
      case "$name" in
        *kafka-init* | *migrate-*) [ "$state" = exited ] && [ "$code" = 0 ] || bad+="$name($state/$code) " ;;
        *) [ "$state" = running ] && [ "$health" = healthy ] || bad+="$name($state/$health) " ;;
      esac
    done < <(containers)
    [ -z "$bad" ] && return 0
    if [ "$SECONDS" -ge "$deadline" ]; then
      echo "Not healthy in time: $bad" >&2
      return 1
    fi
    sleep 2
  done
}

start_stack() {
  say "Starting the stack (compose project $PROJECT, chat-worker x2)"
  dc up -d --no-build --scale chat-worker=2 >"$STATE/$PROJECT-up.log" 2>&1 || {
    tail -n 30 "$STATE/$PROJECT-up.log" >&2
    return 1
  }
  say "Waiting for every container to be healthy"
  wait_healthy 240
  say "Every container healthy:"
  containers | sed 's/^/    /'
}

# Stops every container (each must exit on its stop signal, not be killed at the end of its grace
# period: exit code 137 without an OOM), then removes containers, networks and volumes.
stop_stack() {
  local status=0 killed
  if [ -n "$(docker ps -aq --filter "label=com.docker.compose.project=$PROJECT")" ]; then
    say "Stopping the stack"
    local t0=$SECONDS
    dc stop >"$STATE/$PROJECT-stop.log" 2>&1 || status=1
    say "Stopped in $((SECONDS - t0)) s"
    killed="$(containers | awk '$4 == 137 { print $1 }')"
    if [ -n "$killed" ]; then
      echo "Killed at the end of their grace period instead of stopping on the signal: $killed" >&2
      status=1
    fi
    dc down -v --remove-orphans >>"$STATE/$PROJECT-stop.log" 2>&1 || status=1
  fi
  local left
  left="$(docker ps -aq --filter "label=com.docker.compose.project=$PROJECT")$(docker network ls -q --filter "label=com.docker.compose.project=$PROJECT")$(docker volume ls -q --filter "label=com.docker.compose.project=$PROJECT")"
  if [ -n "$left" ]; then
    echo "Left behind by compose project $PROJECT:" >&2
    docker ps -a --filter "label=com.docker.compose.project=$PROJECT" >&2
    docker network ls --filter "label=com.docker.compose.project=$PROJECT" >&2
    docker volume ls --filter "label=com.docker.compose.project=$PROJECT" >&2
    status=1
  else
    say "Removed: no container, network or volume of $PROJECT is left"
  fi
  return "$status"
}

logs_on_failure() {
  say "Logs of the containers that are not healthy (last 40 lines each)"
  while read -r name state health code; do
    case "$state/$health" in running/healthy) continue ;; exited/-) [ "$code" = 0 ] && continue ;; esac
    echo "---- $name ($state, $health, exit $code)"
    docker logs --tail 40 "$name" 2>&1 | sed 's/^/    /'
  done < <(containers)
}

# ---- commands -----------------------------------------------------------------------------------------

case "$mode" in
  up)
    ensure_tools
    ensure_engine
    find_build_client
    find_compose
    write_env "${COMPOSE_CHECK_HTTP_PORT:-18080}" "${COMPOSE_CHECK_MAIL_PORT:-18025}"
    build_standins
    build_sage
    if ! start_stack; then
      logs_on_failure
      die "The stack did not come up; \`make compose-down\` removes it"
    fi
    read -r http_port mail_port <"$STATE/$PROJECT.ports"
    say "Sage: http://127.0.0.1:$http_port   mail: http://127.0.0.1:$mail_port/api/v1/messages   (make compose-down)"
    ;;
  down)
    if ! docker info >/dev/null 2>&1; then echo "No Docker engine runs: nothing to remove"; exit 0; fi
    find_compose
    [ -f "$STATE/$PROJECT.env" ] || write_env 0 0
    stop_stack
    stop_engine_if_ours
    ;;
  check)
    ensure_tools
    ensure_engine
    find_build_client
    find_compose
    write_env "${COMPOSE_CHECK_HTTP_PORT:-$(free_port)}" "${COMPOSE_CHECK_MAIL_PORT:-$(free_port)}"
    result=1
    cleanup() {
      local status=$?
      trap - EXIT INT TERM
      if [ "$result" != 0 ] && [ "${COMPOSE_CHECK_KEEP:-}" = 1 ]; then
        say "COMPOSE_CHECK_KEEP=1: the stack stays up (infra/docker/local/run.sh down --check removes it)"
        exit 1
      fi
      stop_stack || result=1
      stop_engine_if_ours
      if [ "$result" = 0 ]; then say "compose check passed in $((SECONDS - started_at)) s"; else
        say "compose check FAILED after $((SECONDS - started_at)) s"
      fi
      [ "$result" = 0 ] && exit "$status" || exit 1
    }
    trap cleanup EXIT
    trap 'exit 130' INT TERM
    build_standins
    build_sage
    say "Images built"
    if ! start_stack; then
      logs_on_failure
      exit 1
    fi
    read -r http_port mail_port <"$STATE/$PROJECT.ports"
    say "Visiting http://127.0.0.1:$http_port through nginx"
    if ! node "$HERE/visit.mjs" "http://127.0.0.1:$http_port" "http://127.0.0.1:$mail_port"; then
      logs_on_failure
      exit 1
    fi
    wait_healthy 30 || { logs_on_failure; exit 1; }
    [ "$(containers | grep -c chat-worker)" = 2 ] || die "Not two chat-worker containers"
    result=0
    ;;
esac
