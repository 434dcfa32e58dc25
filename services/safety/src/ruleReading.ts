import type { Risk, SafetyCategory } from '@sage/shared';
import {
  ALL_IDIOMS,
  aboutSomeoneElse,
  candidateClauses,
  keysFor,
  vocabularyOf,
  type WordIndex,
} from './clauses.ts';
import { ARMED_RULES } from './lexicon/armed.ts';
import { BYSTANDER_RULES } from './lexicon/bystander.ts';
import { COMPOSED_RULES } from './lexicon/compose.ts';
import { CONCERN_RULES } from './lexicon/concern.ts';
import type { CueSet } from './lexicon/cues.ts';
import { DANGER_RULES } from './lexicon/danger.ts';
import { ENGLISH_SIGN_CUES, ENGLISH_SIGNS } from './lexicon/englishSigns.ts';
import { PLAYING, QUOTED, RECOMMENDATIONS, SPORT_SHOOTING } from './lexicon/framing.ts';
import {
  EVERY_TIME,
  FIRST_PERSON_WORD,
  FRAMED,
  LAUGHING,
  NEGATION,
  NOW_WORD,
  ONE_MORE_TIME,
  ORDINARY_FAREWELL,
  PAST,
  PAST_RETURNS,
  REPORTED_SPEECH,
  SELF_NOW,
  THIRD_PERSON_WORD,
} from './lexicon/idioms.ts';
import { SPANISH_RULES } from './lexicon/spanish.ts';
import { SUICIDE_RULES, SUICIDE_SIGNS } from './lexicon/suicide.ts';
import { REASON_CATEGORY, type Reason, type Rule } from './lexicon/types.ts';
import { FAREWELL_REASONS, HISTORY_CATEGORIES, SOFT_SIGNS } from './signs.ts';
import { CATEGORY_PRIORITY, higher, type MessageReading, RANK } from './verdict.ts';

/** Where a sentence ends, for words of now that belong to the sentence they are in. */
const SENTENCE_END = /[.!?;\n]+/;

const ENGLISH_RULES: Rule[] = [
  ...SUICIDE_RULES,
  ...SUICIDE_SIGNS,
  ...DANGER_RULES,
  ...COMPOSED_RULES,
  ...ENGLISH_SIGNS,
  ...ENGLISH_SIGN_CUES,
  ...BYSTANDER_RULES,
  ...ARMED_RULES,
  ...CONCERN_RULES,
];
const ENGLISH_AND_SPANISH_RULES = [...ENGLISH_RULES, ...SPANISH_RULES];

/** Every word the rules and idioms look for: the words of a message an index is made of (clauses.ts). */
export const VOCABULARY = vocabularyOf([...ENGLISH_AND_SPANISH_RULES.map(keysFor), ...ALL_IDIOMS.keys]);

/** The rules a message is read by: the Spanish ones too when it holds a Spanish word. */
export const rulesFor = (spanish: boolean): readonly Rule[] =>
  spanish ? ENGLISH_AND_SPANISH_RULES : ENGLISH_RULES;

/** How the message frames what it says, which lowers what a rule reads (readMessage.ts). */
export interface Framing {
  /** Names a song, an essay, a game or a study. */
  frame: boolean;
  /** The writer speaks of themselves now, which a frame does not explain away. */
  selfNow: boolean;
  /** About a work, a study or a game, and not the writer now. */
  framed: boolean;
  /** In a game, killing everyone is how one wins. */
  playing: boolean;
  /** A gun at the range or in its season. */
  sporting: boolean;
  /** A goodbye explained by an ordinary departure (a last day at work, retiring, moving). */
  farewellExplained: boolean;
}

/** What the rules read in the clauses of one message, before the signs are read together. */
export interface RuleReading {
  level: Risk;
  category: SafetyCategory;
  meansQuestion: MessageReading['meansQuestion'];
  meansCategory: SafetyCategory;
  reasons: Reason[];
  /** A crisis read by a rule whose words are never said in jest (most are; see Rule.hyperbole). */
  plainCrisis: boolean;
  /** Reasons found in a history told as history ("five years ago i tried to end my life"), and otherwise. */
  toldAsHistory: Set<Reason>;
  toldAsNow: Set<Reason>;
  cues: CueSet;
  /** Clauses where a soft sign was read (see SOFT_SIGNS). */
  softClauses: Set<number>;
}

/**
 * Each rule over the clauses that hold one of its words, in order of urgency: once a crisis is found, only a
 * more urgent one can change it. Framing, laughter and the past lower what a rule reads.
 */
/** The framing of a message's clauses (`joined`, idioms taken out) and of its whole text (`normalized`). */
export function framingOf(joined: string, normalized: string): Framing {
  // A song, an essay or a game that names a danger is not the writer's danger, unless they speak of now.
  // Quoted words (a lyric, a line of a book) are the work's, not the writer's.
  const frame = FRAMED.test(joined.replace(RECOMMENDATIONS, ' '));
  const unquoted = normalized.replace(QUOTED, ' ');
  // Across a conversation any word of now speaks of the writer (a frame two messages back does not explain a
  // crisis told now); within a message, a word of now in a sentence about someone else is theirs.
  const selfNow = SELF_NOW.test(unquoted) || NOW_WORD.test(unquoted);
  const selfNowHere =
    SELF_NOW.test(unquoted) ||
    unquoted
      .split(SENTENCE_END)
      .some((s) => NOW_WORD.test(s) && (FIRST_PERSON_WORD.test(s) || !THIRD_PERSON_WORD.test(s)));
  return {
    frame,
    selfNow,
    framed: frame && !selfNowHere,
    playing: PLAYING.test(joined),
    sporting: SPORT_SHOOTING.test(joined),
    farewellExplained: ORDINARY_FAREWELL.test(joined),
  };
}

