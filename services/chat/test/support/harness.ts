/**
 * The chat service's integration rig: a schema, the fake model, the API behind a test gateway, the reply
 * worker, the outbox relay, and an event-stream reader. Just over 300 lines: the rig and its stream
 * reader are used together by every integration test of the service.
 */
import { startTestGateway, type TestGateway } from '@sage/gateway/testing';
import {
  createKafka,
  createProducer,
  createRedis,
  createSessionId,
  type OutboxRelay,
  type Redis,
  redisReady,
  type ServiceApp,
  startOutboxRelay,
  VISITOR_COOKIE,
} from '@sage/shared';
import {
  browserClient,
  createTestSchema,
  SESSION_SECRET_FOR_TESTS,
  silentLogger,
  type TestSchema,
  testEnv,
  uniqueName,
} from '@sage/shared/testing';
import type { Consumer } from 'kafkajs';
import { buildApp } from '../../src/app.ts';
import { type Config, llmSettings, loadChatConfig, secondOpinionSettings } from '../../src/config.ts';
import { startPurgeConsumer } from '../../src/consumers/purge.ts';
import { startQuizProjection } from '../../src/consumers/quizResults.ts';
import { MIGRATIONS_FOLDER } from '../../src/db/migrate.ts';
import type { DB } from '../../src/db/types.ts';
import { QueueLoad } from '../../src/domain/queueLoad.ts';
import { createReplyQueue, type ReplyQueue } from '../../src/jobs/replyQueue.ts';
import { startReplyWorker } from '../../src/jobs/replyWorker.ts';
import { createModel } from '../../src/llm/index.ts';
import { createModelLimits } from '../../src/llm/limits.ts';
import { configuredSecondOpinion } from '../../src/llm/secondOpinion.ts';
import { ReplyHub } from '../../src/relayApi.ts';
import { ReplyPublisher, StopWatcher } from '../../src/relayWorker.ts';
import { type FakeLlm, startFakeLlm } from './fakeLlm.ts';

export interface HarnessOptions {
  /** Env overrides for the chat config. */
  env?: Record<string, string>;
  /** Start the reply worker in this process (default true). */
  worker?: boolean;
  /** Point the worker at the fake LLM (default true); false runs the offline companion. */
  llm?: boolean;
  /** Start the Kafka consumers (quiz projection, purges). */
  consumers?: boolean;
}

export interface ChatHarness {
  t: TestSchema<DB>;
  config: Config;
  /** The env the config came from, for worker child processes. */
  env: Record<string, string>;
  llm: FakeLlm;
  gateway: TestGateway;
  app: ServiceApp;
  queue: ReplyQueue;
  relay: OutboxRelay;
  startWorker(): Promise<void>;
  stopWorker(): Promise<void>;
  /** A browser with its visitor cookie and a session id of its own. */
  newVisitor(): Promise<Visitor>;
  close(): Promise<void>;
}

export type Visitor = ReturnType<typeof browserClient> & { sessionId: string; visitorId: string };

