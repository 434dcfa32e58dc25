import type { Risk, SafetyCategory, SafetyLanguage } from '@sage/shared';
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
