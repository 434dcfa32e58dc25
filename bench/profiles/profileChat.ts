/**
 * CPU profile of the chat pipeline in one process (API + reply worker, no gateway, no Kafka relay):
 * the chat service's app and worker against PostgreSQL and Redis, the fake model answering at once.
 *
 *   node --cpu-prof --cpu-prof-dir=.data/profiles --import tsx bench/profiles/profileChat.ts [replies] [concurrency]
 *   npx tsx bench/profiles/summarize.ts .data/profiles/<file>.cpuprofile
 *
 * Needs PostgreSQL (TEST_DATABASE_URL, default sage_test) and Redis (TEST_REDIS_URL).
 */
import { createRedis, createSessionId, redisReady, VISITOR_HEADER } from '@sage/shared';
import {
  createTestSchema,
  SESSION_SECRET_FOR_TESTS,
  silentLogger,
  testEnv,
  uniqueName,
} from '@sage/shared/testing';
import { buildApp } from '../../services/chat/src/app.ts';
import { llmSettings, loadChatConfig } from '../../services/chat/src/config.ts';
import { MIGRATIONS_FOLDER } from '../../services/chat/src/db/migrate.ts';
import type { DB } from '../../services/chat/src/db/types.ts';
import { createReplyQueue } from '../../services/chat/src/jobs/replyQueue.ts';
import { startReplyWorker } from '../../services/chat/src/jobs/replyWorker.ts';
import { createModel } from '../../services/chat/src/llm/index.ts';
import { ReplyHub } from '../../services/chat/src/relayApi.ts';
import { ReplyPublisher, StopWatcher } from '../../services/chat/src/relayWorker.ts';
import { startFakeLlm } from '../../services/chat/test/support/fakeLlm.ts';

const total = Number(process.argv[2] ?? 600);
const concurrency = Number(process.argv[3] ?? 8);
const t = await createTestSchema<DB>('chatprof', MIGRATIONS_FOLDER);
const llm = await startFakeLlm({ chunkDelayMs: 0 });
const config = loadChatConfig({
  NODE_ENV: 'production',
  LOG_LEVEL: 'silent',
  SESSION_SECRET: SESSION_SECRET_FOR_TESTS,
  DATABASE_URL: testEnv.databaseUrl,
  DB_SCHEMA: t.schema,
  REDIS_URL: testEnv.redisUrl,
  QUEUE_PREFIX: uniqueName('chatprof'),
  KAFKA_BROKERS: '127.0.0.1:1',
  OPENAI_BASE_URL: llm.url,
  OPENAI_API_KEY: 'x',
  LLM_MODEL: 'fake',
  SAFETY_SECOND_OPINION: 'off',
});
const redis = createRedis(config.REDIS_URL, 'producer');
const sub = createRedis(config.REDIS_URL, 'worker');
const conn = createRedis(config.REDIS_URL, 'worker');
const pub = createRedis(config.REDIS_URL, 'worker');
const stopSub = createRedis(config.REDIS_URL, 'worker');
await redisReady(redis);
const queue = createReplyQueue(redis, config.QUEUE_PREFIX);
const hub = new ReplyHub(sub, redis, config.QUEUE_PREFIX);
await hub.start();
const app = await buildApp({ config, db: t.db, logger: silentLogger, readiness: {}, queue, hub });
const stops = new StopWatcher(stopSub, pub, config.QUEUE_PREFIX);
await stops.start();
const worker = startReplyWorker({
  db: t.db,
  publisher: new ReplyPublisher(pub, config.QUEUE_PREFIX),
  stops,
  logger: silentLogger,
  model: createModel(llmSettings(config)),
  config,
  connection: conn,
  concurrency: 8,
  lockDurationMs: 30_000,
  stalledIntervalMs: 30_000,
});
await worker.waitUntilReady();

let done = 0;
const latencies: number[] = [];
const started = Date.now();
await Promise.all(
  Array.from({ length: concurrency }, async (_, i) => {
    const visitor = `visitor${i}`.padEnd(22, 'x');
    const sessionId = createSessionId(visitor, SESSION_SECRET_FOR_TESTS);
    while (done < total) {
      const t0 = performance.now();
      const res = await app.inject({
        method: 'POST',
        url: '/api/chat',
        headers: { [VISITOR_HEADER]: visitor },
        payload: {
          message: `Work has been a lot this week ${done}`,
          sessionId,
          mode: 'supportive',
          tone: 'casual',
        },
      });
      if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
      latencies.push(performance.now() - t0);
      done++;
    }
  }),
);
const s = (Date.now() - started) / 1000;
console.log(`${done} replies in ${s.toFixed(1)} s: ${(done / s).toFixed(0)}/s at ${concurrency} concurrent`);
// Where a reply's time goes: BullMQ's own timestamps (added, picked up, finished) against the request's.
const p50 = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
const jobs = await queue.getJobs(['completed'], 0, 10_000);
const pickup = jobs.map((j) => (j.processedOn ?? 0) - j.timestamp);
const run = jobs.map((j) => (j.finishedOn ?? 0) - (j.processedOn ?? 0));
console.log(
  `p50: request ${p50(latencies).toFixed(1)} ms; job added → picked up ${p50(pickup)} ms; picked up → finished ${p50(run)} ms`,
);
await worker.close();
await app.close();
await queue.obliterate({ force: true }).catch(() => undefined);
await queue.close();
for (const c of [redis, sub, conn, pub, stopSub]) c.disconnect();
await llm.close();
await t.drop();
process.exit(0);
