import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { loggerOptions } from '../src/logger.ts';

function capture() {
  const lines: Record<string, any>[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      lines.push(JSON.parse(chunk.toString()));
      done();
    },
  });
  const { transport: _t, ...options } = loggerOptions('test', 'info');
  return { logger: pino(options, stream), lines };
}

describe('log redaction', () => {
  it('blanks what visitors wrote and keeps what errors say', () => {
    const { logger, lines } = capture();
    const body = { message: 'I feel alone', email: 'me@example.com', name: 'Ann' };
    logger.error({ err: new Error('connect ECONNREFUSED 127.0.0.1:5432'), body }, 'request failed');
    logger.warn(
      {
        req: { body: { message: 'deep text', content: 'more text' } },
        job: { error: { message: 'SMTP 421 try later' } },
        lastError: { message: 'timeout' },
        message: 'top-level text',
      },
      'nested',
    );
    const [first, second] = lines;
    expect(first!.err.message).toBe('connect ECONNREFUSED 127.0.0.1:5432');
    expect(first!.body).toEqual({ message: '[redacted]', email: '[redacted]', name: 'Ann' });
    expect(second!.req.body).toEqual({ message: '[redacted]', content: '[redacted]' });
    expect(second!.job.error.message).toBe('SMTP 421 try later');
    expect(second!.lastError.message).toBe('timeout');
    expect(second!.message).toBe('[redacted]');
    // The caller's object is left as it was.
    expect(body.message).toBe('I feel alone');
  });
});
