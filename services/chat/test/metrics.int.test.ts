import { createServer } from 'node:net';
import { createRedis, stackHealth } from '@sage/shared';
import { metricSample } from '@sage/shared/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ChatHarness, startChatHarness } from './support/harness.ts';
import { type WorkerProcess as Spawned, spawnWorkerProcess } from './support/workerProcess.ts';

const SLOW = 300_000;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function freePort(): Promise<number> {
  const s = createServer();
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', () => r()));
  const { port } = s.address() as { port: number };
  await new Promise((r) => s.close(r));
  return port;
}

interface WorkerProcess extends Spawned {
  name: string;
  port: number;
}

/**
 * Three reply worker processes (src/worker.ts, as `CHAT_WORKERS=3 make up` runs them), each with its own
 * METRICS_PORT, sharing one queue: every one of them writes replies, and each one's /metrics shows the
 * queue, the model, the second opinion and the replies it wrote.
 */
describe('three reply workers and their /metrics', () => {
  let h: ChatHarness;
  const workers: WorkerProcess[] = [];

  async function startWorker(name: string): Promise<WorkerProcess> {
    const port = await freePort();
    const w = {
      name,
      port,
      ...spawnWorkerProcess({
        ...h.env,
        LOG_LEVEL: 'info',
        INSTANCE_NAME: name,
        METRICS_PORT: String(port),
        // One reply at a time each, so the queue's replies spread over the three.
        CHAT_WORKER_CONCURRENCY: '1',
        SAFETY_SECOND_OPINION: 'classify',
        SAFETY_SECOND_OPINION_TIMEOUT_MS: '1000',
      }),
    };
    workers.push(w);
    return w;
  }

  async function ready(w: WorkerProcess): Promise<void> {
    const start = Date.now();
    while (!/reply worker ready/.test(w.output())) {
      if (Date.now() - start > SLOW - 30_000) throw new Error(`${w.name} never got ready:\n${w.output()}`);
      if (w.child.exitCode !== null) throw new Error(`${w.name} exited early:\n${w.output()}`);
      await sleep(100);
    }
  }

  const scrape = async (w: WorkerProcess) => {
    const res = await fetch(`http://127.0.0.1:${w.port}/metrics`);
    expect(res.status).toBe(200);
    return res.text();
  };
  const total = async (series: string) => {
    let n = 0;
    for (const w of workers) n += metricSample(await scrape(w), series) ?? 0;
    return n;
  };

  beforeAll(async () => {
    h = await startChatHarness({ worker: false, env: { CHAT_REPLY_WAIT_MS: '60000' } });
    h.llm.setChunkDelay(60);
  }, SLOW);
  afterAll(async () => {
    for (const w of workers) {
      if (w.child.exitCode === null && w.child.signalCode === null) w.child.kill('SIGKILL');
      await w.exited;
    }
    await h?.close();
  });

  it('shares the replies among all three and each serves its own metrics', { timeout: SLOW }, async () => {
    const started = [await startWorker('chat-worker'), await startWorker('chat-worker-2')];
    started.push(await startWorker('chat-worker-3'));
    await Promise.all(started.map(ready));

    const N = 12;
    const visitors = await Promise.all(Array.from({ length: N }, () => h.newVisitor()));
    const answers = await Promise.all(
      visitors.map((v, i) =>
        v.post('/api/chat', {
          message: `Work has been a lot this week (${i}).`,
          sessionId: v.sessionId,
          mode: 'supportive',
          tone: 'casual',
        }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(N).fill(200));

    const written: Record<string, number> = {};
    for (const w of workers) {
      const text = await scrape(w);
      written[w.name] =
        metricSample(text, 'chat_replies_written_total{service="chat-worker",source="llm"}') ?? 0;
      // The queue (the same numbers from every worker), this worker's waits and model calls.
      for (const state of ['waiting', 'active', 'delayed', 'failed']) {
        expect(
          metricSample(
            text,
            `bullmq_queue_jobs{service="chat-worker",queue="chat-replies",state="${state}"}`,
          ),
        ).toBeTypeOf('number');
      }
      expect(
        metricSample(text, 'bullmq_queue_oldest_waiting_seconds{service="chat-worker",queue="chat-replies"}'),
      ).toBe(0);
      const jobs = metricSample(
        text,
        'bullmq_job_wait_seconds_count{service="chat-worker",queue="chat-replies"}',
      );
      expect(jobs).toBe(written[w.name]);
      expect(metricSample(text, 'chat_model_time_to_first_token_seconds_count{service="chat-worker"}')).toBe(
        written[w.name],
      );
      expect(
        metricSample(text, 'chat_model_duration_seconds_count{service="chat-worker",outcome="completed"}'),
      ).toBe(written[w.name]);
      // The fake provider reports usage when asked: tokens as reported, none estimated.
      expect(
        metricSample(
          text,
          'chat_model_tokens_total{service="chat-worker",direction="out",counted="reported"}',
        ),
      ).toBeGreaterThan(0);
      expect(
        metricSample(
          text,
          'chat_model_tokens_total{service="chat-worker",direction="in",counted="reported"}',
        ),
      ).toBeGreaterThan(0);
      // The fake model's classification is not the strict JSON asked for: no opinion, the rules stand.
      expect(
        metricSample(
          text,
          'chat_second_opinion_duration_seconds_count{service="chat-worker",outcome="none"}',
        ),
      ).toBe(written[w.name]);
      // What was written never reaches a metric.
      expect(text).not.toContain('Work has been');
      expect(text).not.toContain(visitors[0]!.sessionId);
    }
    expect(Object.values(written).reduce((a, b) => a + b, 0)).toBe(N);
    for (const name of ['chat-worker', 'chat-worker-2', 'chat-worker-3']) {
      expect(written[name], `replies written by ${name}: ${JSON.stringify(written)}`).toBeGreaterThan(0);
    }

    // /api/health names each of them (read as the gateway reads it, under this test's queue prefix).
    const redis = createRedis(h.config.REDIS_URL, 'producer');
    try {
      const health = await stackHealth({
        upstreams: [],
        redis,
        prefix: h.config.QUEUE_PREFIX,
        processes: ['chat-worker'],
      });
      expect(health.body.instances).toEqual({
        'chat-worker': { 'chat-worker': 'up', 'chat-worker-2': 'up', 'chat-worker-3': 'up' },
      });
    } finally {
      redis.disconnect();
    }
  });

  it('counts model errors by kind and the offline companion standing in', { timeout: SLOW }, async () => {
    const before = {
      errors: await total('chat_model_errors_total{service="chat-worker",kind="provider"}'),
      fallbacks: await total('chat_offline_fallbacks_total{service="chat-worker"}'),
      offline: await total('chat_replies_written_total{service="chat-worker",source="offline"}'),
    };
    // Every call fails: the second opinion's and the model's, on both attempts (LLM_MAX_ATTEMPTS=2).
    h.llm.failNext(100, 500);
    const v = await h.newVisitor();
    const answer = await v.post('/api/chat', {
      message: 'Can we talk about my week?',
      sessionId: v.sessionId,
      mode: 'supportive',
      tone: 'casual',
    });
    expect(answer.status).toBe(200);
    h.llm.reset();
    expect(
      (await total('chat_model_errors_total{service="chat-worker",kind="provider"}')) - before.errors,
    ).toBe(2);
    expect((await total('chat_offline_fallbacks_total{service="chat-worker"}')) - before.fallbacks).toBe(1);
    expect(
      (await total('chat_replies_written_total{service="chat-worker",source="offline"}')) - before.offline,
    ).toBe(1);
    expect(
      await total('chat_second_opinion_duration_seconds_count{service="chat-worker",outcome="failed"}'),
    ).toBeGreaterThanOrEqual(1);
  });
});