export function readRules(
  rules: readonly Rule[],
  parts: readonly string[],
  index: WordIndex,
  { framed, playing, sporting, farewellExplained }: Framing,
): RuleReading {
  let level: Risk = 'none';
  let category: SafetyCategory = 'none';
  let meansQuestion: MessageReading['meansQuestion'];
  let meansCategory: SafetyCategory = 'none';
  const reasons: Reason[] = [];
  let plainCrisis = false;
  const toldAsHistory = new Set<Reason>();
  const toldAsNow = new Set<Reason>();
  const cues: CueSet = new Set();
  const softClauses = new Set<number>();
  const all = parts.map((_, i) => i);
  for (const [n, rule] of rules.entries()) {
    // Once a crisis is found, only a crisis of a more urgent kind can change the verdict.
    if (
      level === 'crisis' &&
      (rule.level !== 'crisis' ||
        rule.contextual ||
        CATEGORY_PRIORITY.indexOf(rule.category ?? REASON_CATEGORY[rule.reason]) >=
          CATEGORY_PRIORITY.indexOf(category))
    ) {
      continue;
    }
    if (farewellExplained && FAREWELL_REASONS.has(rule.reason)) continue;
    const candidates = candidateClauses(keysFor(rule), index, n) ?? all;
    if (candidates.length === 0) continue;
    scan: for (const c of candidates) {
      const clause = parts[c] as string;
      // exec with lastIndex, not matchAll: matchAll copies the expression on every call.
      const re = rule.re;
      re.lastIndex = 0;
      for (let m = re.exec(clause); m !== null; m = re.exec(clause)) {
        if (m[0] === '') re.lastIndex++;
        const prefix = clause.slice(0, m.index);
        if (rule.requires && !rule.requires.test(clause)) continue;
        if (rule.negatable !== false && NEGATION.test(prefix)) continue;
        const ruleCategory = rule.category ?? REASON_CATEGORY[rule.reason];
        if (rule.cue) cues.add(rule.cue);
        if (rule.cueOnly) break scan;
        if (rule.contextual) {
          meansQuestion = rule.contextual;
          meansCategory = ruleCategory;
          if (rule.contextual === 'none') break scan;
        }
        let found: Risk = rule.contextual ?? rule.level;
        let reason: Reason = rule.reason;
        if (found === 'crisis' && !rule.hyperbole) plainCrisis = true;
        if (
          found === 'crisis' &&
          rule.hyperbole &&
          (LAUGHING.test(clause) || ONE_MORE_TIME.test(clause) || EVERY_TIME.test(clause.slice(m.index)))
        )
          found = 'elevated';
        let history = false;
        if (found === 'crisis' && rule.pastable && PAST.test(clause)) {
          found = 'elevated';
          history = true;
        }
        // A history told as history ("i used to purge in college", "a year free from self-harm").
        if (
          found === 'crisis' &&
          HISTORY_CATEGORIES.has(ruleCategory) &&
          PAST.test(clause) &&
          !PAST_RETURNS.test(clause)
        ) {
          found = 'elevated';
          history = true;
        }
        if (found === 'crisis' && framed) found = 'elevated';
        // Affairs put in order in someone else's words are theirs: a grandmother's "when im gone".
        if (found === 'crisis' && reason === 'giving_away' && REPORTED_SPEECH.test(prefix))
          found = 'elevated';
        // A threat in a game is the game's ("he says he will finish me in fifa tonight").
        if (found === 'crisis' && (reason === 'harm_to_others' || reason === 'threatened') && playing)
          found = 'elevated';
        // A gun at the range or in its season is the sport's ("bruised from the recoil, holding the gun").
        if (found === 'crisis' && reason === 'plan_or_means' && sporting) found = 'elevated';
        if (found === 'crisis' && rule.thirdParty && aboutSomeoneElse(prefix)) {
          found = 'elevated';
          reason = 'third_party';
        }
        if (RANK[found] > RANK[level]) {
          level = found;
          category = ruleCategory;
        } else if (found === level) {
          category = higher(category, ruleCategory);
        }
        if (!reasons.includes(reason)) reasons.push(reason);
        if (found === 'elevated' && SOFT_SIGNS.has(reason)) softClauses.add(c);
        // A history told as history backs nothing now: it is neither distress nor a sign for the classifier.
        (history ? toldAsHistory : toldAsNow).add(reason);
        if (found === 'elevated' && reason !== 'third_party' && !rule.cue && !history) {
          cues.add(ruleCategory);
        }
        if (found === 'crisis') break scan;
      }
    }
  }
  // A gun in its season or at the range with a time ("deer season, cleaned it tonight") is the sport's,
  // unless an intent, a farewell or finality is there too; its gun is no means for the messages after either.
  if (sporting && !cues.has('intent') && !cues.has('farewell') && !cues.has('finality')) cues.delete('means');
  // A threat inside a game ("on mario kart every sunday, tonight im ending him") is the game's: its violence
  // makes no crisis with a time read beside it, nor does its threat.
  if (playing) {
    cues.delete('violence');
    cues.delete('abuse');
  }
  return {
    level,
    category,
    meansQuestion,
    meansCategory,
    reasons,
    plainCrisis,
    toldAsHistory,
    toldAsNow,
    cues,
    softClauses,
  };
}
