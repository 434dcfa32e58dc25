import { createServer, type IncomingHttpHeaders, request, type Server } from 'node:http';
import { createRedis } from '@sage/shared';
import { browserClient } from '@sage/shared/testing';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, type TestGateway } from '../src/testing.ts';

interface Echo {
  server: Server;
  url: string;
  /** Every request the upstream received (method and path), in order. */
  hits: string[];
}

/** An upstream that echoes what it received, standing in for a service. */
function startEcho(): Promise<Echo> {
  const hits: string[] = [];
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
      hits.push(`${req.method} ${req.url}`);
      if (req.url?.endsWith('/html-error')) {
        res.writeHead(502, { 'content-type': 'text/html' }).end('<h1>Bad gateway</h1>');
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ method: req.method, url: req.url, headers: req.headers, body }));
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, hits, url: `http://127.0.0.1:${(server.address() as { port: number }).port}` }),
    ),
  );
}

interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
  body: any;
}

/** A request with the path exactly as given (fetch would normalise dot segments away). */
function raw(
  base: string,
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body?: string,
  chunked = false,
): Promise<RawResponse> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const req = request({ host: hostname, port, method, path, headers }, (res) => {
      let text = '';
      res.on('data', (c) => {
        text += c;
      });
      res.on('end', () => {
        let parsed: unknown;
        try {
          parsed = text ? JSON.parse(text) : undefined;
        } catch {
          parsed = undefined;
        }
        resolve({ status: res.statusCode!, headers: res.headers, text, body: parsed });
      });
    });
    req.on('error', reject);
    if (chunked && body) {
      req.write(body.slice(0, 10));
      req.end(body.slice(10));
    } else req.end(body);
  });
}

const JSON_POST = { 'content-type': 'application/json' };

/** A logger whose JSON lines a test can read. */
function captureLogs() {
  const lines: Record<string, any>[] = [];
  const logger = pino(
    { level: 'debug', base: { service: 'gateway' } },
    { write: (s: string) => lines.push(JSON.parse(s)) },
  );
  return { logger, lines };
}

const setCookies = (h: Headers) => h.getSetCookie();
const cookieValue = (cookies: string[], name: string) =>
  cookies
    .find((c) => c.startsWith(`${name}=`))
    ?.split(';')[0]
    ?.slice(name.length + 1);

