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
  /** How many of the companion's latest messages in a row were crisis replies (0: the last was not one). */
  crisisRepliesBefore: number;
}

export type ReplyDecision =
  /**
   * The fixed safety reply with crisis resources; a later turn of a crisis gets a follow-up (the number of
   * crisis replies before it), whose words change from turn to turn.
   */
  | { kind: 'safety'; category: DangerCategory; followUp: number }
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
      followUp: input.crisisRepliesBefore,
    };
  }
  if (input.stoppedBeforeStart) return { kind: 'stopped' };
  return input.modelConfigured ? { kind: 'model' } : { kind: 'offline' };
}

/** The companion's crisis replies in a row at the end of a conversation, from its messages' sources, newest first. */
export function crisisRepliesInARow(companionSources: readonly (ReplySource | null)[]): number {
  const other = companionSources.findIndex((source) => source !== 'crisis');
  return other === -1 ? companionSources.length : other;
}
