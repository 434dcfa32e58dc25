import pino, { type Logger, type LoggerOptions } from 'pino';

export type { Logger } from 'pino';

/** Header carrying the request id from the gateway to every service, and from there into job data. */
export const REQUEST_ID_HEADER = 'x-request-id';

export function loggerOptions(service: string, level: string): LoggerOptions {
  return {
    name: service,
    level,
    base: { service },
    redact: {
      // Message text and contact details never reach the logs.
      paths: ['req.headers.cookie', 'req.headers.authorization', '*.message', '*.content', '*.email'],
      censor: '[redacted]',
    },
    // Pretty output for humans at a terminal; JSON lines everywhere else (files, containers, CI).
    transport: process.stdout.isTTY
      ? { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss.l' } }
      : undefined,
  };
}

export function createLogger(service: string, level = 'info'): Logger {
  return pino(loggerOptions(service, level));
}
