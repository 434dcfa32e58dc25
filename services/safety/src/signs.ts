import type { SafetyCategory } from '@sage/shared';
import type { Reason } from './lexicon/types.ts';
import type { ConversationAssessment, MessageReading } from './verdict.ts';

/**
 * How much each sign weighs: which are soft (ordinary alone in everyday venting), which are weak evidence (no
 * crisis of their own, no flag), which the next messages may explain, and the classifier's thresholds beside
 * the rules. Read by readMessage.ts and conversation.ts.
 */

/** Signs too weak to back a less confident classifier: worry about someone else, a plain goodbye. */
export const WEAK_SIGNS = new Set<string>([
  'third_party',
  'goodbye',
  'farewell',
  'time',
  'engine',
  'foretold',
]);
/**
 * Signs ordinary alone (a partner not answering, a fall off the sofa, a knife for a picnic) that count only
 * together (lexicon/cues.ts): they give the classifier nothing to stand on.
 */
export const ORDINARY_ALONE = new Set<string>([
  'unreachable',
  'found',
  'knocked',
  'drowsy',
  'armed',
  'threat',
]);
for (const cue of ORDINARY_ALONE) WEAK_SIGNS.add(cue);
/** Dangers whose history is common and told as history; a past told so is not a crisis now. */
export const HISTORY_CATEGORIES = new Set<SafetyCategory>(['suicide', 'self_harm', 'eating', 'abuse']);
/** Signs an ordinary departure explains. */
export const FAREWELL_REASONS = new Set<Reason>(['goodbye', 'giving_away']);
/** Signs that point to suicide only through means or circumstance, not through what the writer says. */
export const GENERIC_SUICIDE_SIGNS = new Set<Reason>([
  'plan_or_means',
  'warning_signs',
  'means_question',
  'lethality_question',
  'means_emoji',
  'dangerous_place',
  'distress',
]);
/** How many earlier user messages are read, and for how many turns a disclosure keeps its crisis. */
export const CONTEXT_WINDOW = 6;
export const CRISIS_STAYS_FOR = 5;
/** How many of the latest messages the classifier reads together (conversation.ts, settling.ts, training). */
export const CLASSIFIER_WINDOW = 3;
/** Messages up to this many words are read whole by the classifier (see readMessage). */
export const SHORT_TEXT_WORDS = 30;
/** The classifier's probability at which it calls a crisis with no other sign. */
export const CONFIDENT = 0.8;
/**
 * The classifier's probability at which its crisis alone is as good as a rule's sign: on held-back turns of
 * whole conversations nearly every turn scored this high was a crisis (training/REPORT.md), so such a crisis
 * flags the session and holds through what follows, as a disclosure the rules read does.
 */
export const SURE_ALONE = 0.97;
/**
 * What the classifier needs to call a crisis in a text that gives it nothing to stand on (no rule's sign, no
 * warning sign, no distress, no word of danger): near certainty.
 */
export const UNGROUNDED_SURE = 0.99;
/**
 * What the classifier needs, reading the last messages together, to call a crisis with no sign in the latest
 * one: on held-back turns of whole conversations, 0.997 of those it scored this high were a crisis
 * (training/REPORT.md).
 */
export const TOGETHER_CERTAIN = 0.97;
/**
 * Below this, the classifier reads a death word cursed at a small trouble as no danger at all (readMessage):
 * "the wifi is down, i want to die" scores under 0.01, "lost my job today, i want to die" over 0.9.
 */
export const SMALL_TROUBLE_DOUBT = 0.05;
/**
 * Signs that are ordinary alone in everyday venting: hopelessness said once, warning signs, a goodbye,
 * things given away, the word suicide, distress. Alone they do not raise an alarm (see readMessage).
 */
export const SOFT_SIGNS = new Set<Reason>([
  'hopelessness',
  'warning_signs',
  'goodbye',
  'giving_away',
  'mentions_suicide',
  'distress',
]);
/** Dangers the writer tells of themselves, which back the classifier's crisis in the next messages. */
const OWN_DANGER = new Set<Reason>([
  'suicidal_intent',
  'passive_death_wish',
  'self_harm',
  'plan_or_means',
  'dangerous_place',
  'lethality_question',
  'means_question',
]);
/**
 * The writer said in earnest, in one of the two messages before, what the rules read as a danger of their
 * own ("hace meses q pienso en quitarme la vida"): a crisis the classifier reads next ("ya tomé la
 * decisión") rests on both.
 */
export const backedByOwnDanger = (before: readonly MessageReading[]) =>
  before
    .slice(-2)
    .some((r) => r.level === 'elevated' && !r.laughing && r.reasons.some((x) => OWN_DANGER.has(x)));
/** Read by another language's data than the English and Spanish rules. */
export const readInOtherLanguage = (r: MessageReading) =>
  r.writtenIn !== undefined && r.writtenIn !== 'en' && r.writtenIn !== 'es';
/** The classifier's reading, sure or not. */
export const isClassifier = (r: Reason) => r === 'classifier' || r === 'classifier_sure';
/**
 * What the classifier's worry alone (no rule's sign) needs to earn the gentle note: ordinary venting
 * ("it hurts and she screams" about breastfeeding) scores above the at-risk threshold often enough that a
 * note on every such message would be an alarm in most hard-day conversations.
 */
export const WORRY_ALONE = 0.85;
/**
 * The same worry in a message that gives it nothing to stand on (no sign, no distress word, no word of
 * danger): what people write about a parent's cruelty, counting calories or missing cutting is often said
 * in words no rule names. Chosen on the sets measured once before (eval/REPORT.md): 0.99 raised elevated
 * recall there by about three points and flagged about one ordinary message in a thousand more.
 */
export const WORRY_UNGROUNDED = 0.99;
/** What the classifier alone needs when bad news explains the distress it reads. */
export const SURE = 0.9;
export const MEANS_REASONS = new Set<Reason>(['lethality_question', 'means_question', 'plan_or_means']);

/**
 * Reasons that are no sign of the writer's own danger read by a rule: the classifier's reading, warning signs
 * that are ordinary alone, worry about someone else, or a crisis carried over from before.
 */
export const WEAK_EVIDENCE = new Set<Reason>([
  'classifier',
  'classifier_sure',
  'recent_disclosure',
  'distress_in_context',
  'crisis_flag',
  'warning_signs',
  'goodbye',
  'giving_away',
  'third_party',
  'distress',
]);

/** True when a crisis rests on the writer's own signs of danger: only such a crisis flags the session. */
export function raisesFlag(verdict: ConversationAssessment): boolean {
  return (
    verdict.level === 'crisis' &&
    (verdict.combined === true || verdict.reasons.some((r) => !WEAK_EVIDENCE.has(r)))
  );
}

/** A reading that rests on a rule, not on the classifier alone. */
export const byRules = (r: MessageReading) => r.reasons.some((x) => x !== 'classifier');

/** Signs that can mean danger or something ordinary; the next messages may say which. */
export const AMBIGUOUS_SIGNS = new Set<Reason>([
  'warning_signs',
  'giving_away',
  'goodbye',
  'classifier',
  'classifier_sure',
  // "i'm gonna murder my brother" then "he ate my leftover pad thai".
  'harm_to_others',
]);
/** Dangers a following message adds to rather than explains. */
export const ADDS_DANGER = new Set<SafetyCategory>(['abuse', 'violence', 'medical']);
