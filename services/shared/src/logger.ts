import pino, { type Logger, type LoggerOptions } from 'pino';

export type { Logger } from 'pino';

/** Header carrying the request id from the gateway to every service, and from there into job data. */
export const REQUEST_ID_HEADER = 'x-request-id';

/** Keys under which an error is logged: their `message` is the error's, not a visitor's. */
const ERROR_KEY = /^(err|error|cause|reason)$|Err(or)?$/;
const REDACTED = '[redacted]';

const isPlain = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && (Array.isArray(v) || Object.getPrototypeOf(v) === Object.prototype);

/**
 * `message` fields hold what visitors wrote (a chat message, a contact form's body) everywhere except
 * under an error: blanked up to three levels deep, on a copy, unless the parent key names an error.
 */
function redactMessages(obj: Record<string, unknown>, depth = 0): Record<string, unknown> {
  let out: Record<string, unknown> | undefined;
  for (const [key, value] of Object.entries(obj)) {
    let next = value;
    if (key === 'message' && value !== undefined && value !== null) next = REDACTED;
    else if (depth < 2 && isPlain(value) && !ERROR_KEY.test(key)) next = redactMessages(value, depth + 1);
    if (next !== value) {
      out ??= Array.isArray(obj) ? ([...obj] as unknown as Record<string, unknown>) : { ...obj };
      out[key] = next;
    }
  }
  return out ?? obj;
}

export function loggerOptions(service: string, level: string): LoggerOptions {
  return {
    name: service,
    level,
    base: { service },
    // Message text and contact details never reach the logs; an error's own message (`err.message`) is
    // kept, or error logs would say nothing.
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers.authorization',
        '*.content',
        '*.*.content',
        '*.email',
        '*.*.email',
      ],
      censor: REDACTED,
    },
    formatters: { log: (obj) => redactMessages(obj) },
    // Pretty output for humans at a terminal; JSON lines everywhere else (files, containers, CI).
    transport: process.stdout.isTTY
      ? { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss.l' } }
      : undefined,
  };
}

export function createLogger(service: string, level = 'info'): Logger {
  return pino(loggerOptions(service, level));
}
