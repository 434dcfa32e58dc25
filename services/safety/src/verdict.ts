import type { Risk, SafetyCategory, SafetyLanguage } from '@sage/shared';
import { isTerse } from './clauses.ts';
import { greetingOnly } from './languages/identify.ts';
import type { CueKind } from './languages/types.ts';
import type { CueSet } from './lexicon/cues.ts';
import type { Reason } from './lexicon/types.ts';

/** What the engine says of a message or a conversation, and what it keeps of each message it read. */
export interface RiskAssessment {
  level: Risk;
  category: SafetyCategory;
  /** The language of the fixed replies and resources: English, or Spanish when the words are Spanish. */
  language: SafetyLanguage;
  /** ISO 639-1 code of the language the message is written in, when the engine knows it. */
  writtenIn?: string | undefined;
  reasons: Reason[];
}

export interface ConversationAssessment extends RiskAssessment {
  /** The latest message's crisis was made by warning signs together (the parts of a plan). */
  combined?: boolean;
  /** How many messages were read to reach the verdict. */
  context: number;
}

/** A message read on its own: the verdict and what its neighbours need to know of it. */
export interface MessageReading extends RiskAssessment {
  /** A means question that becomes a crisis in a distressed conversation. */
  meansQuestion: Exclude<Risk, 'none'> | 'none' | undefined;
  meansCategory: SafetyCategory;
  /** Signs of distress that are not a risk alone (a loss, a breakup) but give a means question its weight. */
  distress: boolean;
  /** The distress is the classifier's worry alone, below its note: context for others, no backing for itself. */
  worriedOnly?: boolean;
  /** Warning signs seen (lexicon/cues.ts): several messages can make a crisis together. */
  cues: CueSet;
  /** Warning signs made a crisis together (a means and a time, a farewell and finality). */
  combined: boolean;
  /** Building blocks found by another language's data (languages/): they combine across messages too. */
  otherCues: readonly CueKind[];
  /** Elevated by soft signs alone, said once (readMessage.ts SOFT_SIGNS). */
  softOnly: boolean;
  /** An everyday cause is named and no bad news (lexicon/everyday.ts). */
  everyday: boolean;
  /** Bad news is told: a loss or a rupture (lexicon/everyday.ts). */
  badNews: boolean;
  /** About a work, a study or a game (lexicon/idioms.ts FRAMED). */
  frame: boolean;
  /** An ordinary departure is named (moving, retiring, a last day): it explains a goodbye nearby. */
  departure: boolean;
  /** The message laughs (lol, jaja, an emoji): its signs are not lent to its neighbours. */
  laughing: boolean;
  /** The writer speaks of themselves now, which no frame explains away. */
  selfNow: boolean;
  /** The normalised text, for reading neighbouring messages together. */
  normalized: string;
}

export const RANK: Record<Risk, number> = { none: 0, elevated: 1, crisis: 2 };
/** When several dangers show at the same level, the one whose help is most urgent comes first. */
export const CATEGORY_PRIORITY: SafetyCategory[] = [
  'medical',
  'violence',
  'suicide',
  'abuse',
  'self_harm',
  'eating',
  'none',
];

export function higher(a: SafetyCategory, b: SafetyCategory): SafetyCategory {
  return CATEGORY_PRIORITY.indexOf(a) <= CATEGORY_PRIORITY.indexOf(b) ? a : b;
}

/**
 * The language to answer in. A language switch mid-conversation is rare: the latest message's, unless it has
 * too few words to tell ("ok", "jaja"), then the conversation's; and Spanish with no word the English rules
 * count as Spanish ("no me hagas caso"), in a Spanish conversation, is answered in Spanish, as the
 * identifier says.
 */
export function replyLanguage(
  window: readonly string[],
  readings: readonly MessageReading[],
  writtenIn: string,
  language: SafetyLanguage,
): SafetyLanguage {
  const previous = readings.at(-2);
  if (isTerse(window.at(-1) as string) && previous) return previous.language;
  if (
    (writtenIn === 'en' || writtenIn === 'es') &&
    writtenIn !== language &&
    previous?.language === writtenIn
  )
    return writtenIn;
  return language;
}

/**
 * The language the latest message is written in. A message too short to tell takes the conversation's, and
 * so does a greeting alone in another language ("ciao!" at the end of an English conversation).
 */
export function conversationLanguage(window: readonly string[], readings: readonly MessageReading[]): string {
  const latest = readings.at(-1) as MessageReading;
  const before = readings.slice(0, -1).findLast((r) => r.writtenIn)?.writtenIn;
  return (
    (before !== undefined && greetingOnly(window.at(-1)!, latest.writtenIn) ? before : latest.writtenIn) ??
    before ??
    latest.language
  );
}

/** What the chat service knows of the session beside its messages. */
export interface ConversationOptions {
  /** The session showed crisis signs before (its flag outlives a cleared conversation). */
  crisisFlagged?: boolean;
  /** The category the session was flagged with, if known. */
  flaggedCategory?: SafetyCategory;
  /** The flag was raised within the last few turns (a second opinion may have raised it). */
  flaggedRecently?: boolean;
}
