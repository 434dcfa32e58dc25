import { describe, expect, it } from 'vitest';
import { firstWaitSeconds, QUEUE_STATES } from '../src/queueMetrics.ts';

const job = (over: Partial<Parameters<typeof firstWaitSeconds>[0]> = {}) => ({
  timestamp: 1_000_000,
  delay: 0,
  processedOn: 1_002_500,
  attemptsMade: 0,
  attemptsStarted: 1,
  stalledCounter: 0,
  ...over,
});

describe('a job wait', () => {
  it('runs from the job being added to its first start', () => {
    expect(firstWaitSeconds(job())).toBe(2.5);
  });

  it('runs from the end of its delay for a delayed job (a schedule, a backoff)', () => {
    expect(firstWaitSeconds(job({ delay: 2_000 }))).toBe(0.5);
    // Started a little before its delay ended by the clock of another machine: never negative.
    expect(firstWaitSeconds(job({ delay: 3_000 }))).toBe(0);
  });

  it('is counted once: not for a retry, a takeover or a start after the limits paused it', () => {
    expect(firstWaitSeconds(job({ attemptsMade: 1 }))).toBeUndefined();
    expect(firstWaitSeconds(job({ stalledCounter: 1 }))).toBeUndefined();
    expect(firstWaitSeconds(job({ attemptsStarted: 2 }))).toBeUndefined();
  });

  it('uses the time now when the job has no start time yet', () => {
    expect(firstWaitSeconds(job({ processedOn: undefined }), 1_001_000)).toBe(1);
  });
});

describe('queue states', () => {
  it('are the four an operator watches', () => {
    expect(QUEUE_STATES).toEqual(['waiting', 'active', 'delayed', 'failed']);
  });
});
