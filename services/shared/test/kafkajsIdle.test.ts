import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { createKafka } from '../src/kafka.ts';
import { kafkajsIdleLoopFixed, scheduleCheckPendingRequests } from '../src/kafkajsIdle.ts';

function queue(state: { pending?: unknown[]; throttledUntil?: number }) {
  let checks = 0;
  const q = {
    throttledUntil: state.throttledUntil ?? -1,
    throttleCheckTimeoutId: null as NodeJS.Timeout | null,
    pending: state.pending ?? [],
    checkPendingRequests() {
      checks++;
    },
  };
  return { q, checks: () => checks };
}

describe("kafkajs request queue's idle timer loop", () => {
  it('is replaced in the kafkajs the kit uses', () => {
    expect(kafkajsIdleLoopFixed).toBe(true);
    // The module kafkajs itself loads (CommonJS, from its own entry) carries the fix.
    const fromKafkajs = createRequire(createRequire(import.meta.url).resolve('kafkajs'));
    expect(fromKafkajs('./src/network/requestQueue').prototype.scheduleCheckPendingRequests).toBe(
      scheduleCheckPendingRequests,
    );
    expect(createKafka('t', '127.0.0.1:1')).toBeDefined();
  });

  it('sets no timer when nothing is pending and the broker does not throttle', () => {
    const { q } = queue({});
    scheduleCheckPendingRequests.call(q);
    expect(q.throttleCheckTimeoutId).toBeNull();
  });

  it('still checks pending requests soon, and throttled ones when the throttling ends', async () => {
    const pending = queue({ pending: [{}] });
    scheduleCheckPendingRequests.call(pending.q);
    expect(pending.q.throttleCheckTimeoutId).not.toBeNull();
    const throttled = queue({ throttledUntil: Date.now() + 30 });
    scheduleCheckPendingRequests.call(throttled.q);
    expect(throttled.q.throttleCheckTimeoutId).not.toBeNull();
    await new Promise((r) => setTimeout(r, 80));
    expect([pending.checks(), throttled.checks()]).toEqual([1, 1]);
    expect([pending.q.throttleCheckTimeoutId, throttled.q.throttleCheckTimeoutId]).toEqual([null, null]);
  });
});
