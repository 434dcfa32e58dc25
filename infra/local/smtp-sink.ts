/**
 * Local SMTP sink for `make up`: a real SMTP server on SMTP_SINK_PORT (default 1025) that writes every
 * message it receives to MAIL_DIR (default .data/mail) as `<timestamp>-<id>.eml`, one log line each.
 * Point the contact mail worker at it with SMTP_URL=smtp://127.0.0.1:1025 (the default).
 *
 * SMTP_SINK_HTTP_PORT (unset for `make up`: no HTTP side) adds the few parts of Mailpit's HTTP API that the
 * local compose check reads, for its Mailpit stand-in only (infra/docker/local/mailpit.Dockerfile):
 * GET /readyz, and GET /api/v1/messages listing the messages received, newest first, with Mailpit's field
 * names: {"total", "count", "messages": [{"ID", "From": {"Address"}, "To": [{"Address"}], "Subject", "Size"}]}.
 */
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { type ReceivedMail, startSmtpSink } from '../../services/contact/test/support/smtpSink.ts';

const port = Number(process.env.SMTP_SINK_PORT ?? 1025);
const host = process.env.SMTP_SINK_HOST ?? '127.0.0.1';
const dir = path.resolve(process.env.MAIL_DIR ?? '.data/mail');
const httpPort = process.env.SMTP_SINK_HTTP_PORT ? Number(process.env.SMTP_SINK_HTTP_PORT) : undefined;

for (const [name, value] of [
  ['SMTP_SINK_PORT', port],
  ['SMTP_SINK_HTTP_PORT', httpPort ?? 0],
] as const) {
  if (!Number.isInteger(value) || value < 0 || value > 65535) {
    console.error(`Invalid ${name}: ${process.env[name]}`);
    process.exit(1);
  }
}

const log = (line: string) => console.log(`${new Date().toISOString()} smtp-sink ${line}`);
const sink = await startSmtpSink({ port, host, dir, log });
log(`listening on ${host}:${sink.port}, writing messages to ${dir}`);

/** A header of a raw message, unfolded, its RFC 2047 encoded words decoded; '' when absent. */
function header(raw: string, name: string): string {
  const head = (raw.split(/\r?\n\r?\n/, 1)[0] ?? '').replace(/\r?\n[ \t]+/g, ' ');
  const prefix = `${name.toLowerCase()}:`;
  const line = head.split(/\r?\n/).find((l) => l.toLowerCase().startsWith(prefix));
  if (!line) return '';
  return line
    .slice(prefix.length)
    .trim()
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?*]+)(?:\*[^?]*)?\?([BbQq])\?([^?]*)\?=/g, (_word, charset: string, encoding, text) => {
      const bytes =
        encoding.toUpperCase() === 'B'
          ? Buffer.from(text, 'base64')
          : Buffer.from(
              text
                .replace(/_/g, ' ')
                .replace(/=([0-9A-Fa-f]{2})/g, (_h: string, hex: string) =>
                  String.fromCharCode(Number.parseInt(hex, 16)),
                ),
              'latin1',
            );
      try {
        return new TextDecoder(charset).decode(bytes);
      } catch {
        return bytes.toString('utf8');
      }
    });
}

/** One message as Mailpit's message list shows it. */
const summary = (mail: ReceivedMail) => ({
  ID: path.basename(mail.file, '.eml'),
  From: { Name: '', Address: mail.envelopeFrom },
  To: mail.envelopeTo.map((address) => ({ Name: '', Address: address })),
  Subject: header(mail.raw, 'Subject'),
  Size: Buffer.byteLength(mail.raw),
});

let http: Server | undefined;
if (httpPort !== undefined) {
  const server = createServer((req, res) => {
    const pathname = new URL(req.url ?? '/', 'http://sink').pathname;
    const reply = (status: number, type: string, body: string) =>
      res.writeHead(status, { 'Content-Type': type, 'Content-Length': Buffer.byteLength(body) }).end(body);
    if (req.method !== 'GET') return reply(405, 'text/plain', 'method not allowed');
    if (pathname === '/readyz') return reply(200, 'text/plain', 'ok');
    if (pathname === '/api/v1/messages') {
      const messages = sink.received.map(summary).reverse();
      return reply(
        200,
        'application/json',
        JSON.stringify({ total: messages.length, count: messages.length, messages }),
      );
    }
    return reply(404, 'text/plain', 'not found');
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(httpPort, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  http = server;
  const address = server.address();
  log(
    `HTTP (Mailpit's /readyz and /api/v1/messages) on ${host}:${typeof address === 'object' && address ? address.port : httpPort}`,
  );
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    http?.close();
    http?.closeAllConnections();
    sink.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
