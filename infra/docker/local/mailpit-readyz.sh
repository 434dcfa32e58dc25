#!/bin/sh
# `/mailpit readyz` in the Mailpit stand-in of the local compose check (mailpit.Dockerfile): healthy when
# the SMTP sink's HTTP side answers.
[ "${1:-}" = readyz ] || { echo "mailpit stand-in: only 'readyz' is implemented" >&2; exit 2; }
exec node -e '
fetch(`http://127.0.0.1:${process.env.SMTP_SINK_HTTP_PORT || 8025}/readyz`, { signal: AbortSignal.timeout(3000) })
  .then((res) => process.exit(res.ok ? 0 : 1), () => process.exit(1));
'
