import { createRedis, type Logger, QUEUES, redisReady } from '@sage/shared';
import { type JobSchedulerTemplateOptions, Queue, Worker } from 'bullmq';
import { type SweepDeps, sweepHistoryOff, sweepLongPeriods } from './sweeps.ts';

/** Scheduler ids (and job names) on the retention-sweeps queue. Released names are never renamed. */
export const SWEEP_JOBS = {
  historyOff: 'history-off-sweep',
  longPeriods: 'long-period-sweep',
} as const;

export type SweepJobName = (typeof SWEEP_JOBS)[keyof typeof SWEEP_JOBS];

const JOB_OPTIONS: JobSchedulerTemplateOptions = {
  // Completed jobs stay an hour (`removeOnComplete: true` races waitUntilFinished).
  removeOnComplete: { age: 3600 },
  removeOnFail: { age: 7 * 24 * 3600 },
  attempts: 3,
  backoff: { type: 'exponential', delay: 5_000 },
};

/** Runs one sweep job at `now`; the worker calls this, tests may too. */
export async function runSweepJob(name: string, deps: SweepDeps, now: Date): Promise<unknown> {
  switch (name) {
    case SWEEP_JOBS.historyOff:
      return sweepHistoryOff(deps, now);
    // The outbox and processed_events are pruned by the service runtime, as in every service.
    case SWEEP_JOBS.longPeriods:
      return sweepLongPeriods(deps, now);
    default:
      throw new Error(`Unknown retention sweep job: ${name}`);
  }
}

export interface SweepSchedulerOptions {
  redisUrl: string;
  queuePrefix: string;
  /** Milliseconds between history-off sweeps. */
  everyMs: number;
  /** Cron pattern (UTC) of the daily sweep. */
  dailyPattern: string;
  deps: SweepDeps;
  logger: Logger;
  clock?: () => Date;
}

export interface SweepScheduler {
  queue: Queue;
  worker: Worker;
  stop(): Promise<void>;
}

/**
 * Registers the two job schedulers (idempotent: every replica upserts the same ids, and BullMQ makes one
 * job per tick) and a worker that runs them one at a time.
 */
export async function startSweepScheduler(opts: SweepSchedulerOptions): Promise<SweepScheduler> {
  const { redisUrl, queuePrefix, everyMs, dailyPattern, deps, logger, clock = () => new Date() } = opts;
  const producer = createRedis(redisUrl, 'producer');
  await redisReady(producer);
  const queue = new Queue(QUEUES.retentionSweeps, { connection: producer, prefix: queuePrefix });
  await queue.upsertJobScheduler(
    SWEEP_JOBS.historyOff,
    { every: everyMs },
    { name: SWEEP_JOBS.historyOff, opts: JOB_OPTIONS },
  );
  await queue.upsertJobScheduler(
    SWEEP_JOBS.longPeriods,
    { pattern: dailyPattern, tz: 'UTC' },
    { name: SWEEP_JOBS.longPeriods, opts: JOB_OPTIONS },
  );

  const workerConnection = createRedis(redisUrl, 'worker');
  const worker = new Worker(QUEUES.retentionSweeps, (job) => runSweepJob(job.name, deps, clock()), {
    connection: workerConnection,
    prefix: queuePrefix,
    concurrency: 1,
  });
  worker.on('failed', (job, err) => logger.error({ err, job: job?.name }, 'retention sweep failed'));
  worker.on('error', (err) => logger.error({ err }, 'retention sweep worker error'));

  return {
    queue,
    worker,
    async stop() {
      await worker.close();
      await queue.close();
      workerConnection.disconnect();
      producer.disconnect();
    },
  };
}
