import { assessTurns, mentionsHelp, safetyReply } from '@sage/safety';
import type { Risk, SafetyCategory } from '@sage/shared';
import { offlineReply } from '../../src/companion/index.ts';
import type { CompanionReply, CompanionTurn } from '../../src/companion/types.ts';
import { decideReply } from '../../src/domain/replyDecision.ts';

/**
 * A conversation replayed turn by turn through the steps the chat service takes with no model configured:
 * the safety engine with the session's crisis flag, the reply decision, then the fixed safety reply or
 * the offline companion. Shared by the evaluations of what visitors meet and of the companion.
 */

export interface TurnResult {
  message: string;
  level: Risk;
  category: SafetyCategory;
  reasons: string[];
  crisisReply: boolean;
  hotline: boolean;
  reply: string;
  /** What the companion's reply does ('safety' for the fixed crisis reply). */
  move: NonNullable<CompanionReply['move']>;
}

/** One conversation as the chat service answers it (acceptMessage, then the reply worker's draft). */
export function replay(messages: string[]): TurnResult[] {
  const history: CompanionTurn[] = [];
  let crisisRepliesBefore = 0;
  return assessTurns(messages).map(({ verdict, flagged }, i) => {
    const message = messages[i]!;
    const decision = decideReply({
      verdict,
      stoppedBeforeStart: false,
      modelConfigured: false,
      crisisRepliesBefore,
    });
    const answer =
      decision.kind === 'safety'
        ? undefined
        : offlineReply({
            message,
            mode: 'supportive',
            tone: 'casual',
            companionName: 'Sage',
            risk: verdict.level,
            category: verdict.category,
            language: verdict.language,
            crisisFlagged: flagged,
            history: [...history],
          });
    const reply =
      decision.kind === 'safety'
        ? safetyReply(decision.category, {
            companionName: 'Sage',
            language: verdict.language,
            followUp: decision.followUp,
          })
        : (answer?.content ?? '');
    crisisRepliesBefore = decision.kind === 'safety' ? crisisRepliesBefore + 1 : 0;
    history.push(
      { isUser: true, content: message },
      { isUser: false, content: reply, crisisReply: decision.kind === 'safety' },
    );
    return {
      message,
      level: verdict.level,
      category: verdict.category,
      reasons: verdict.reasons,
      crisisReply: decision.kind === 'safety',
      hotline: mentionsHelp(reply),
      reply,
      move: answer ? (answer.move ?? 'listen') : 'safety',
    };
  });
}
