import { createServer, type Server } from 'node:http';
import { Redis } from 'ioredis';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { createDb } from '../src/db.ts';
import { heartbeatInstancesKey, heartbeatKey, stackHealth, startHeartbeat } from '../src/health.ts';
import { createRedis, redisReady } from '../src/redis.ts';
import { testEnv, uniqueName } from '../src/testing/index.ts';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('a pool that loses its Postgres connections', () => {
  it('keeps the process alive and opens new connections', async () => {
    const app = uniqueName('pooltest');
    const url = new URL(testEnv.databaseUrl);
    url.searchParams.set('application_name', app);
    const warnings: string[] = [];
    const db = createDb<any>({
      connectionString: url.toString(),
      schema: 'public',
      max: 4,
      logger: { warn: (_o, msg) => warnings.push(msg) },
    });
    const admin = createDb<any>({ connectionString: testEnv.databaseUrl, schema: 'public', max: 1 });
    const uncaught: unknown[] = [];
    const onUncaught = (e: unknown) => uncaught.push(e);
    process.on('uncaughtException', onUncaught);
    try {
      // Idle clients in the pool, and one checked out inside a transaction waiting on the application.
      await Promise.all([1, 2, 3].map(() => sql`select pg_sleep(0.05)`.execute(db)));
      let release!: () => void;
      const inTrx = db
        .transaction()
        .execute(async (trx) => {
          await sql`select 1`.execute(trx);
          await new Promise<void>((r) => {
            release = r;
          });
          await sql`select 1`.execute(trx);
        })
        .then(
          () => 'committed',
          () => 'failed',
        );
      await sleep(100);
      const killed = await sql<{ n: number }>`
        select count(pg_terminate_backend(pid))::int as n from pg_stat_activity where application_name = ${app}`.execute(
        admin,
      );
      expect(killed.rows[0]!.n).toBeGreaterThanOrEqual(2);
      await sleep(200);
      release();
      expect(await inTrx).toBe('failed');
      const again = await sql<{ x: number }>`select 1 as x`.execute(db);
      expect(again.rows[0]!.x).toBe(1);
      expect(uncaught).toEqual([]);
      expect(warnings.length).toBeGreaterThan(0);
    } finally {
      process.off('uncaughtException', onUncaught);
      await db.destroy();
      await admin.destroy();
    }
  });
});

describe('stack health', () => {
  const servers: Server[] = [];
  const clients: Redis[] = [];
  afterAll(async () => {
    for (const s of servers) s.close();
    for (const c of clients) c.disconnect();
  });
  function upstream(status: number, body: object): Promise<string> {
    const server = createServer((_req, res) => {
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    });
    servers.push(server);
    return new Promise((resolve) =>
      server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as any).port}`)),
    );
  }

  it('is 200 degraded naming Kafka, and 503 once a heartbeat expires', async () => {
    const redis = createRedis(testEnv.redisUrl, 'producer');
    clients.push(redis);
    await redisReady(redis);
    const prefix = uniqueName('hb');
    const ready = await upstream(200, { status: 'ready', checks: { postgres: 'up' } });
    const degraded = await upstream(200, {
      status: 'degraded',
      checks: { postgres: 'up', kafka: 'down' },
      degraded: ['kafka'],
    });
    const beat = startHeartbeat({
      redis,
      prefix,
      name: 'chat-worker',
      instance: 'chat-worker',
      intervalMs: 100,
      ttlMs: 400,
    });
    const upstreams = [
      { name: 'session', url: ready },
      { name: 'chat', url: degraded },
    ];
    await sleep(150);
    const healthy = await stackHealth({ upstreams, redis, prefix, processes: ['chat-worker'] });
    expect(healthy).toEqual({
      ok: true,
      body: {
        status: 'degraded',
        services: { session: 'up', chat: 'degraded' },
        processes: { 'chat-worker': 'up' },
        instances: { 'chat-worker': { 'chat-worker': 'up' } },
        degraded: ['kafka'],
      },
    });
    await beat.stop();
    await sleep(500);
    expect(await redis.exists(heartbeatKey(prefix, 'chat-worker'))).toBe(0);
    const dead = await stackHealth({ upstreams, redis, prefix, processes: ['chat-worker'] });
    expect(dead.ok).toBe(false);
    expect(dead.body.status).toBe('unavailable');
    expect(dead.body.down).toEqual(['chat-worker']);
  });

  it('names every instance of a kind; a killed one as down, a stopped one not at all', async () => {
    const redis = createRedis(testEnv.redisUrl, 'producer');
    clients.push(redis);
    await redisReady(redis);
    const prefix = uniqueName('hbi');
    const beat = (instance: string) =>
      startHeartbeat({ redis, prefix, name: 'chat-worker', instance, intervalMs: 100, ttlMs: 400 });
    const beats = ['chat-worker', 'chat-worker-2', 'chat-worker-10', 'chat-worker-3'].map(beat);
    // The mail worker's kind: one instance that died without a graceful stop ten seconds ago (its own key
    // expired, its name still in the list), beside a live one: the list's order (by last beat) is not
    // the answer's (by name).
    const mail = startHeartbeat({ redis, prefix, name: 'mail-worker', instance: 'b', intervalMs: 100 });
    await redis.zadd(heartbeatInstancesKey(prefix, 'mail-worker'), Date.now() - 10_000, 'z');
    await sleep(250);
    const processes = ['chat-worker', 'mail-worker'];
    const all = await stackHealth({ upstreams: [], redis, prefix, processes });
    expect(all.body.status).toBe('ok');
    expect(all.body.processes).toEqual({ 'chat-worker': 'up', 'mail-worker': 'up' });
    expect(all.body.instances).toEqual({
      'chat-worker': {
        'chat-worker': 'up',
        'chat-worker-2': 'up',
        'chat-worker-3': 'up',
        'chat-worker-10': 'up',
      },
      'mail-worker': { b: 'up', z: 'down' },
    });
    // Key order too: numbers in names sort as numbers.
    expect(Object.keys(all.body.instances['chat-worker']!)).toEqual([
      'chat-worker',
      'chat-worker-2',
      'chat-worker-3',
      'chat-worker-10',
    ]);
    await beats[1]!.stop();
    const fewer = await stackHealth({ upstreams: [], redis, prefix, processes });
    expect(Object.keys(fewer.body.instances['chat-worker']!)).toEqual([
      'chat-worker',
      'chat-worker-3',
      'chat-worker-10',
    ]);
    expect(fewer.body.status).toBe('ok');
    await Promise.all([...beats.map((b) => b.stop()), mail.stop()]);
  });

  it('lets a producer ride out its connection being killed', async () => {
    const name = uniqueName('blip');
    const redis = createRedis(testEnv.redisUrl, 'producer');
    const admin = new Redis(testEnv.redisUrl);
    clients.push(redis, admin);
    redis.on('error', () => undefined);
    await redisReady(redis);
    // Only this client's connection: the Redis is shared with other tests.
    const id = (await redis.client('ID')) as number;
    const killed = (await admin.client('KILL', 'ID', String(id))) as number;
    expect(killed).toBe(1);
    // Sent while the connection is down: waits for the reconnect instead of failing at once.
    const started = Date.now();
    expect(await redis.set(`${name}:k`, '1', 'PX', 5_000)).toBe('OK');
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});