export async function startChatHarness(opts: HarnessOptions = {}): Promise<ChatHarness> {
  const t = await createTestSchema<DB>('chat', MIGRATIONS_FOLDER);
  const llm = await startFakeLlm();
  const env: Record<string, string> = {
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    SESSION_SECRET: SESSION_SECRET_FOR_TESTS,
    DATABASE_URL: testEnv.databaseUrl,
    DB_SCHEMA: t.schema,
    REDIS_URL: testEnv.redisUrl,
    QUEUE_PREFIX: uniqueName('chatq'),
    KAFKA_BROKERS: testEnv.kafkaBrokers,
    KAFKA_TOPIC_PREFIX: `${uniqueName('t')}.`,
    ...(opts.llm === false ? {} : { OPENAI_BASE_URL: llm.url, OPENAI_API_KEY: 'test-key' }),
    LLM_MODEL: 'fake-model',
    LLM_TIMEOUT_MS: '1500',
    LLM_MAX_ATTEMPTS: '2',
    LLM_BACKOFF_MS: '50',
    CHAT_REPLY_WAIT_MS: '10000',
    CHAT_WORKER_CONCURRENCY: '4',
    WORKER_LOCK_DURATION_MS: '1000',
    WORKER_STALLED_INTERVAL_MS: '500',
    // Tests that count the model's calls see only the reply's; the second opinion's own tests turn it on.
    SAFETY_SECOND_OPINION: 'off',
    SAFETY_SECOND_OPINION_TIMEOUT_MS: '400',
    ...opts.env,
  };
  const config = loadChatConfig(env);

  const redis = createRedis(config.REDIS_URL, 'producer');
  const subscriber = createRedis(config.REDIS_URL, 'worker');
  await redisReady(redis);
  const queue = createReplyQueue(redis, config.QUEUE_PREFIX);
  const hub = new ReplyHub(subscriber, redis, config.QUEUE_PREFIX);
  await hub.start();
  const load = new QueueLoad(
    queue,
    redis,
    {
      maxWaitMs: config.CHAT_QUEUE_MAX_WAIT_MS,
      maxWaiting: config.CHAT_QUEUE_MAX_WAITING,
      sampleMs: 50,
    },
    silentLogger,
  ).start();
  const app = await buildApp({
    config,
    db: t.db,
    logger: silentLogger,
    readiness: {},
    queue,
    load,
    hub,
    pingMs: 1_000,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const kafka = createKafka(
    uniqueName('chat-test'),
    config.KAFKA_BROKERS,
    silentLogger,
    testEnv.kafkaOptions,
  );
  const relay = startOutboxRelay({
    db: t.db,
    producer: createProducer(kafka),
    logger: silentLogger,
    lockName: t.schema,
  });
  const gateway = await startTestGateway({
    CHAT_URL: `http://127.0.0.1:${(app.server.address() as { port: number }).port}`,
  });
  const consumers: Consumer[] = [];
  if (opts.consumers) {
    const o = { kafka, db: t.db, logger: silentLogger, topicPrefix: config.KAFKA_TOPIC_PREFIX };
    consumers.push(await startQuizProjection(o), await startPurgeConsumer(o));
  }

  let worker: { w: ReturnType<typeof startReplyWorker>; clients: Redis[] } | undefined;
  async function startWorker() {
    if (worker) return;
    const connection = createRedis(config.REDIS_URL, 'worker');
    const publisher = createRedis(config.REDIS_URL, 'worker');
    const stopSub = createRedis(config.REDIS_URL, 'worker');
    const stops = new StopWatcher(stopSub, publisher, config.QUEUE_PREFIX);
    await stops.start();
    const w = startReplyWorker({
      db: t.db,
      publisher: new ReplyPublisher(publisher, config.QUEUE_PREFIX),
      stops,
      logger: silentLogger,
      model: createModel(llmSettings(config)),
      secondOpinion: configuredSecondOpinion(
        secondOpinionSettings(config),
        config.SAFETY_SECOND_OPINION_TIMEOUT_MS,
      ),
      limits: createModelLimits(publisher, {
        requestsPerMinute: config.LLM_REQUESTS_PER_MINUTE,
        tokensPerMinute: config.LLM_TOKENS_PER_MINUTE,
        prefix: config.QUEUE_PREFIX,
      }),
      config,
      connection,
      concurrency: config.CHAT_WORKER_CONCURRENCY,
      lockDurationMs: config.WORKER_LOCK_DURATION_MS,
      stalledIntervalMs: config.WORKER_STALLED_INTERVAL_MS,
    });
    await w.waitUntilReady();
    worker = { w, clients: [connection, publisher, stopSub] };
  }
  async function stopWorker() {
    if (!worker) return;
    await worker.w.close();
    for (const c of worker.clients) c.disconnect();
    worker = undefined;
  }
  if (opts.worker !== false) await startWorker();

  return {
    t,
    config,
    env,
    llm,
    gateway,
    app,
    queue,
    relay,
    startWorker,
    stopWorker,
    async newVisitor() {
      const browser = browserClient(gateway.url);
      await browser.get('/api/chat/warm-up-the-cookie');
      const visitorId = decodeURIComponent(browser.cookie.split(`${VISITOR_COOKIE}=`)[1]!.split(';')[0]!);
      return Object.assign(browser, {
        visitorId,
        sessionId: createSessionId(visitorId, SESSION_SECRET_FOR_TESTS),
      });
    },
    async close() {
      await stopWorker();
      await gateway.close();
      await app.close();
      load.stop();
      for (const c of consumers) await c.disconnect();
      await relay.stop();
      await queue.obliterate({ force: true }).catch(() => undefined);
      await queue.close();
      subscriber.disconnect();
      redis.disconnect();
      await llm.close();
      await t.drop();
    },
  };
}

export interface SseEvent {
  event: string;
  data: any;
  /** The `id:` field (a delta's number in the reply's log). */
  id?: string;
}

export interface SseStream {
  status: number;
  headers: Headers;
  /** JSON body when the answer was not a stream (validation errors). */
  body?: any;
  events: SseEvent[];
  comments: string[];
  /** Resolves when an event matching `predicate` has arrived. */
  until(predicate: (e: SseEvent) => boolean, timeoutMs?: number): Promise<SseEvent>;
  /** Resolves when the stream ends. */
  finished: Promise<void>;
}

/**
 * POST /api/chat/stream as the given browser, reading events as they arrive. `opts` reads another
 * event stream (GET /api/chat/:id/stream, POST /api/chat/:id/regenerate) or lets the test drop it.
 */
export async function openStream(
  baseUrl: string,
  cookie: string,
  body: unknown,
  opts: { path?: string; method?: 'GET' | 'POST'; signal?: AbortSignal } = {},
): Promise<SseStream> {
  const method = opts.method ?? 'POST';
  const res = await fetch(`${baseUrl}${opts.path ?? '/api/chat/stream'}`, {
    method,
    headers: {
      ...(method === 'POST' ? { 'content-type': 'application/json' } : {}),
      accept: 'text/event-stream',
      cookie,
    },
    ...(method === 'POST' ? { body: JSON.stringify(body) } : {}),
    ...(opts.signal ? { signal: opts.signal } : {}),
  });
  const events: SseEvent[] = [];
  const comments: string[] = [];
  const waiters: { predicate: (e: SseEvent) => boolean; resolve: (e: SseEvent) => void }[] = [];
  if (!(res.headers.get('content-type') ?? '').startsWith('text/event-stream')) {
    const text = await res.text();
    return {
      status: res.status,
      headers: res.headers,
      body: text ? JSON.parse(text) : undefined,
      events,
      comments,
      until: () => Promise.reject(new Error('not a stream')),
      finished: Promise.resolve(),
    };
  }
  const finished = (async () => {
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let buf = '';
    for (;;) {
      const { done, value } = await reader.read().catch(() => ({ done: true, value: undefined }));
      if (done) break;
      buf += decoder.decode(value, { stream: true });
      let cut = buf.indexOf('\n\n');
      while (cut !== -1) {
        const block = buf.slice(0, cut);
        buf = buf.slice(cut + 2);
        cut = buf.indexOf('\n\n');
        let event = 'message';
        let id: string | undefined;
        const data: string[] = [];
        for (const line of block.split('\n')) {
          if (line.startsWith(':')) comments.push(line.slice(1).trim());
          else if (line.startsWith('id: ')) id = line.slice(4);
          else if (line.startsWith('event: ')) event = line.slice(7);
          else if (line.startsWith('data: ')) data.push(line.slice(6));
        }
        if (data.length === 0) continue;
        const e: SseEvent = { event, data: JSON.parse(data.join('\n')), ...(id ? { id } : {}) };
        events.push(e);
        for (const w of [...waiters]) {
          if (w.predicate(e)) {
            waiters.splice(waiters.indexOf(w), 1);
            w.resolve(e);
          }
        }
      }
    }
  })();
  return {
    status: res.status,
    headers: res.headers,
    events,
    comments,
    finished,
    until(predicate, timeoutMs = 15_000) {
      const seen = events.find(predicate);
      if (seen) return Promise.resolve(seen);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`no matching event; saw ${events.map((e) => e.event).join(',')}`)),
          timeoutMs,
        );
        waiters.push({
          predicate,
          resolve: (e) => {
            clearTimeout(timer);
            resolve(e);
          },
        });
      });
    },
  };
}