describe('gateway', () => {
  let echo: Echo;
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

  it('issues a signed HttpOnly SameSite=Lax visitor cookie once and forwards the id as the trusted header', async () => {
    const b = browserClient(gw.url);
    const first = await b.get('/api/session/x');
    const cookies = setCookies(first.headers);
    expect(cookies).toHaveLength(2);
    const visitor = cookieValue(cookies, 'sage_visitor');
    expect(visitor).toMatch(/^[\w-]{22}$/);
    expect(cookieValue(cookies, 'sage_visitor_sig')).toMatch(/^[\w-]{43}$/);
    for (const c of cookies) {
      expect(c).toMatch(/; HttpOnly/i);
      expect(c).toMatch(/; SameSite=Lax/i);
      expect(c).toMatch(/; Path=\//);
      // Plain http (local): no Secure, or the browser would drop the cookie.
      expect(c).not.toMatch(/Secure/i);
    }
    expect(first.body.headers['x-sage-visitor']).toBe(visitor);
    const second = await b.get('/api/session/x');
    expect(second.headers.get('set-cookie')).toBeNull();
    expect(second.body.headers['x-sage-visitor']).toBe(visitor);
    expect(second.body.headers.cookie).toBeUndefined();
  });

  it('ignores a visitor cookie it did not sign (forged, tampered or from before signing) and issues a fresh id', async () => {
    const invented = 'AAAAAAAAAAAAAAAAAAAAAA';
    const genuine = browserClient(gw.url);
    await genuine.get('/api/session/x');
    const sig = /sage_visitor_sig=([\w-]{43})/.exec(genuine.cookie)![1]!;
    for (const cookie of [
      `sage_visitor=${invented}`,
      `sage_visitor=${invented}; sage_visitor_sig=${sig}`,
      `sage_visitor=${invented}; sage_visitor_sig=${'A'.repeat(43)}`,
    ]) {
      const r = await browserClient(gw.url).request('GET', '/api/session/x', undefined, { cookie });
      expect(r.body.headers['x-sage-visitor']).not.toBe(invented);
      expect(r.body.headers['x-sage-visitor']).toMatch(/^[\w-]{22}$/);
      expect(cookieValue(setCookies(r.headers), 'sage_visitor')).toBe(r.body.headers['x-sage-visitor']);
    }
  });

  it('over https (X-Forwarded-Proto from nginx) uses __Host- cookies marked Secure, and only those', async () => {
    const https = { 'x-forwarded-proto': 'https' };
    const r = await browserClient(gw.url).request('GET', '/api/session/x', undefined, https);
    const cookies = setCookies(r.headers);
    expect(cookies.map((c) => c.split('=')[0])).toEqual(['__Host-sage_visitor', '__Host-sage_visitor_sig']);
    for (const c of cookies) {
      expect(c).toMatch(/; Secure/);
      expect(c).toMatch(/; Path=\//);
      expect(c).not.toMatch(/Domain=/i);
      expect(c).toMatch(/; HttpOnly/i);
    }
    const pair = cookies.map((c) => c.split(';')[0]).join('; ');
    const again = await raw(gw.url, 'GET', '/api/session/x', { ...https, cookie: pair });
    expect(again.headers['set-cookie']).toBeUndefined();
    expect(again.body.headers['x-sage-visitor']).toBe(r.body.headers['x-sage-visitor']);
    // A pair without the prefix (which a sibling subdomain could plant) does not count over https.
    const plain = pair.replaceAll('__Host-', '');
    const planted = await raw(gw.url, 'GET', '/api/session/x', { ...https, cookie: plain });
    expect(planted.body.headers['x-sage-visitor']).not.toBe(r.body.headers['x-sage-visitor']);
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
    expect(given.headers.get('x-request-id')).toBe('trace-123');
  });

  it('replaces a client request id that is not well-formed', async () => {
    for (const bad of ['has spaces in it', 'x'.repeat(65), 'a/b', '{"json":1}', 'a\tb', 'a,b', '']) {
      const r = await raw(gw.url, 'GET', '/api/quiz/attachment', { 'x-request-id': bad });
      expect(r.status).toBe(200);
      const id = r.headers['x-request-id'];
      expect(id).not.toBe(bad);
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      expect(r.body.headers['x-request-id']).toBe(id);
    }
    const max = 'A.b_c-9'.repeat(9).slice(0, 64);
    expect(
      (await raw(gw.url, 'GET', '/api/quiz/attachment', { 'x-request-id': max })).headers['x-request-id'],
    ).toBe(max);
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

  it('answers JSON for malformed HTTP, streamed bodies and non-JSON upstream errors', async () => {
    const malformed = await raw(gw.url, 'POST', '/api/chat', { ...JSON_POST, 'content-length': 'abc' }, '{}');
    expect(malformed.status).toBe(400);
    expect(malformed.body.error.code).toBe('bad_request');
    // A streamed (chunked) body cannot be held to BODY_LIMIT before it reaches the service.
    const hits = echo.hits.length;
    const chunked = await raw(gw.url, 'POST', '/api/chat', JSON_POST, `{"m":"${'x'.repeat(5000)}"}`, true);
    expect(chunked.status).toBe(411);
    expect(chunked.body.error.code).toBe('length_required');
    expect(echo.hits.length).toBe(hits);
    const html = await raw(gw.url, 'GET', '/api/quiz/html-error');
    expect(html.status).toBe(502);
    expect(html.headers['content-type']).toMatch(/application\/json/);
    expect(html.body.error.code).toBe('upstream_error');
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

describe('gateway rate limits: one spelling per path', () => {
  it('answers 400 JSON for a path spelt any other way, before it reaches a budget or a service', async () => {
    const echo = await startEcho();
    const gw = await startTestGateway({ CONTACT_URL: echo.url });
    try {
      const r = await raw(gw.url, 'POST', '/api/contac%74', JSON_POST, '{}');
      expect(r.status).toBe(400);
      expect(r.body.error.code).toBe('invalid_path');
      expect(echo.hits).toEqual([]);
    } finally {
      await gw.close();
      echo.server.close();
    }
  });

  it('keeps every budget whatever the spelling once it is spent', async () => {
    const echo = await startEcho();
    const gw = await startTestGateway({
      SESSION_URL: echo.url,
      CHAT_URL: echo.url,
      CONTACT_URL: echo.url,
      RATE_LIMIT_SESSIONS_PER_MINUTE: '1',
      RATE_LIMIT_CHAT_PER_MINUTE: '1',
      RATE_LIMIT_CONTACT_PER_HOUR: '1',
    });
    const spellings: Record<string, string[]> = {
      '/api/contact': [
        '/api/contac%74',
        '//api/contact',
        '/api/./contact',
        '/api/contact/',
        '/API/contact',
        '/api/x/../contact',
        '/api//contact',
        '/api/contact%2F',
      ],
      // /api/chat and /api/chat/stream share the chat budget.
      '/api/chat': [
        '/api/chat/stream',
        '/api/chat/abc/regenerate',
        '/api/chat/abc/regenerat%65',
        '/api/cha%74',
        '/api/chat/',
        '//api/chat',
        '/api/chat/%73tream',
        '/api/chat/./stream',
        '/api/chat//stream',
      ],
      '/api/session': ['/api/sessio%6E', '/api/session/', '/api/./session'],
    };
    try {
      for (const [canonical, others] of Object.entries(spellings)) {
        expect((await raw(gw.url, 'POST', canonical, JSON_POST, '{}')).status).toBe(200);
        const spent = await raw(gw.url, 'POST', canonical, JSON_POST, '{}');
        expect(spent.status).toBe(429);
        const hits = echo.hits.length;
        for (const path of others) {
          const r = await raw(gw.url, 'POST', path, JSON_POST, '{}');
          expect([400, 404, 429], `${path} answered ${r.status}`).toContain(r.status);
          expect(r.headers['content-type']).toMatch(/application\/json/);
          expect(r.body.error.code).toBeTruthy();
        }
        expect(echo.hits.length, `a spelling of ${canonical} reached the service`).toBe(hits);
      }
    } finally {
      await gw.close();
      echo.server.close();
    }
  });
});

describe('gateway rate limiter and Redis', () => {
  it('takes every budget of a request in one Redis round trip, under the configured prefix; far from full, from memory', async () => {
    const echo = await startEcho();
    const redis = createRedis(process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379', 'producer');
    const sent: string[] = [];
    const send = redis.sendCommand.bind(redis);
    redis.sendCommand = ((command: { name: string }, ...rest: unknown[]) => {
      sent.push(command.name);
      return (send as (...a: unknown[]) => unknown)(command, ...rest);
    }) as typeof redis.sendCommand;
    const prefix = `gwrt_${Date.now()}`;
    const gw = await startTestGateway(
      { CONTACT_URL: echo.url, QUEUE_PREFIX: prefix, RATE_LIMIT_CONTACT_PER_HOUR: '100' },
      { redis },
    );
    try {
      const b = browserClient(gw.url);
      expect((await b.post('/api/contact', {})).status).toBe(200); // loads the script if Redis lacks it
      // Both budgets are now known far from full: the next requests wait for no Redis round trip, and their
      // counts reach Redis together, a flush every 50 ms.
      sent.length = 0;
      const statuses = await Promise.all(Array.from({ length: 10 }, () => b.post('/api/contact', {})));
      expect(statuses.map((r) => r.status)).toEqual(Array(10).fill(200));
      await new Promise((r) => setTimeout(r, 150));
      expect(sent.length).toBeGreaterThan(0);
      expect(sent.length).toBeLessThanOrEqual(5);
      const keys = await redis.keys(`${prefix}:rate:*`);
      expect((await Promise.all(keys.map((k) => redis.get(k)))).map(Number)).toEqual([11, 11]);
      expect(keys.map((k) => k.split(':').slice(0, 3).join(':')).sort()).toEqual([
        `${prefix}:rate:all`,
        `${prefix}:rate:contact`,
      ]);
      expect(keys.join(' ')).not.toMatch(/undefined|127\.0\.0\.1/);
      expect(Math.max(...(await Promise.all(keys.map((k) => redis.pttl(k)))))).toBeLessThanOrEqual(3_600_000);
      await redis.del(...keys);
    } finally {
      await gw.close();
      redis.disconnect();
      echo.server.close();
    }
  });

  it('without Redis enforces the same budgets per process, counts those decisions and warns once', async () => {
    const echo = await startEcho();
    const redis = createRedis('redis://127.0.0.1:1', 'producer');
    redis.on('error', () => {});
    const { logger, lines } = captureLogs();
    const gw = await startTestGateway(
      { CONTACT_URL: echo.url, RATE_LIMIT_CONTACT_PER_HOUR: '2' },
      { redis, logger },
    );
    try {
      const b = browserClient(gw.url);
      const statuses = [];
      for (let i = 0; i < 5; i++) statuses.push((await b.post('/api/contact', {})).status);
      expect(statuses).toEqual([200, 200, 429, 429, 429]);
      const metrics = (await b.get('/metrics')).text;
      expect(metrics).toMatch(/gateway_rate_limit_degraded_total\{[^}]*outcome="allowed"[^}]*\} 2/);
      expect(metrics).toMatch(/gateway_rate_limit_degraded_total\{[^}]*outcome="refused"[^}]*\} 3/);
      const warnings = lines.filter((l) => /rate limiter/.test(l.msg));
      expect(warnings).toHaveLength(1);
      expect(warnings[0]!.level).toBe(40);
    } finally {
      await gw.close();
      redis.disconnect();
      echo.server.close();
    }
  });
});

describe('gateway visitor cookie key rotation', () => {
  it('accepts and re-signs cookies of the previous key while it is set, not after', async () => {
    const echo = await startEcho();
    const K1 = 'k1-k1-k1-k1-k1-k1-k1-k1-k1-k1-k1-k1';
    const K2 = 'k2-k2-k2-k2-k2-k2-k2-k2-k2-k2-k2-k2';
    const before = await startTestGateway({ SESSION_URL: echo.url, VISITOR_COOKIE_SECRET: K1 });
    const during = await startTestGateway({
      SESSION_URL: echo.url,
      VISITOR_COOKIE_SECRET: K2,
      VISITOR_COOKIE_SECRET_PREVIOUS: K1,
    });
    const after = await startTestGateway({ SESSION_URL: echo.url, VISITOR_COOKIE_SECRET: K2 });
    try {
      const first = await browserClient(before.url).get('/api/session/x');
      const visitor = first.body.headers['x-sage-visitor'];
      const oldPair = setCookies(first.headers)
        .map((c) => c.split(';')[0])
        .join('; ');
      const rotated = await raw(during.url, 'GET', '/api/session/x', { cookie: oldPair });
      expect(rotated.body.headers['x-sage-visitor']).toBe(visitor);
      const reissued = (rotated.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]).join('; ');
      expect(reissued).toContain(`sage_visitor=${visitor}`);
      expect(reissued).not.toBe(oldPair);
      // Re-signed with the new key: still the same visitor once the previous key is gone.
      const kept = await raw(after.url, 'GET', '/api/session/x', { cookie: reissued });
      expect(kept.body.headers['x-sage-visitor']).toBe(visitor);
      expect(kept.headers['set-cookie']).toBeUndefined();
      // A cookie never re-signed is worthless after the grace period.
      const lost = await raw(after.url, 'GET', '/api/session/x', { cookie: oldPair });
      expect(lost.body.headers['x-sage-visitor']).not.toBe(visitor);
    } finally {
      await Promise.all([before.close(), during.close(), after.close()]);
      echo.server.close();
    }
  });
});

describe('gateway logs', () => {
  it('writes one line per request with method, route, status, duration and request id; no address, no session id', async () => {
    const echo = await startEcho();
    const { logger, lines } = captureLogs();
    const gw = await startTestGateway({ SESSION_URL: echo.url }, { logger });
    const sessionId = 'Zm9vYmFyYmF6cXV4cXV1eA.c2Vzc2lvbi1tYWMtc2Vzc2lvbi1tYWMtc2Vzc2lvbi1tYWM';
    try {
      const r = await raw(gw.url, 'GET', `/api/session/${sessionId}?x=1`, {
        'x-request-id': 'log-test-1',
        'x-forwarded-for': '203.0.113.9',
      });
      expect(r.status).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 50));
      const mine = lines.filter((l) => l.reqId === 'log-test-1');
      expect(mine, JSON.stringify(mine)).toHaveLength(1);
      expect(mine[0]).toMatchObject({
        method: 'GET',
        route: '/api/session/*',
        status: 200,
        level: 30,
      });
      expect(typeof mine[0]!.durationMs).toBe('number');
      // Every line written while serving requests (the start-up line names the listening address).
      const all = JSON.stringify(lines.filter((l) => !/^Server listening/.test(l.msg)));
      expect(all).not.toContain('203.0.113');
      expect(all).not.toContain('127.0.0.1');
      expect(all).not.toContain(sessionId);
      expect(all).not.toMatch(/remoteAddress|"url"/);
    } finally {
      await gw.close();
      echo.server.close();
    }
  });
});
