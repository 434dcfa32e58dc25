import { recentlyRead } from '@sage/shared';
import { GENERIC_TOPICS, OVERRIDABLE_TOPICS, SERIOUS_TOPICS, STICKY_TOPICS } from './lexicon.ts';
import { findPeople } from './people.ts';
import { normalize } from './text.ts';
import type { Person, Topic } from './types.ts';

/**
 * How the visitor feels about the people in the conversation, and what they have decided: read from
 * their own words, message by message, so a loved sister who is moving away is never answered as a
 * conflict at home, and a plan made earlier is remembered.
 */

export type Feeling = 'loved' | 'conflict' | 'mixed' | 'neutral';

/** Friction with someone: arguments, criticism, being ignored or controlled. */
export const FRICTION =
  /\b(?:argu\w*|fight\w*|fought|yell\w*|scream\w*|shout\w*|mad at|angry (?:at|with)|pissed|annoy\w*|irritat\w*|clash\w*|don'?t get along|never listens?|doesn'?t listen|won'?t listen|criticiz\w*|criticis\w*|compar(?:es|ing|ed) me|won'?t let me|doesn'?t let me|controlling|strict|grounded|blam\w*|ignor\w*|disrespect\w*|rude|mean to me|nag\w*|toxic|judg\w*|guilt[- ]trip\w*|passive aggressive|took credit|dumps? (?:work|everything) on|piles? (?:work|more|stuff) on|micromanag\w*|cheat\w*|lied|lying|betray\w*|hate (?:him|her|them|my)|can'?t stand|fed up with|sick of (?:him|her|them|my)|tension|tense|snapp?(?:ed|s)? at|left me out|ghost\w*|used me|unfair|favou?rite)\b/;

/** Warmth toward someone: love, missing them, pride, closeness, good changes in their life. */
const WARMTH =
  /\b(?:love (?:her|him|them|my)|i love|miss (?:her|him|them|my)|gonna miss|going to miss|will miss|proud of|so happy for|happy for|excited for|close to (?:her|him|them|my)|we'?re (?:really |so )?close|best (?:friend|sister|brother|mom|dad)|sweet|kind|supportive|amazing|lovely|wonderful|adore|means (?:so much|a lot|everything)|visit\w*|wedding|getting married|engaged|new baby|pregnan\w*|moving (?:away|abroad|to)|moves? (?:away|abroad|to)|moved (?:away|abroad|to)|help(?:ing)? (?:her|him|them) (?:pack|move)|spend time with)\b/;

const PRONOUN = /\b(?:she|her|he|him|his|they|them|their)\b/;

export interface PeopleFeelings {
  /** By relation ("sister", "boss"). */
  about: Map<string, Feeling>;
  /** The person most recently named, for "she said no". */
  last?: Person | undefined;
}

function combine(before: Feeling | undefined, now: Feeling): Feeling {
  if (!before || before === 'neutral' || before === now) return now;
  if (now === 'neutral') return before;
  return 'mixed';
}

/** Who a message names and how it sounds about them (kept for recent messages: each turn replays them). */
const feelingOf = recentlyRead((message: string) => {
  const text = normalize(message);
  const friction = FRICTION.test(text);
  const warmth = WARMTH.test(text);
  const now: Feeling = friction && warmth ? 'mixed' : friction ? 'conflict' : warmth ? 'loved' : 'neutral';
  return { named: findPeople(message), now, pronoun: PRONOUN.test(text) };
}, 4_096);

/** Updates what the visitor feels about the people of one message (named, or "she"/"he" for the last one). */
export function feelAbout(state: PeopleFeelings, message: string): void {
  const { named, now, pronoun } = feelingOf(message);
  const targets = named.length > 0 ? named : state.last && pronoun ? [state.last] : [];
  for (const p of targets) state.about.set(p.relation, combine(state.about.get(p.relation), now));
  if (named.length > 0) state.last = named.at(-1);
}

/** Whether the conversation about this person (or, with no person, its recent words) shows friction. */
export function frictionWith(
  state: PeopleFeelings,
  person: Person | undefined,
  recent: readonly string[],
): boolean {
  const feeling = person ? state.about.get(person.relation) : undefined;
  if (feeling === 'conflict' || feeling === 'mixed') return true;
  if (feeling === 'loved') return false;
  return recent.some((m) => FRICTION.test(normalize(m)));
}

/** Whether the person is someone they love, with no friction said. */
export function lovedOne(state: PeopleFeelings, person: Person | undefined): boolean {
  return person !== undefined && state.about.get(person.relation) === 'loved';
}

/** Moving on to something else: "also" or "anyway" opening a sentence, "another thing", "unrelated". */
const MOVING_ON =
  /(?:^|[.!?]\s+)(?:oh |and |ok |okay |so )?(?:also|anyway|anyways|btw|by the way)\b|\b(?:another thing|on another note|different (?:thing|topic)|changing the subject|unrelated|something else|on top of (?:that|this|everything))\b|\b(?:too|as well)\W*$/;

/** A message this short that names a subject is about it ("work is so stressful"), not a detail. */
const SHORT_ABOUT_WORDS = 5;
/** Said in a few words of its own, a subject named is what the message is about. */
export const saidInFewWords = (text: string) => text.split(/\s+/).filter(Boolean).length <= SHORT_ABOUT_WORDS;

/** Words that make a message about the relationship itself, not just naming someone in it. */
const OWN_SUBJECT: Partial<Record<Topic, RegExp>> = {
  partner:
    /\b(?:break ?up|broke up|breaking up|dating|relationship|divorc\w*|cheat\w*|my ex|dumped|ghost\w*|situationship|crush|long[- ]distance)\b/,
  friends:
    /\b(?:friendship|friend group|group chat|left (?:me )?out|fell out|falling out|drift\w*|no friends|make friends|new friends)\b/,
  family:
    /\b(?:my family|family (?:stuff|drama|dinner|thing)|parents (?:are|keep|fight|argu)|divorc\w*|sibling\w*)\b/,
  loneliness: /\b(?:lonely|loneliness|so alone|all alone|isolated)\b/,
};

/**
 * Whether the conversation's subject holds over the topic this message would have on its own: a feeling
 * gives way to the concrete subject ("so anxious" about work); a loss or an illness stays the subject; and
 * someone named in passing ("my wife knows, she's been great") does not change what it is about, unless
 * the message is about that relationship or has friction in it. Danger, and a clear "also, another
 * thing...", always move on.
 */
export function subjectHolds(
  subject: Topic | undefined,
  topic: Topic | undefined,
  message: string,
  previous?: Topic | undefined,
): boolean {
  if (!subject || !topic || subject === topic) return false;
  const text = normalize(message);
  if (SERIOUS_TOPICS.has(topic) || MOVING_ON.test(text)) return false;
  if (OVERRIDABLE_TOPICS.has(topic) && !GENERIC_TOPICS.has(subject)) return true;
  if (STICKY_TOPICS.has(subject)) return true;
  if (GENERIC_TOPICS.has(subject) || FRICTION.test(text)) return false;
  const own = OWN_SUBJECT[topic];
  if (own) return !own.test(text);
  // One word of another subject ("his promotion" at a family dinner) is a detail of this one; said again
  // in the next message, or said in a few words of its own ("work is so stressful"), it has become what
  // they are talking about.
  return (
    !STICKY_TOPICS.has(topic) && !GENERIC_TOPICS.has(topic) && topic !== previous && !saidInFewWords(text)
  );
}
