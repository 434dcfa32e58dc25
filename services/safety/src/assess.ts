/**
 * Risk assessment: `none`, `elevated` or `crisis`, the kind of danger (`category`), the language the
 * person wrote in, and the rule families that fired (`reasons`). A message is read by
 * readMessage.ts (its clauses by clauses.ts, its framing words in lexicon/framing.ts), a conversation by
 * conversation.ts; this module is what the rest of the engine and its callers import.
 *
 *
 * How a message is read
 * - Rule-based and deterministic: it runs on every message before any reply, costs well under a
 *   millisecond, works with no model configured, and every decision names the rules behind it.
 * - The text is normalised first (see normalize.ts) and split into clauses (sentence ends and "but"), so
 *   a negation in one clause never hides a statement in the next: "I'm not suicidal but I want to die".
 * - Known idioms are removed from a clause first ("this exam is killing me", "me muero de risa").
 * - A match right after a negation of intent ("I would never hurt myself") is skipped, unless the rule's
 *   meaning holds the negation ("I don't want to live").
 * - A crisis match next to laughter ("kms lol") or a past long gone ("I used to cut, years ago") is
 *   lowered to `elevated`; one about someone else ("my friend wants to kill herself") too, with the
 *   `third_party` reason: the writer still gets a gentle check-in and the right help.
 * - Questions about means that are harmless alone ("what are the tallest bridges here?") count only
 *   when the conversation around them carries distress (assessConversation).
 *
 * How a conversation is read (assessConversation)
 * - A crisis in one of the last few messages keeps the conversation at crisis: a denial, a joke or a
 *   change of topic right after a disclosure does not end it, and the crisis card stays.
 * - Distress earlier in the conversation turns a means question into a crisis, and distress that keeps
 *   coming back (three elevated messages in the window) is treated as a crisis too.
 *
 * Limits: it reads words, not meaning. New slang or a metaphor it does not know passes, and unusual
 * idioms can be flagged; the bias is deliberate (when in doubt, flag). Sarcasm, quotes and role play
 * cannot be told apart from sincere text. That is why every reply keeps help in reach.
 */
export { trainedModel } from './classifier/model.ts';
export {
  assessConversation,
  CONTEXT_WINDOW,
  type ConversationOptions,
  CRISIS_STAYS_FOR,
} from './conversation.ts';
export { assessByRules, assessMessage } from './readings.ts';
export { CLASSIFIER_WINDOW, raisesFlag } from './signs.ts';
export type { ConversationAssessment, RiskAssessment } from './verdict.ts';
