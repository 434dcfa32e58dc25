#!/bin/sh
# Renders infra/nginx/sage.conf.template (the file `make up` uses) for the container, then runs nginx in
# the foreground. `sage-nginx -t` only renders and tests the configuration.
# Environment: GATEWAY_ADDR (host:port of the gateway), NGINX_PORT; the SAGE_NGINX_* paths only change
# for tests outside the image.
set -eu

template="${SAGE_NGINX_TEMPLATE:-/etc/sage/nginx.conf.template}"
run_dir="${SAGE_NGINX_RUN_DIR:-/tmp/nginx}"
log_dir="${SAGE_NGINX_LOG_DIR:-/var/log/sage}"
html_dir="${SAGE_NGINX_HTML_DIR:-/usr/share/sage/html}"
# The CSP hashes of the inline scripts, computed when the image was built (infra/nginx/csp-hashes.sh).
csp_hashes="${SAGE_NGINX_CSP_HASHES:-/etc/sage/csp-script-hashes.conf}"

mkdir -p "$run_dir/tmp"
if [ -f "$csp_hashes" ]; then
  cp "$csp_hashes" "$run_dir/tmp/csp-script-hashes.conf"
else
  echo "sage-nginx: no $csp_hashes: inline scripts will be refused" >&2
fi
sed -e "s|\${NGINX_PID_FILE}|$run_dir/nginx.pid|" \
    -e "s|\${NGINX_LOG_DIR}|$log_dir|" \
    -e "s|\${NGINX_TEMP_DIR}|$run_dir/tmp|" \
    -e "s|\${NGINX_MIME_TYPES}|/etc/nginx/mime.types|" \
    -e "s|\${GATEWAY_ADDR}|${GATEWAY_ADDR:-gateway:8081}|" \
    -e "s|\${NGINX_PORT}|${NGINX_PORT:-8080}|" \
    -e "s|\${FRONTEND_DIST}|$html_dir|" \
    "$template" >"$run_dir/nginx.conf"

if grep -v '^[[:space:]]*#' "$run_dir/nginx.conf" | grep -q '\${[A-Z_]*}'; then
  echo "sage-nginx: unfilled placeholders in $template:" >&2
  grep -n '\${[A-Z_]*}' "$run_dir/nginx.conf" >&2
  exit 1
fi

if [ "${1:-}" = "-t" ]; then
  exec nginx -t -q -c "$run_dir/nginx.conf" -p "$run_dir"
fi
exec nginx -c "$run_dir/nginx.conf" -p "$run_dir" -g 'daemon off;'
