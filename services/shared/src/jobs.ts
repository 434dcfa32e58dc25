import type { Job, JobState, JobsOptions, Queue, Worker } from 'bullmq';
import type { Logger } from './logger.ts';

/**
 * The job kit: what every service's BullMQ work shares. The pattern is "commit, enqueue, sweep": a
 * request commits its row first, then adds the job (its id derived from the row's id, so adding twice
 * is harmless); a periodic sweep finds rows still waiting whose job went missing (Redis was down, the
 * process died between the commit and the add) and adds it again, or records a job that failed for good.
 */

/** Rejects with `<what> did not answer within <ms> ms` when `p` takes longer; clears its timer either way. */
export function withTimeout<T>(p: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  p.catch(() => undefined); // a late failure after the timeout is already reported
  return Promise.race([
    p.finally(() => clearTimeout(timer)),
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`${what} did not answer within ${ms} ms`)), ms);
    }),
  ]);
}

export interface RetryPolicy {
  attempts: number;
  backoffMs: number;
}

/**
 * Options for a job whose id is derived from its row: retried with exponential backoff; completed jobs
 * kept a while (`removeOnComplete: true` races `waitUntilFinished`, and a kept id keeps late duplicates
 * out), failed ones longer (for the sweep and for people reading them).
 */
export function jobOptions(
  jobId: string,
  policy: RetryPolicy,
  keep: { completedS?: number; failedS?: number } = {},
): JobsOptions {
  return {
    jobId,
    attempts: policy.attempts,
    backoff: { type: 'exponential', delay: policy.backoffMs },
    removeOnComplete: { age: keep.completedS ?? 3600 },
    removeOnFail: { age: keep.failedS ?? 7 * 24 * 3600 },
  };
}

/** Adds a job, failing within `timeoutMs` when Redis does not answer (the job may still land later). */
export async function addJobWithin<D, R, N extends string>(
  queue: Queue<D, R, N>,
  name: N,
  data: D,
  opts: JobsOptions,
  timeoutMs = 2_000,
): Promise<void> {
  // BullMQ's Queue generics make `add`'s parameter types conditional; the call is the plain one.
  const add = queue.add.bind(queue) as unknown as (n: N, d: D, o: JobsOptions) => Promise<unknown>;
  await withTimeout(add(name, data, opts), timeoutMs, 'queue');
}

/**
 * True when a `failed` event is the job's last: it will not be retried (attempts used up, an
 * `UnrecoverableError`, or stalled too often). Reads the job's state, falling back to its attempts.
 */
export async function isFinalFailure(job: Job, err?: Error): Promise<boolean> {
  if (err?.name === 'UnrecoverableError') return true;
  const state = await job.getState().catch(() => undefined);
  if (state && state !== 'unknown') return state === 'failed';
  return job.attemptsMade >= (job.opts.attempts ?? 1);
}

/**
 * Calls `handle` once per job that failed for good (a retry is only logged), and logs worker errors.
 * `handle` failing is logged: the sweep records the failure later.
 */
export function onFinalFailure<D, R, N extends string>(
  worker: Worker<D, R, N>,
  logger: Logger,
  handle: (job: Job<D, R, N>, err: Error) => Promise<void>,
  describe: (job: Job<D, R, N>) => Record<string, unknown> = (job) => ({ jobId: job.id }),
): void {
  worker.on('failed', (job, err) => {
    if (!job) return;
    void (async () => {
      const attempts = job.opts.attempts ?? 1;
      if (!(await isFinalFailure(job as unknown as Job, err))) {
        logger.warn(
          { ...describe(job), attempt: job.attemptsMade, of: attempts, reason: err.message },
          'job attempt failed; will retry',
        );
        return;
      }
      logger.error(
        { ...describe(job), attempts: job.attemptsMade, reason: err.message },
        'job failed for good',
      );
      await handle(job, err);
    })().catch((e) => logger.warn({ err: e, ...describe(job) }, 'cannot record a failed job'));
  });
  worker.on('error', (err) => logger.error({ err }, 'worker error'));
}

/** A row still waiting for its job, as the sweep sees it. */
export interface SweepSpec<Row> {
  /** Rows still waiting that were committed before `before`, at most `limit`. */
  find(before: Date, limit: number): Promise<Row[]>;
  jobId(row: Row): string;
  /** Adds the job again (same job id). */
  requeue(row: Row): Promise<void>;
  /** The job failed for good and the row still waits: record it (answers whether anything changed). */
  markFailed(row: Row): Promise<boolean>;
}

export interface SweepResult {
  requeued: number;
  markedFailed: number;
}

/**
 * One pass of the sweep: rows waiting longer than `olderThanMs` whose job is unknown are added again;
 * rows whose job failed for good are marked failed (the `failed` handler missed them). Waiting, delayed,
 * active or completed jobs are on their way, or their result is about to be recorded.
 */
export async function sweepLostJobs<Row>(
  queue: Pick<Queue, 'getJobState'>,
  spec: SweepSpec<Row>,
  opts: { olderThanMs: number; batchSize?: number },
): Promise<SweepResult> {
  const rows = await spec.find(new Date(Date.now() - opts.olderThanMs), opts.batchSize ?? 100);
  const result: SweepResult = { requeued: 0, markedFailed: 0 };
  for (const row of rows) {
    const state: JobState | 'unknown' = await queue.getJobState(spec.jobId(row));
    if (state === 'unknown') {
      await spec.requeue(row);
      result.requeued++;
    } else if (state === 'failed') {
      if (await spec.markFailed(row)) result.markedFailed++;
    }
  }
  return result;
}

export interface Periodic {
  stop(): Promise<void>;
}

/** Runs `task` now and then every `intervalMs` after each run ends; errors are logged and it carries on. */
export function startPeriodic(
  task: () => Promise<unknown>,
  opts: { intervalMs: number; logger: Logger; what: string; firstAfterMs?: number },
): Periodic {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  const tick = async () => {
    if (stopped) return;
    running = task().catch((err) => opts.logger.warn({ err }, `${opts.what} failed; trying again later`));
    await running;
    running = undefined;
    if (!stopped) timer = setTimeout(tick, opts.intervalMs);
  };
  timer = setTimeout(tick, opts.firstAfterMs ?? 0);
  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
