import { startTestGateway, type TestGateway } from '@sage/gateway/testing';
import { createKafka, createProducer, type OutboxRelay, startOutboxRelay } from '@sage/shared';
import {
  browserClient,
  createTestSchema,
  readTopics,
  SESSION_SECRET_FOR_TESTS,
  silentLogger,
  type TestSchema,
  testEnv,
  uniqueName,
} from '@sage/shared/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { MIGRATIONS_FOLDER } from '../src/db/migrate.ts';
import type { DB } from '../src/db/types.ts';

describe('session service through the gateway', () => {
  let t: TestSchema<DB>;
  let gateway: TestGateway;
  let relay: OutboxRelay;
  let close: () => Promise<void>;
  const topicPrefix = `${uniqueName('t')}.`;

  beforeAll(async () => {
    t = await createTestSchema<DB>('session', MIGRATIONS_FOLDER);
    const app = await buildApp({
      config: { SESSION_SECRET: SESSION_SECRET_FOR_TESTS, KAFKA_TOPIC_PREFIX: topicPrefix },
      db: t.db,
      logger: silentLogger,
      readiness: {},
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const kafka = createKafka('session-test', testEnv.kafkaBrokers, silentLogger);
    relay = startOutboxRelay({
      db: t.db,
      producer: createProducer(kafka),
      logger: silentLogger,
      lockName: t.schema,
    });
    gateway = await startTestGateway({
      SESSION_URL: `http://127.0.0.1:${(app.server.address() as { port: number }).port}`,
    });
    close = () => app.close();
  });

  afterAll(async () => {
    await gateway.close();
    await close();
    await relay.stop();
    await t.drop();
  });

  it('creates, reads, updates and closes a session, one event per state change', async () => {
    const browser = browserClient(gateway.url);
    const created = await browser.post('/api/session', { saveHistory: false });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      sessionId: expect.stringMatching(/^[\w-]{22}\.[\w-]{43}$/),
      saveHistory: false,
    });
    const id = created.body.sessionId as string;

    const read = await browser.get(`/api/session/${id}`);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ sessionId: id, saveHistory: false, createdAt: expect.any(String) });

    expect((await browser.patch(`/api/session/${id}`, { saveHistory: true })).body).toEqual({
      sessionId: id,
      saveHistory: true,
    });
    expect((await browser.patch(`/api/session/${id}`, { saveHistory: true })).status).toBe(200); // no change, no event
    expect((await browser.post(`/api/session/${id}/close`)).status).toBe(204);
    expect((await browser.post(`/api/session/${id}/close`)).status).toBe(204); // idempotent, no event

    await relay.flush();
    const reader = await readTopics(testEnv.kafkaBrokers, [`${topicPrefix}session.events.v1`]);
    const events = await reader.waitFor((e) => e.some((x) => x.type === 'session.closed'));
    await new Promise((r) => setTimeout(r, 300));
    await reader.close();
    const mine = events.filter((e) => e.key === id);
    expect(mine.map((e) => e.type)).toEqual(['session.created', 'session.updated', 'session.closed']);
    expect(mine[0]!.payload).toEqual({ sessionId: id, saveHistory: false });
    expect(mine[1]!.payload).toEqual({ sessionId: id, saveHistory: true });
  });

  it('defaults saveHistory to true and keeps last_seen_at current', async () => {
    const browser = browserClient(gateway.url);
    const created = await browser.post('/api/session', {});
    expect(created.body.saveHistory).toBe(true);
    const id = created.body.sessionId as string;
    const before = await t.db
      .selectFrom('sessions')
      .select('last_seen_at')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    await new Promise((r) => setTimeout(r, 20));
    await browser.get(`/api/session/${id}`);
    const after = await t.db
      .selectFrom('sessions')
      .select('last_seen_at')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(after.last_seen_at.getTime()).toBeGreaterThan(before.last_seen_at.getTime());
  });

  it('answers 404 alike for foreign, forged and unknown ids', async () => {
    const owner = browserClient(gateway.url);
    const stranger = browserClient(gateway.url);
    const id = (await owner.post('/api/session', {})).body.sessionId as string;
    await stranger.get('/api/session/warmup-cookie');
    const foreign = await stranger.get(`/api/session/${id}`);
    const forged = await owner.get(`/api/session/${id.slice(0, -2)}xx`);
    const unknown = await owner.get('/api/session/not-a-session');
    for (const r of [foreign, forged, unknown]) {
      expect(r.status).toBe(404);
      expect(r.body).toEqual({ error: { code: 'not_found', message: 'Session not found' } });
    }
    expect((await stranger.patch(`/api/session/${id}`, { saveHistory: false })).status).toBe(404);
    expect((await stranger.post(`/api/session/${id}/close`)).status).toBe(404);
  });

  it('rejects unknown fields and wrong types with 400 naming the field', async () => {
    const browser = browserClient(gateway.url);
    const extra = await browser.post('/api/session', { saveHistory: true, admin: true });
    expect(extra.status).toBe(400);
    expect(extra.body.error.message).toContain('admin');
    const wrong = await browser.post('/api/session', { saveHistory: 'yes' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.message).toContain('saveHistory');
    const id = (await browser.post('/api/session', {})).body.sessionId as string;
    const missing = await browser.patch(`/api/session/${id}`, {});
    expect(missing.status).toBe(400);
    expect(missing.body.error.message).toContain('saveHistory');
  });
});
