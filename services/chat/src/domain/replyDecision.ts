import type { DangerCategory } from '@sage/safety';
import type { Risk, SafetyCategory } from '@sage/shared';
import type { ReplySource } from '../db/types.ts';

/** What decides how a reply is written, all known before anything is written. */
export interface ReplyDecisionInput {
  /** The verdict on the message: the rules', raised by the second opinion when one is configured. */
  verdict: { level: Risk; category: SafetyCategory };
  /** A stop request came before the reply started. */
  stoppedBeforeStart: boolean;
  modelConfigured: boolean;
  /** Where the companion's previous message in this conversation came from (undefined: none yet). */
  previousCompanionSource: ReplySource | null | undefined;
}

export type ReplyDecision =
  /** The fixed safety reply with crisis resources; a later turn of a crisis gets the shorter follow-up. */
  | { kind: 'safety'; category: DangerCategory; followUp: boolean }
  /** The visitor stopped the reply before it began. */
  | { kind: 'stopped' }
  /** The offline companion answers (no model configured). */
  | { kind: 'offline' }
  | { kind: 'model' };

/** How to answer a message. Pure: a crisis always gets the safety reply, even when stopped. */
export function decideReply(input: ReplyDecisionInput): ReplyDecision {
  const { verdict } = input;
  if (verdict.level === 'crisis') {
    return {
      kind: 'safety',
      category: verdict.category === 'none' ? 'suicide' : verdict.category,
      followUp: input.previousCompanionSource === 'crisis',
    };
  }
  if (input.stoppedBeforeStart) return { kind: 'stopped' };
  return input.modelConfigured ? { kind: 'model' } : { kind: 'offline' };
}
