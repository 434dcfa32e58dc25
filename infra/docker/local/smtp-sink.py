"""SMTP sink standing in for Mailpit in the local compose check (mailpit.Dockerfile).

SMTP on 0.0.0.0:1025 accepts every message and keeps it in memory (one log line each); HTTP on
0.0.0.0:8025 answers GET /readyz and GET /api/v1/messages with Mailpit's field names
({"total": n, "messages": [{"ID", "From": {"Address"}, "To": [{"Address"}], "Subject", "Created"}]}),
newest first as Mailpit lists them. Stops on SIGTERM or SIGINT.
"""

import datetime
import email
import email.policy
import json
import signal
import sys
import threading
import uuid
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

from aiosmtpd.controller import Controller

messages = []
lock = threading.Lock()


class Sink:
    async def handle_DATA(self, server, session, envelope):
        parsed = email.message_from_bytes(envelope.content, policy=email.policy.default)
        entry = {
            "ID": uuid.uuid4().hex,
            "From": {"Address": envelope.mail_from},
            "To": [{"Address": rcpt} for rcpt in envelope.rcpt_tos],
            "Subject": str(parsed.get("Subject", "")),
            "Created": datetime.datetime.now(datetime.timezone.utc).isoformat(),
            "Size": len(envelope.content),
        }
        with lock:
            messages.insert(0, entry)
        print(f"smtp-sink: {entry['From']['Address']} -> {', '.join(envelope.rcpt_tos)}: {entry['Subject']}", flush=True)
        return "250 Message accepted"


class Http(BaseHTTPRequestHandler):
    def do_GET(self):
        if self.path == "/readyz":
            self.reply(200, b"ok", "text/plain")
        elif self.path.split("?")[0] == "/api/v1/messages":
            with lock:
                body = json.dumps({"total": len(messages), "messages": list(messages)}).encode()
            self.reply(200, body, "application/json")
        else:
            self.reply(404, b"not found", "text/plain")

    def reply(self, status, body, kind):
        self.send_response(status)
        self.send_header("Content-Type", kind)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, fmt, *args):
        pass


smtp = Controller(Sink(), hostname="0.0.0.0", port=1025, enable_SMTPUTF8=True)
smtp.start()
http = ThreadingHTTPServer(("0.0.0.0", 8025), Http)


def stop(signum, frame):
    threading.Thread(target=http.shutdown, daemon=True).start()


signal.signal(signal.SIGTERM, stop)
signal.signal(signal.SIGINT, stop)
print("smtp-sink: SMTP on :1025, HTTP on :8025", flush=True)
http.serve_forever()
smtp.stop()
print("smtp-sink: stopped", flush=True)
sys.exit(0)
