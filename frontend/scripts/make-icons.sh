#!/usr/bin/env bash
# Renders the app icons (public/icons/*.png) from the SVGs beside them with Debian's headless Chromium.
# Run by hand after changing an icon: bash frontend/scripts/make-icons.sh
set -euo pipefail
dir="$(cd "$(dirname "$0")/../public/icons" && pwd)"
chromium="${CHROMIUM_PATH:-/usr/bin/chromium}"
render() { # svg size out
  local tmp; tmp="$(mktemp --suffix .html)"
  printf '<html><body style="margin:0;background:transparent"><img src="file://%s" width="%s" height="%s"></body></html>' "$dir/$1" "$2" "$2" >"$tmp"
  "$chromium" --headless --no-sandbox --disable-gpu --hide-scrollbars --default-background-color=00000000 \
    --window-size="$2,$2" --screenshot="$dir/$3" "file://$tmp" >/dev/null 2>&1
  rm -f "$tmp"
}
render icon.svg 192 icon-192.png
render icon.svg 512 icon-512.png
render icon-maskable.svg 512 icon-maskable-512.png
render icon-maskable.svg 180 apple-touch-icon.png
ls -l "$dir"
