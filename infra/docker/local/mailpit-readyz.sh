#!/bin/sh
# `/mailpit readyz` in the SMTP sink stand-in (mailpit.Dockerfile): healthy when its HTTP side answers.
[ "${1:-}" = readyz ] || { echo "mailpit stand-in: only 'readyz' is implemented" >&2; exit 2; }
exec python3 -c 'import urllib.request; urllib.request.urlopen("http://127.0.0.1:8025/readyz", timeout=3)'
