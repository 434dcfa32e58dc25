import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { loggerOptions } from '../src/logger.ts';
import { createServiceApp } from '../src/service.ts';

describe('createServiceApp', () => {
  it('logs one line per request: method, route, status and time, never the path (it holds ids)', async () => {
    const lines: Record<string, unknown>[] = [];
    const sink = new Writable({
      write(chunk, _enc, done) {
        for (const l of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(l));
        done();
      },
    });
    const logger = pino(loggerOptions('test', 'info'), sink);
    const app = await createServiceApp({ name: 'test', logger, readiness: {} });
    app.get('/api/things/:id', async () => ({ ok: true }));
    await app.inject({ method: 'GET', url: '/api/things/secret-session-id' });
    await app.inject({ method: 'GET', url: '/health' });
    await app.close();
    const requests = lines.filter((l) => l.msg === 'request');
    expect(requests).toEqual([
      expect.objectContaining({
        method: 'GET',
        route: '/api/things/:id',
        status: 200,
        durationMs: expect.any(Number),
      }),
    ]);
    expect(JSON.stringify(lines)).not.toContain('secret-session-id');
  });
});
