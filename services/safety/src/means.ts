import type { SafetyCategory } from '@sage/shared';
import { ENOUGH, FOR_MYSELF, GOING_THERE } from './lexicon/framing.ts';
import { MEANS_REASONS } from './signs.ts';
import type { MessageReading } from './verdict.ts';

/**
 * A question about means read in its conversation (conversation.ts). It is a crisis when the conversation
 * around it carries distress, when it is asked for oneself, or when despair follows it a message or two
 * later (`inContext`); and when the next words answer it ("that should be enough", "heading there now").
 */
export function meansInContext(
  readings: readonly MessageReading[],
  crisisFlagged: boolean,
): { category: SafetyCategory; inContext: boolean } | undefined {
  const latest = readings.at(-1) as MessageReading;
  const earlier = readings.slice(0, -1);
  const distressed = crisisFlagged || readings.some((r) => r.distress);
  const askedForMyself =
    (latest.meansQuestion || latest.reasons.some((r) => MEANS_REASONS.has(r))) &&
    FOR_MYSELF.test(latest.normalized);
  // A means question a message or two ago, then despair ("does it hurt to get hit by a train" then "nothing
  // matters anymore"), is read the same way.
  const askedBefore = earlier.slice(-2).findLast((r) => r.meansQuestion !== undefined);
  const despairAfterAsking =
    askedBefore && !latest.meansQuestion && (latest.distress || latest.level !== 'none');
  if ((latest.meansQuestion && distressed) || askedForMyself || despairAfterAsking) {
    const before = earlier.findLast((r) => r.level !== 'none');
    return {
      category: latest.meansCategory === 'none' ? (before?.category ?? 'suicide') : latest.meansCategory,
      inContext: true,
    };
  }
  // "that should be enough" right after a question about heights or doses answers it, and
  // "heading there now" after a question about the tallest building goes where it asked.
  if (askedBefore && (ENOUGH.test(latest.normalized) || GOING_THERE.test(latest.normalized))) {
    return {
      category: askedBefore.meansCategory === 'none' ? 'suicide' : askedBefore.meansCategory,
      inContext: false,
    };
  }
  return undefined;
}
