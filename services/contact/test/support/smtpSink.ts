import { randomBytes } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server that accepts every message and writes it as an `.eml` file, so a developer (or a test)
 * can read exactly what the mail worker sent. Used by the local stack and by the integration tests.
 */
export interface SmtpSinkOptions {
  /** 0 picks a free port. */
  port: number;
  /** Folder for the `.eml` files; created when missing. */
  dir: string;
  host?: string;
  /** Called with one line per received message (no content). */
  log?: (line: string) => void;
}

export interface ReceivedMail {
  file: string;
  envelopeFrom: string;
  envelopeTo: string[];
  /** The message exactly as it came over the wire. */
  raw: string;
}

export interface SmtpSink {
  port: number;
  dir: string;
  received: ReceivedMail[];
  /** Resolves once at least `count` messages have arrived. */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  close(): Promise<void>;
}

/** `20261122T101502123Z`: sorts in arrival order and is safe in file names everywhere. */
function stamp(date = new Date()): string {
  return date.toISOString().replace(/[-:.]/g, '');
}

export async function startSmtpSink({
  port,
  dir,
  host = '127.0.0.1',
  log,
}: SmtpSinkOptions): Promise<SmtpSink> {
  await fs.mkdir(dir, { recursive: true });
  const received: ReceivedMail[] = [];

  const server = new SMTPServer({
    name: 'smtp-sink.local',
    banner: 'local SMTP sink: every message is written to a file',
    authOptional: true,
    // Plain SMTP only: a self-signed STARTTLS offer would only make clients fail certificate checks.
    disabledCommands: ['STARTTLS', 'AUTH'],
    size: 25 * 1024 * 1024,
    logger: false,
    closeTimeout: 2_000,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', callback);
      stream.on('end', () => {
        const raw = Buffer.concat(chunks);
        const file = path.join(dir, `${stamp()}-${randomBytes(6).toString('hex')}.eml`);
        const tmp = `${file}.part`;
        // Write then rename, so anyone watching the folder never reads half a message.
        fs.writeFile(tmp, raw)
          .then(() => fs.rename(tmp, file))
          .then(() => {
            const mail: ReceivedMail = {
              file,
              envelopeFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              envelopeTo: session.envelope.rcptTo.map((r) => r.address),
              raw: raw.toString('utf8'),
            };
            received.push(mail);
            log?.(
              `mail from <${mail.envelopeFrom}> to ${mail.envelopeTo.map((a) => `<${a}>`).join(', ')} (${raw.length} bytes) -> ${file}`,
            );
            callback(null, `Saved as ${path.basename(file)}`);
          })
          .catch((err: Error) => callback(err));
      });
    },
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  server.on('error', (err) => log?.(`smtp sink error: ${err.message}`));
  const address = server.server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;

  return {
    port: actualPort,
    dir,
    received,
    async waitFor(count, timeoutMs = 15_000) {
      const start = Date.now();
      while (received.length < count) {
        if (Date.now() - start > timeoutMs)
          throw new Error(`SMTP sink: expected ${count} messages, got ${received.length}`);
        await new Promise((r) => setTimeout(r, 25));
      }
      return received;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
