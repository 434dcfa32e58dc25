/**
 * Local SMTP sink for `make up`: a real SMTP server on SMTP_SINK_PORT (default 1025) that writes every
 * message it receives to MAIL_DIR (default .data/mail) as `<timestamp>-<id>.eml`, one log line each.
 * Point the contact mail worker at it with SMTP_URL=smtp://127.0.0.1:1025 (the default).
 */
import path from 'node:path';
import { startSmtpSink } from '../../services/contact/test/support/smtpSink.ts';

const port = Number(process.env.SMTP_SINK_PORT ?? 1025);
const host = process.env.SMTP_SINK_HOST ?? '127.0.0.1';
const dir = path.resolve(process.env.MAIL_DIR ?? '.data/mail');

if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`Invalid SMTP_SINK_PORT: ${process.env.SMTP_SINK_PORT}`);
  process.exit(1);
}

const log = (line: string) => console.log(`${new Date().toISOString()} smtp-sink ${line}`);
const sink = await startSmtpSink({ port, host, dir, log });
log(`listening on ${host}:${sink.port}, writing messages to ${dir}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    sink.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
