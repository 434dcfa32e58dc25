import { createServer } from 'node:net';
import { Queue, Worker } from 'bullmq';
import { afterAll, describe, expect, it } from 'vitest';
import { createMetricsRegistry, startMetricsServer } from '../src/metrics.ts';
import { instrumentWorker, registerQueueMetrics } from '../src/queueMetrics.ts';
import { createRedis, type Redis, redisReady } from '../src/redis.ts';
import { metricSample as sample, silentLogger, testEnv, uniqueName } from '../src/testing/index.ts';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('queue and worker metrics on a metrics port of their own', () => {
  const clients: Redis[] = [];
  const closers: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const close of closers.reverse()) await close().catch(() => undefined);
    for (const c of clients) c.disconnect();
  });

  it('serves queue depth by state, the oldest wait, job waits and durations on GET /metrics', async () => {
    const prefix = uniqueName('qm');
    const name = 'test-jobs';
    const producer = createRedis(testEnv.redisUrl, 'producer');
    const blocking = createRedis(testEnv.redisUrl, 'worker');
    clients.push(producer, blocking);
    await redisReady(producer);
    const queue = new Queue(name, { connection: producer, prefix });
    closers.push(async () => {
      await queue.obliterate({ force: true });
      await queue.close();
    });
    const registry = createMetricsRegistry('test-worker');
    registerQueueMetrics({ registry, queues: [queue], redis: producer, logger: silentLogger });
    const server = await startMetricsServer({ registry, port: 0, host: '127.0.0.1', logger: silentLogger });
    expect(server).toBeDefined();
    closers.push(() => server!.close());
    const scrape = async () => {
      const res = await fetch(`http://127.0.0.1:${server!.port}/metrics`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/plain');
      return res.text();
    };

    // Three waiting (the oldest added first), one delayed, none active yet.
    await queue.add('job', { n: 1 }, { jobId: 'visitor-secret-id-1' });
    await sleep(300);
    await queue.add('job', { n: 2 });
    await queue.add('job', { n: 3 });
    await queue.add('job', { n: 4 }, { delay: 60_000 });
    const before = await scrape();
    expect(sample(before, `bullmq_queue_jobs{queue="${name}",state="waiting",service="test-worker"}`)).toBe(
      3,
    );
    expect(sample(before, `bullmq_queue_jobs{queue="${name}",state="delayed",service="test-worker"}`)).toBe(
      1,
    );
    expect(sample(before, `bullmq_queue_jobs{queue="${name}",state="active",service="test-worker"}`)).toBe(0);
    expect(sample(before, `bullmq_queue_jobs{queue="${name}",state="failed",service="test-worker"}`)).toBe(0);
    const oldest = sample(
      before,
      `bullmq_queue_oldest_waiting_seconds{queue="${name}",service="test-worker"}`,
    );
    expect(oldest).toBeGreaterThanOrEqual(0.3);
    expect(oldest).toBeLessThan(30);

    // A worker takes them: job 2 fails for good, the others complete.
    const worker = new Worker(
      name,
      async (job) => {
        await sleep(20);
        if (job.data.n === 2) throw new Error('on purpose');
        return 'ok';
      },
      { connection: blocking, prefix, concurrency: 1 },
    );
    worker.on('error', () => undefined);
    closers.push(() => worker.close());
    instrumentWorker({ registry, worker });
    for (let i = 0; i < 100 && ((await queue.getJobCounts('completed')).completed ?? 0) < 2; i++)
      await sleep(50);
    await sleep(50);
    const after = await scrape();
    expect(sample(after, `bullmq_queue_jobs{queue="${name}",state="waiting",service="test-worker"}`)).toBe(0);
    expect(sample(after, `bullmq_queue_jobs{queue="${name}",state="failed",service="test-worker"}`)).toBe(1);
    expect(sample(after, `bullmq_queue_oldest_waiting_seconds{queue="${name}",service="test-worker"}`)).toBe(
      0,
    );
    expect(sample(after, `bullmq_job_wait_seconds_count{queue="${name}",service="test-worker"}`)).toBe(3);
    expect(
      sample(
        after,
        `bullmq_job_duration_seconds_count{queue="${name}",outcome="completed",service="test-worker"}`,
      ),
    ).toBe(2);
    expect(
      sample(
        after,
        `bullmq_job_duration_seconds_count{queue="${name}",outcome="failed",service="test-worker"}`,
      ),
    ).toBe(1);
    // No job id, no job data in any label; the process's own metrics are there too.
    expect(after).not.toContain('visitor-secret-id');
    expect(after).toContain('process_cpu_seconds_total');

    // Anything else than GET /metrics is a JSON 404.
    const other = await fetch(`http://127.0.0.1:${server!.port}/`);
    expect(other.status).toBe(404);
    expect(await other.json()).toEqual({
      error: { code: 'not_found', message: 'Only GET /metrics is served here' },
    });
  });

  it('carries on without metrics when its port is taken', async () => {
    const holder = createServer();
    await new Promise<void>((r) => holder.listen(0, '127.0.0.1', () => r()));
    closers.push(() => new Promise((r) => holder.close(r)));
    const port = (holder.address() as { port: number }).port;
    const errors: string[] = [];
    const logger = Object.assign(Object.create(silentLogger), {
      error: (_o: unknown, msg: string) => errors.push(msg),
      info: () => undefined,
    });
    const server = await startMetricsServer({
      registry: createMetricsRegistry('test-worker'),
      port,
      host: '127.0.0.1',
      logger,
    });
    expect(server).toBeUndefined();
    expect(errors).toEqual(['metrics port unavailable; this process serves no /metrics (set METRICS_PORT)']);
  });
});
