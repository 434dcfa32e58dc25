import type { SafetyCategory } from '@sage/shared';
import { assessConversation, CONTEXT_WINDOW, CRISIS_STAYS_FOR } from './conversation.ts';
import { raisesFlag } from './signs.ts';
import type { ConversationAssessment } from './verdict.ts';

/**
 * A conversation read turn by turn as the chat service reads it (acceptMessage): each message with the
 * ones before it in the window and the session's crisis flag, which a flag raised within the last
 * CRISIS_STAYS_FOR messages keeps recent. For evaluations that replay whole conversations.
 */
export function assessTurns(
  messages: readonly string[],
): { verdict: ConversationAssessment; flagged: boolean }[] {
  let flag: { turn: number; category: SafetyCategory } | undefined;
  return messages.map((_, i) => {
    const window = messages.slice(Math.max(0, i + 1 - CONTEXT_WINDOW), i + 1);
    const verdict = assessConversation(window, {
      crisisFlagged: flag !== undefined,
      flaggedCategory: flag?.category,
      flaggedRecently: flag !== undefined && flag.turn >= i - CRISIS_STAYS_FOR,
    });
    if (raisesFlag(verdict)) flag = { turn: i, category: verdict.category };
    return { verdict, flagged: flag !== undefined };
  });
}
