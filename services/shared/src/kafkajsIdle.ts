// @ts-expect-error kafkajs ships no types for its internals; the class is module.exports of this file.
import RequestQueue from 'kafkajs/src/network/requestQueue/index.js';

/**
 * kafkajs 2.2.4 keeps every broker connection's request queue in a 1 ms timer loop once it has answered a
 * request: with nothing pending and no throttling, `scheduleCheckPendingRequests` still sets a timer, with a
 * negative delay (Node runs it after 1 ms), whose callback schedules the next one. An idle process spent
 * about 2 % of a core per connection on it (bench/REPORT.md, "Idle cost"). Upstream issues #1556 and #1704,
 * fixes unreleased (pull requests #1667, #1768): this applies the same one in place. A timer is still set
 * when requests are pending (as before, to send them) or the broker throttles (to send them when it ends);
 * requests pushed later are sent at once or schedule their own check, and a fulfilled request checks the
 * queue itself, so nothing waits on the loop that is gone.
 */
interface QueueState {
  throttledUntil: number;
  throttleCheckTimeoutId: NodeJS.Timeout | null;
  pending: unknown[];
  checkPendingRequests(): void;
}

const CHECK_PENDING_REQUESTS_INTERVAL = 10;

export function scheduleCheckPendingRequests(this: QueueState): void {
  if (this.throttleCheckTimeoutId) return;
  let scheduleAt = this.throttledUntil - Date.now();
  if (this.pending.length > 0) scheduleAt = scheduleAt > 0 ? scheduleAt : CHECK_PENDING_REQUESTS_INTERVAL;
  else if (scheduleAt <= 0) return;
  this.throttleCheckTimeoutId = setTimeout(() => {
    this.throttleCheckTimeoutId = null;
    this.checkPendingRequests();
  }, scheduleAt);
}

const proto = (RequestQueue as { prototype: Record<string, unknown> } | undefined)?.prototype;
if (typeof proto?.scheduleCheckPendingRequests === 'function')
  proto.scheduleCheckPendingRequests = scheduleCheckPendingRequests;

/** True once the fix is in place (a kafkajs whose request queue moved would leave it out: see the test). */
export const kafkajsIdleLoopFixed = proto?.scheduleCheckPendingRequests === scheduleCheckPendingRequests;
