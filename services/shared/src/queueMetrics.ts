import type { Job, Queue, Worker } from 'bullmq';
import { Gauge, Histogram, type Registry } from 'prom-client';
import { withTimeout } from './jobs.ts';
import type { Logger } from './logger.ts';
import type { Redis } from './redis.ts';

/**
 * Metrics of BullMQ queues and workers, the same for every queue: its depth by state and the age of its
 * oldest waiting job (read from Redis on each scrape), and, in each worker process, how long its jobs
 * waited before a worker first started them and how long they ran. Labels are the queue's name and the
 * job's state or outcome only: never a job id or anything from a job's data.
 */

/** The states `bullmq_queue_jobs` reports. */
export const QUEUE_STATES = ['waiting', 'active', 'delayed', 'failed'] as const;

/** Seconds from a few milliseconds to past the 45 s a chat request waits, and a sweep's minutes. */
export const QUEUE_SECONDS_BUCKETS = [
  0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 15, 30, 60, 120, 300,
];

/** A metric registered once per registry, whichever caller comes first (several queues share it). */
function once<T>(registry: Registry, name: string, make: () => T): T {
  return (registry.getSingleMetric(name) as T | undefined) ?? make();
}

/**
 * The age in seconds of the oldest job waiting in `queue` (0 when none waits), read with `redis` (a
 * command connection to the queue's Redis): the queue is first in, first out, so the oldest is the
 * wait list's tail.
 */
export async function oldestWaitingSeconds(queue: Queue, redis: Redis, now = Date.now()): Promise<number> {
  const id = await redis.lindex(queue.keys.wait as string, -1);
  if (!id) return 0;
  const at = Number(await redis.hget(queue.toKey(id), 'timestamp'));
  return at > 0 ? Math.max(0, now - at) / 1000 : 0;
}

/**
 * `bullmq_queue_jobs{queue,state}` (waiting, active, delayed, failed) and
 * `bullmq_queue_oldest_waiting_seconds{queue}`, read on each scrape, each queue within `timeoutMs`; when
 * Redis does not answer in time the last values stay and the scrape is not held up. Every process that
 * registers a queue reports the same numbers for it (they are the queue's, not the process's): aggregate
 * with `max by (queue, state)`.
 */
export function registerQueueMetrics(opts: {
  registry: Registry;
  queues: readonly Queue[];
  /** A command connection to the queues' Redis (a producer: it fails instead of waiting for long). */
  redis: Redis;
  logger: Logger;
  timeoutMs?: number;
}): void {
  const { registry, queues, redis, logger, timeoutMs = 2_000 } = opts;
  let warned = false;
  const warn = (err: unknown) => {
    if (!warned) logger.warn({ err }, 'queue metrics: Redis did not answer; values are the last read');
    warned = true;
  };
  new Gauge({
    name: 'bullmq_queue_jobs',
    help: 'Jobs in a BullMQ queue, by state (waiting, active, delayed, failed)',
    labelNames: ['queue', 'state'],
    registers: [registry],
    async collect() {
      await Promise.all(
        queues.map(async (queue) => {
          try {
            const counts = await withTimeout(queue.getJobCounts(...QUEUE_STATES), timeoutMs, 'redis');
            for (const state of QUEUE_STATES) this.set({ queue: queue.name, state }, counts[state] ?? 0);
            warned = false;
          } catch (err) {
            warn(err);
          }
        }),
      );
    },
  });
  new Gauge({
    name: 'bullmq_queue_oldest_waiting_seconds',
    help: 'Age of the oldest job waiting in a BullMQ queue (0 when none waits): what the next job can expect',
    labelNames: ['queue'],
    registers: [registry],
    async collect() {
      await Promise.all(
        queues.map(async (queue) => {
          try {
            this.set(
              { queue: queue.name },
              await withTimeout(oldestWaitingSeconds(queue, redis), timeoutMs, 'redis'),
            );
          } catch (err) {
            warn(err);
          }
        }),
      );
    },
  });
}

/**
 * Seconds a job waited before a worker first started it: from when it was added (or its delay ended) to
 * its first start. Retries (after a failure), takeovers (after a worker died) and restarts after the
 * provider's limits are not counted again; undefined for those.
 */
export function firstWaitSeconds(
  job: Pick<
    Job,
    'timestamp' | 'delay' | 'processedOn' | 'attemptsMade' | 'attemptsStarted' | 'stalledCounter'
  >,
  now = Date.now(),
): number | undefined {
  if (job.attemptsMade > 0 || (job.stalledCounter ?? 0) > 0 || (job.attemptsStarted ?? 1) > 1)
    return undefined;
  const ready = job.timestamp + (job.delay ?? 0);
  return Math.max(0, ((job.processedOn ?? now) - ready) / 1000);
}

/**
 * In a worker process: `bullmq_job_wait_seconds{queue}` (see `firstWaitSeconds`) and
 * `bullmq_job_duration_seconds{queue,outcome}` (completed or failed; its `_count` is how many jobs this
 * process ran), from the worker's own events.
 */
export function instrumentWorker(opts: { registry: Registry; worker: Worker<any, any, any> }): void {
  const { registry, worker } = opts;
  const queue = worker.name;
  const wait = once(
    registry,
    'bullmq_job_wait_seconds',
    () =>
      new Histogram({
        name: 'bullmq_job_wait_seconds',
        help: 'Time from a job being added (or its delay ending) to a worker first starting it',
        labelNames: ['queue'],
        buckets: QUEUE_SECONDS_BUCKETS,
        registers: [registry],
      }),
  );
  const duration = once(
    registry,
    'bullmq_job_duration_seconds',
    () =>
      new Histogram({
        name: 'bullmq_job_duration_seconds',
        help: 'Time a job ran in this worker process, by outcome (completed, failed)',
        labelNames: ['queue', 'outcome'],
        buckets: QUEUE_SECONDS_BUCKETS,
        registers: [registry],
      }),
  );
  worker.on('active', (job: Job) => {
    const seconds = firstWaitSeconds(job);
    if (seconds !== undefined) wait.observe({ queue }, seconds);
  });
  const ran = (job: Job | undefined, outcome: 'completed' | 'failed') => {
    if (!job) return;
    const end = job.finishedOn ?? Date.now();
    const start = job.processedOn ?? end;
    duration.observe({ queue, outcome }, Math.max(0, end - start) / 1000);
  };
  worker.on('completed', (job: Job) => ran(job, 'completed'));
  worker.on('failed', (job: Job | undefined) => ran(job, 'failed'));
}

/** A worker and the queue it takes from, on a registry: both of the above, as every worker process does. */
export function instrumentQueueWorker(opts: {
  registry: Registry;
  worker: Worker<any, any, any>;
  queue: Queue;
  redis: Redis;
  logger: Logger;
}): void {
  instrumentWorker({ registry: opts.registry, worker: opts.worker });
  registerQueueMetrics({
    registry: opts.registry,
    queues: [opts.queue],
    redis: opts.redis,
    logger: opts.logger,
  });
}
