import type { Risk, SafetyCategory } from '@sage/shared';
import { wordsBeforeLooks } from './anchors.ts';

/** Why a rule fired; each reason belongs to one category unless the rule says otherwise. */
export type Reason =
  | 'suicidal_intent'
  | 'passive_death_wish'
  | 'self_harm'
  | 'plan_or_means'
  | 'dangerous_place'
  | 'lethality_question'
  | 'means_question'
  | 'goodbye'
  | 'giving_away'
  | 'burden'
  | 'slang'
  | 'means_emoji'
  | 'hopelessness'
  | 'self_harm_history'
  | 'mentions_suicide'
  | 'third_party'
  | 'overdose_taken'
  | 'medical_emergency'
  | 'partner_abuse'
  | 'family_abuse'
  | 'sexual_violence'
  | 'threatened'
  | 'unsafe_situation'
  | 'harm_to_others'
  | 'eating'
  | 'recent_disclosure'
  | 'distress_in_context'
  | 'crisis_flag'
  | 'second_opinion'
  | 'classifier'
  /** The classifier alone, so sure that it weighs as a sign of the writer's own (see readMessage). */
  | 'classifier_sure'
  | 'warning_signs'
  | 'exploitation'
  | 'stalking'
  | 'distress';

export const REASON_CATEGORY: Record<Reason, SafetyCategory> = {
  suicidal_intent: 'suicide',
  passive_death_wish: 'suicide',
  self_harm: 'self_harm',
  plan_or_means: 'suicide',
  dangerous_place: 'suicide',
  lethality_question: 'suicide',
  means_question: 'suicide',
  goodbye: 'suicide',
  giving_away: 'suicide',
  burden: 'suicide',
  slang: 'suicide',
  means_emoji: 'suicide',
  hopelessness: 'suicide',
  self_harm_history: 'self_harm',
  mentions_suicide: 'suicide',
  third_party: 'suicide',
  overdose_taken: 'medical',
  medical_emergency: 'medical',
  partner_abuse: 'abuse',
  family_abuse: 'abuse',
  sexual_violence: 'abuse',
  threatened: 'abuse',
  unsafe_situation: 'abuse',
  harm_to_others: 'violence',
  eating: 'eating',
  recent_disclosure: 'suicide',
  distress_in_context: 'suicide',
  crisis_flag: 'suicide',
  second_opinion: 'suicide',
  classifier: 'suicide',
  classifier_sure: 'suicide',
  warning_signs: 'suicide',
  exploitation: 'abuse',
  stalking: 'abuse',
  distress: 'suicide',
};

/**
 * Warning signs that are not a danger alone but are one together, anywhere in the same message
 * (C-SSRS: ideation, then method, intent, plan, timing). See cues.ts for which pairs make a crisis.
 */
export type Cue =
  | 'intent'
  | 'means'
  | 'place'
  | 'time'
  | 'farewell'
  | 'finality'
  | 'almost'
  | 'act'
  | 'body'
  /** A drug or pill just taken ("me dieron una pasti"): with the body failing, a medical emergency. */
  | 'taken'
  | 'question'
  /** About to know what was asked ("ill find out soon", "lo voy a saber en un rato"): a crisis after a question. */
  | 'foretold'
  /** Chest pain or tightness, and an arm or jaw gone numb: a heart attack when both show. */
  | 'chest'
  | 'arm'
  /** An engine left running: carbon monoxide only in a closed garage or car (with `place`). */
  | 'engine'
  /** Someone who cannot be reached now (not answering, locked in): after their goodbye, a crisis. */
  | 'unreachable'
  /** An empty pill pack found by someone, or pills they said they were taking or had put by. */
  | 'found'
  /** A fall or a knock to the head, and then drowsiness or vomiting again and again. */
  | 'knocked'
  | 'drowsy'
  /** A weapon taken along for someone, and a threat or a grudge beside it. */
  | 'armed'
  | 'threat';

export interface Rule {
  reason: Reason;
  level: Exclude<Risk, 'none'>;
  re: RegExp;
  /** The category, when it is not the reason's own (a burden rule about eating, say). */
  category?: SafetyCategory;
  /** Default true: a negation of intent just before the match cancels it. */
  negatable?: boolean;
  /** Lowered to elevated next to laughter markers ("kms lol"). */
  hyperbole?: boolean;
  /** Lowered to elevated next to markers of a past long gone ("used to", "years ago"). */
  pastable?: boolean;
  /** Lowered to elevated (reason `third_party`) when the nearest subject before it is someone else. */
  thirdParty?: boolean;
  /** The clause must also match this for the rule to count. */
  requires?: RegExp;
  /**
   * A question about means that is harmless on its own ("what are the tallest bridges here?"): a crisis
   * only when the recent conversation carries distress; alone it is this level.
   */
  contextual?: 'none' | 'elevated';
  /** A warning sign that counts towards a crisis together with others in the message (cues.ts). */
  cue?: Cue;
  /** Only a cue: it never sets a level alone. */
  cueOnly?: boolean;
}

export const SELF = '(?:my ?self|myself|meself)';
export const MEANS = '(?:emojipill|emojiknife|emojirope|emojigun)';

/** A rule's expression (see wordsBeforeLooks: long messages stay fast). */
export function rx(source: string): RegExp {
  return new RegExp(wordsBeforeLooks(source), 'g');
}
