#!/usr/bin/env bash
# Runs nginx with infra/nginx/sage.conf.template, rendered as `make up` renders it, on a free local port
# with no gateway behind it, and checks the errors nginx answers itself: JSON `{"error":{"code","message"}}`
# under /api (including requests nginx cannot read, such as `/api/session/%00`), nginx's own page elsewhere.
# Usage: infra/nginx/check-errors.sh   (needs nginx and curl; prints one line per case, exits 1 on a failure)
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"

command -v nginx >/dev/null 2>&1 || { echo "skip nginx error pages (nginx not installed)"; exit 0; }
free_port() {
  node -e 'const s=require("node:net").createServer().listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})'
}
tmp="$(mktemp -d)"
chmod 755 "$tmp"
port="$(free_port)"
# A port nothing listens on: the gateway is "down", so proxied requests get nginx's 502.
gateway_port="$(free_port)"
mkdir -p "$tmp/tmp" "$tmp/html"
echo '<!doctype html><title>page</title>' >"$tmp/html/index.html"
: >"$tmp/tmp/csp-script-hashes.conf"
sed -e "s|\${NGINX_PID_FILE}|$tmp/nginx.pid|" \
    -e "s|\${NGINX_LOG_DIR}|$tmp|" \
    -e "s|\${NGINX_TEMP_DIR}|$tmp/tmp|" \
    -e "s|\${NGINX_MIME_TYPES}|/etc/nginx/mime.types|" \
    -e "s|\${GATEWAY_ADDR}|127.0.0.1:$gateway_port|" \
    -e "s|\${NGINX_PORT}|$port|" \
    -e "s|\${FRONTEND_DIST}|$tmp/html|" \
    "$ROOT/infra/nginx/sage.conf.template" >"$tmp/nginx.conf"
stop() {
  if [ -f "$tmp/nginx.pid" ]; then kill -TERM "$(cat "$tmp/nginx.pid")" 2>/dev/null || true; fi
  for _ in $(seq 1 50); do [ -f "$tmp/nginx.pid" ] || break; sleep 0.1; done
  rm -rf "$tmp"
}
trap stop EXIT
nginx -c "$tmp/nginx.conf" -p "$tmp" </dev/null
for _ in $(seq 1 50); do curl -s -o /dev/null "http://127.0.0.1:$port/" && break; sleep 0.1; done

status=0
# check <what> <expected status> <json code, or "page" for nginx's own HTML page> <curl arguments...>
check() {
  local what="$1" want_status="$2" want="$3"; shift 3
  local out got_status got_type body
  out="$(curl -s --path-as-is -o "$tmp/body" -w '%{http_code} %{content_type}' "$@")" || true
  got_status="${out%% *}" got_type="${out#* }"
  body="$(cat "$tmp/body" 2>/dev/null || true)"
  local ok=1
  [ "$got_status" = "$want_status" ] || ok=0
  if [ "$want" = page ]; then
    case "$got_type" in text/html*) ;; *) ok=0 ;; esac
  else
    case "$got_type" in application/json*) ;; *) ok=0 ;; esac
    # Exactly the services' shape: {"error":{"code":"...","message":"..."}} and nothing else.
    printf '%s' "$body" | node -e '
      const b = JSON.parse(require("node:fs").readFileSync(0, "utf8"));
      const keys = (o) => Object.keys(o).sort().join(",");
      if (keys(b) !== "error" || keys(b.error) !== "code,message" || b.error.code !== process.argv[1]
        || typeof b.error.message !== "string" || !b.error.message) process.exit(1);' "$want" 2>/dev/null || ok=0
  fi
  if [ "$ok" = 1 ]; then
    echo "ok   nginx $what: $got_status $want"
  else
    echo "FAIL nginx $what: wanted $want_status $want, got $got_status ${got_type:-?}: ${body:0:120}"
    status=1
  fi
}
# raw <what> <expected status> <json code> <request line>: a request curl will not send, over a bare socket.
raw() {
  local what="$1" want_status="$2" want="$3" line="$4" answer got_status
  answer="$(exec 3<>"/dev/tcp/127.0.0.1/$port"; printf '%s\r\nHost: localhost\r\nConnection: close\r\n\r\n' "$line" >&3
    timeout 5 cat <&3)" || true
  got_status="$(printf '%s' "$answer" | head -n1 | awk '{print $2}')"
  if [ "$got_status" = "$want_status" ] && printf '%s' "$answer" | grep -qi '^content-type: application/json' \
    && printf '%s' "$answer" | grep -q "^{\"error\":{\"code\":\"$want\",\"message\":\""; then
    echo "ok   nginx $what: $got_status $want"
  else
    echo "FAIL nginx $what: wanted $want_status $want, got: $(printf '%s' "$answer" | head -n1)"
    status=1
  fi
}
base="http://127.0.0.1:$port"
long="$(printf 'a%.0s' $(seq 1 9000))"
check "NUL in an /api path" 400 bad_request "$base/api/session/%00"
check "bad escape in an /api path" 400 bad_request "$base/api/%zz"
check "NUL in an /api path with a query" 400 bad_request "$base/api/chat/%00?after=1"
check "/api URI too long" 414 uri_too_long "$base/api/session/$long"
check "/api headers too large" 400 headers_too_large -H "X-Big: $long" "$base/api/session/x"
check "/api body too large" 413 payload_too_large -X POST -H 'content-type: application/json' \
  --data-binary "@-" "$base/api/contact" < <(head -c 70000 /dev/zero | tr '\0' 'a')
check "/api with the gateway down" 502 unavailable "$base/api/session/x"
check "/api with a query, gateway down" 502 unavailable "$base/api/session?x=1"
check "lower-case method under /api" 400 bad_request -X get "$base/api/session/x"
check "TRACE under /api" 405 method_not_allowed -X TRACE "$base/api/session/x"
check "unknown transfer coding under /api" 501 not_implemented -X POST -H 'Transfer-Encoding: gzip' \
  -H 'content-type: application/json' --data-binary '{}' "$base/api/contact"
check "NUL in an absolute-form /api request" 400 bad_request --request-target "http://127.0.0.1/api/%00" "$base/"
raw "unsupported HTTP version under /api" 505 http_version_not_supported 'GET /api/session/x HTTP/9.1'
raw "space in an /api path" 400 bad_request 'GET /api/session/a b HTTP/1.1'
check "NUL in a page path" 400 page "$base/x/%00"
check "page URI too long" 414 page "$base/x/$long"
# Errors under /api carry no page headers (the Content-Security-Policy is the site's).
if curl -s -D - -o /dev/null --path-as-is "$base/api/session/%00" | grep -qi '^content-security-policy'; then
  echo "FAIL nginx /api error carries the page's Content-Security-Policy"; status=1
else
  echo "ok   nginx /api error carries no page Content-Security-Policy"
fi
exit "$status"
