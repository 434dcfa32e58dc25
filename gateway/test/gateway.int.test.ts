import { createServer, type Server } from 'node:http';
import { browserClient } from '@sage/shared/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, type TestGateway } from '../src/testing.ts';

/** An upstream that echoes what it received, standing in for a service. */
function startEcho(): Promise<{ server: Server; url: string }> {
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => {
      body += c;
    });
    req.on('end', () => {
      if (req.url === '/ready') {
        res.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"ready"}');
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ method: req.method, url: req.url, headers: req.headers, body }));
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, url: `http://127.0.0.1:${(server.address() as { port: number }).port}` }),
    ),
  );
}

describe('gateway', () => {
  let echo: { server: Server; url: string };
  let gw: TestGateway;

  beforeAll(async () => {
    echo = await startEcho();
    gw = await startTestGateway({
      SESSION_URL: echo.url,
      CHAT_URL: echo.url,
      QUIZ_URL: echo.url,
      BODY_LIMIT: '2048',
    });
  });
  afterAll(async () => {
    await gw.close();
    echo.server.close();
  });

  it('routes each prefix to its upstream with the path unchanged', async () => {
    const b = browserClient(gw.url);
    for (const path of ['/api/session/abc', '/api/chat/x/export?y=1', '/api/quiz/attachment']) {
      const r = await b.get(path);
      expect(r.status).toBe(200);
      expect(r.body.url).toBe(path);
    }
  });

  it('issues an HttpOnly SameSite=Lax visitor cookie once and forwards it as the trusted header', async () => {
    const b = browserClient(gw.url);
    const first = await b.get('/api/session/x');
    const setCookie = first.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(/^sage_visitor=[\w-]{22};/);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    const visitor = /sage_visitor=([\w-]{22})/.exec(setCookie)![1];
    expect(first.body.headers['x-sage-visitor']).toBe(visitor);
    const second = await b.get('/api/session/x');
    expect(second.headers.get('set-cookie')).toBeNull();
    expect(second.body.headers['x-sage-visitor']).toBe(visitor);
    expect(second.body.headers.cookie).toBeUndefined();
  });

  it('strips a visitor header sent by the client', async () => {
    const b = browserClient(gw.url);
    const r = await b.request('GET', '/api/session/x', undefined, {
      'x-sage-visitor': 'AAAAAAAAAAAAAAAAAAAAAA',
    });
    expect(r.body.headers['x-sage-visitor']).not.toBe('AAAAAAAAAAAAAAAAAAAAAA');
    expect(r.body.headers['x-sage-visitor']).toMatch(/^[\w-]{22}$/);
  });

  it('generates a request id, passes it upstream and returns it', async () => {
    const b = browserClient(gw.url);
    const r = await b.get('/api/quiz/attachment');
    const id = r.headers.get('x-request-id');
    expect(id).toBeTruthy();
    expect(r.body.headers['x-request-id']).toBe(id);
    const given = await b.request('GET', '/api/quiz/attachment', undefined, { 'x-request-id': 'trace-123' });
    expect(given.body.headers['x-request-id']).toBe('trace-123');
  });

  it('answers 404 JSON for unknown /api paths', async () => {
    const r = await browserClient(gw.url).get('/api/nope');
    expect(r.status).toBe(404);
    expect(r.body.error.code).toBe('not_found');
  });

  it('answers 415 for a mutating request whose body is not JSON', async () => {
    const r = await browserClient(gw.url).request('POST', '/api/session', 'saveHistory=true', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(r.status).toBe(415);
    expect(r.body.error.code).toBe('unsupported_media_type');
  });

  it('lets a body-less POST through (stop, close beacons without a body)', async () => {
    const r = await browserClient(gw.url).post('/api/chat/abc/stop');
    expect(r.status).toBe(200);
    expect(r.body.method).toBe('POST');
  });

  it('answers 413 for a body over the limit', async () => {
    const r = await browserClient(gw.url).post('/api/chat', { message: 'x'.repeat(5000) });
    expect(r.status).toBe(413);
    expect(r.body.error.code).toBe('payload_too_large');
  });

  it('answers 403 for a mutating request from a foreign origin, and allows the site origin', async () => {
    const b = browserClient(gw.url);
    const bad = await b.request('POST', '/api/session', {}, { origin: 'https://evil.example' });
    expect(bad.status).toBe(403);
    expect(bad.body.error.code).toBe('forbidden_origin');
    const good = await b.request('POST', '/api/session', {}, { origin: 'http://localhost:8080' });
    expect(good.status).toBe(200);
  });

  it('answers 503 JSON when the upstream is down, without hanging', async () => {
    const r = await browserClient(gw.url).post('/api/contact', { name: 'a' });
    expect(r.status).toBe(503);
    expect(r.body).toEqual({ error: { code: 'unavailable', message: 'The contact service is unavailable' } });
  });

  it('reports each upstream in /api/health', async () => {
    const r = await browserClient(gw.url).get('/api/health');
    expect(r.status).toBe(503);
    expect(r.body.services).toEqual({ session: 'up', chat: 'up', quiz: 'up', contact: 'down' });
  });
});

describe('gateway rate limits', () => {
  it('answers 429 JSON with Retry-After once a budget is spent, per budget', async () => {
    const echo = await startEcho();
    const gw = await startTestGateway({
      SESSION_URL: echo.url,
      CHAT_URL: echo.url,
      RATE_LIMIT_SESSIONS_PER_MINUTE: '3',
    });
    try {
      const b = browserClient(gw.url);
      const statuses = [];
      for (let i = 0; i < 4; i++) statuses.push((await b.post('/api/session', {})).status);
      expect(statuses).toEqual([200, 200, 200, 429]);
      const limited = await b.post('/api/session', {});
      expect(limited.body.error.code).toBe('rate_limited');
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      // Other budgets are untouched.
      expect((await b.post('/api/chat', { message: 'hi' })).status).toBe(200);
      expect((await b.get('/api/session/x')).status).toBe(200);
    } finally {
      await gw.close();
      echo.server.close();
    }
  });
});
