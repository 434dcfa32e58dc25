import { existsSync } from 'node:fs';
import type { Risk, SafetyCategory, SafetyLanguage } from '@sage/shared';
import { type ClassifierVerdict, classify, loadModel, type SafetyModel } from './classifier/model.ts';
import { type Key, keysOf } from './lexicon/anchors.ts';
import { type CueSet, crisisFromCues } from './lexicon/cues.ts';
import { DANGER_RULES } from './lexicon/danger.ts';
import { DISTRESS } from './lexicon/distress.ts';
import {
  FRAMED,
  IDIOMS,
  LAUGHING,
  NEGATION,
  ORDINARY_FAREWELL,
  PAST,
  PAST_RETURNS,
  SELF_NOW,
} from './lexicon/idioms.ts';
import { ENGLISH_MARKERS, SPANISH_IDIOMS, SPANISH_MARKERS, SPANISH_RULES } from './lexicon/spanish.ts';
import { SUICIDE_RULES, SUICIDE_SIGNS } from './lexicon/suicide.ts';
import { REASON_CATEGORY, type Reason, type Rule } from './lexicon/types.ts';
import { normalize } from './normalize.ts';

/**
 * Risk assessment: `none`, `elevated` or `crisis`, the kind of danger (`category`), the language the
 * person wrote in, and the rule families that fired (`reasons`). One file on purpose: reading a message and
 * reading a conversation share their order of steps, and splitting them would hide that order.
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
export interface RiskAssessment {
  level: Risk;
  category: SafetyCategory;
  language: SafetyLanguage;
  reasons: Reason[];
}

export interface ConversationAssessment extends RiskAssessment {
  /** How many messages were read to reach the verdict. */
  context: number;
}

interface MessageReading extends RiskAssessment {
  /** A means question that becomes a crisis in a distressed conversation. */
  meansQuestion: Exclude<Risk, 'none'> | 'none' | undefined;
  meansCategory: SafetyCategory;
  /** Signs of distress that are not a risk alone (a loss, a breakup) but give a means question its weight. */
  distress: boolean;
  /** Warning signs seen (lexicon/cues.ts): several messages can make a crisis together. */
  cues: CueSet;
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

const MODEL_URL = new URL('./classifier/model.json', import.meta.url);
/** Signs too weak to back a less confident classifier: worry about someone else, a plain goodbye. */
const WEAK_SIGNS = new Set<string>(['third_party', 'goodbye', 'farewell', 'time']);
/** A plain denial ("i'm not suicidal, just stressed") is taken at its word unless something else shows. */
const DENIAL =
  /\b(?:not|never been|never) suicidal\b|\b(?:never|not|no) (?:had |have |ever had |any )*suicidal (?:thoughts|ideas|urges|feelings)\b|\b(?:dont|do not) want to die\b|\bno (?:thoughts|intention|plans?|urges?) (?:of|to)\b|\b(?:would|will|could) never (?:kill|hurt|harm) (?:myself|my self)\b|\b(?:im|i am) not (?:going to|about to) (?:kill|hurt|harm) (?:myself|my self)\b/;
/** The writer says things are getting better: a sad story that ends here needs a confident classifier. */
const RESOLVED =
  /\b(?:ill|i will|im going to|going to) be (?:ok|okay|fine|alright|all right)\b|\b(?:im|were|its|all) (?:ok|okay|fine|good|better) now\b|\bfeel(?:ing)? (?:a (?:bit|little|lot) )?better\b|\b(?:looks|seems|feels) doable\b|\bthanks for listening\b/;
/** Playing a game, where the words of violence are the game's. */
const PLAYING =
  /\b(?:among us|impostor|imposter|fortnite|minecraft|call of duty|valorant|roblox|gta|boss fight|final boss|respawn|npc|speedrun|playthrough|dungeon|hitbox|paintball|laser tag|airsoft|murder mystery|werewolf|mafia game|board game|video game|in the game)\b/;
/** A departure others were told of, then denied (bounded: the denial within a few clauses). */
const COVER_STORY =
  /\b(?:(?:told|telling) (?:\w+ ){0,4}(?:im|i am|i was|that im|that i was)|(?:she|he|they|everyone|people)(?: all)? thinks? (?:im|i am)) (?:moving|going|leaving|travel\w*|away)\b[\s\S]{0,80}?\b(?:im not|i am not|not (?:moving|going|leaving) anywhere|not going anywhere)\b/;
/** A good present after a hard past: a recovery told to give hope. */
const RECOVERED =
  /\b(?:today|now|this (?:year|week|month)) (?:i|im|i am|ive|we) (?:\w+ ){0,4}(?:graduated|married|got (?:married|my|engaged|a)|walked|celebrat\w*|finished|became|started|have|am|eating well|healthy|happy|pregnant|a (?:mom|dad|nurse|teacher|counsel\w*))\b|\b(?:it|things) (?:gets?|got) better\b|\bsharing (?:this )?(?:in case|for anyone|to give)\b|\bnever thought (?:id|i would) (?:be here|make it|see)\b|\b(?:so )?(?:grateful|thankful|proud) (?:to be|i)\b|\bhoy (?:me case|celebro|me gradue|cumplo)\b|\bsi se puede\b|\bim \d+ now\b/;
const QUOTED = /'[^'\n]*'|"[^"\n]*"/g;
/** A goodbye that promises a return ("bye for now, ill tell you all about it when im back"). */
const RETURNING =
  /\b(?:(?:when|once) (?:im|i get|i am|i come) back|see (?:you|ya|u) (?:tomorrow|later|soon|next week|on \w+|when)|talk (?:to you |to u )?(?:later|tomorrow|soon)|bye for now|catch (?:you|ya|u) later|ill tell (?:you|u) (?:all )?about it|back (?:on|next) (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|week))\b/;
/** Asking for a film or a song to pass the time is a change of subject, not a frame for what came before. */
const RECOMMENDATION =
  /\b(?:good|any|recommend\w*|suggest\w*|what|whats|which) (?:\w+ ){0,3}(?:film|movie|song|show|series|podcast|album|playlist|episode)s? (?:to|should i|could i|can i|i could|i should) (?:watch|listen|put on|stream|binge)\b|\b(?:what|which) (?:should|can|could) (?:i|we) (?:watch|listen to|read|cook|eat|make|play|wear|buy)\b/;
const RECOMMENDATIONS = new RegExp(RECOMMENDATION.source, 'g');
/** Dangers whose history is common and told as history; a past told so is not a crisis now. */
const HISTORY_CATEGORIES = new Set<SafetyCategory>(['suicide', 'self_harm', 'eating', 'abuse']);
/** Signs an ordinary departure explains. */
const FAREWELL_REASONS = new Set<Reason>(['goodbye', 'giving_away']);
/** Someone or somewhere other than the writer. */
const OTHERS =
  /\b(?:he|she|they|him|her|them|his|their|someone|somebody|people|everyone|everybody|anyone|guy|girl|man|woman|kid|kids|baby|boss|coworkers?|classmates?|teacher|roommate|neighbou?r|ex|dad|mom|brother|sister|son|daughter|husband|wife|boyfriend|girlfriend|partner|school|class|work|office|church|mall|party|el|ella|ellos|ellas|alguien|todos)\b/;
/** Someone to go to: where they live or work, heading there. */
const TARGETED =
  /\b(?:where (?:he|she|they) (?:lives?|works?|is|sleeps?)|(?:his|her|their) (?:house|place|flat|work|office|school)|heading (?:there|over)|going (?:over )?there)\b/;
/** Signs that point to suicide only through means or circumstance, not through what the writer says. */
const GENERIC_SUICIDE_SIGNS = new Set<Reason>([
  'plan_or_means',
  'warning_signs',
  'means_question',
  'lethality_question',
  'means_emoji',
  'dangerous_place',
  'distress',
]);
/** Messages up to this many words are read whole by the classifier (see readMessage). */
const SHORT_TEXT_WORDS = 30;
/** The classifier's probability at which it calls a crisis with no other sign. */
const CONFIDENT = 0.8;
/** What the classifier alone needs when bad news explains the distress it reads. */
const SURE = 0.9;
const RANK: Record<Risk, number> = { none: 0, elevated: 1, crisis: 2 };
/** When several dangers show at the same level, the one whose help is most urgent comes first. */
const CATEGORY_PRIORITY: SafetyCategory[] = [
  'medical',
  'violence',
  'suicide',
  'abuse',
  'self_harm',
  'eating',
  'none',
];

const ENGLISH_RULES: Rule[] = [...SUICIDE_RULES, ...SUICIDE_SIGNS, ...DANGER_RULES];

const SUBJECT =
  /\b(?:i|im|me|my ?self|myself|ive|id|ill|he|she|they|hes|shes|theyre|him|her|them|friend|sister|brother|mom|mum|dad|son|daughter|cousin|partner|boyfriend|girlfriend|roommate|classmate|kid|child|someone|somebody|husband|wife|uncle|aunt|bestie|bff|colleague|coworker|workmate|boss|manager|teammate|flatmate|housemate|neighbour|neighbor|grandma|grandpa|nan|gran|stepdad|stepmom|stepmum|niece|nephew|student|patient|client|character|protagonist|friends|kids|children|students|patients|clients|teens|people|cat|dog|kitten|puppy)\b/g;
const FIRST_PERSON = new Set(['i', 'im', 'me', 'myself', 'my self', 'ive', 'id', 'ill']);

/** True when the nearest person named before a match is someone other than the writer. */
function aboutSomeoneElse(prefix: string): boolean {
  let last: string | undefined;
  for (const m of prefix.matchAll(SUBJECT)) last = m[0];
  return last !== undefined && !FIRST_PERSON.has(last);
}

/**
 * The clauses of a normalised text, one per line: split at sentence ends, line breaks, semicolons, and
 * "but" (which often turns a statement around), with only letters, digits and single spaces left. Each
 * step is one linear pass over the whole text, however many clauses it holds: runs of spaces and symbols
 * become one space before any expression looks for what follows a run, so no run is scanned twice.
 */
export function clauseLines(normalized: string): string {
  return (
    normalized
      .replace(/[.!?;\r]+|\bbut\b|\bhowever\b|\bthough\b|\bpero\b/g, '\n')
      // A lone space is already what a run becomes: only longer runs and other characters are replaced, so
      // ordinary text does not cost a replacement per word.
      .replace(/(?:[^a-z0-9\s]|[^\S\n]){2,}|[^a-z0-9\s]|[^\S\n ]/g, ' ')
      .replace(/ ?\n[\n ]*/g, '\n')
      .trim()
  );
}

/**
 * All idioms as one expression: one pass over the text instead of one per idiom (most texts hold none, and
 * a long one costs a scan per expression).
 */
const anyOf = (list: RegExp[]) => new RegExp(list.map((re) => `(?:${re.source})`).join('|'), 'g');
const ENGLISH_IDIOMS = anyOf(IDIOMS);
const ALL_IDIOMS = anyOf([...IDIOMS, ...SPANISH_IDIOMS]);

/** Idioms replaced by a comma in every clause at once (no idiom crosses a line break). */
function stripIdioms(lines: string, idioms: RegExp): string {
  return lines
    .replace(idioms, ' , ')
    .replace(/[ ,]*,[ ,]*/g, ' , ')
    .replace(/^ +| +$/gm, '');
}

function countMatches(re: RegExp, text: string): number {
  let n = 0;
  for (const _ of text.matchAll(re)) n++;
  return n;
}

function higher(a: SafetyCategory, b: SafetyCategory): SafetyCategory {
  return CATEGORY_PRIORITY.indexOf(a) <= CATEGORY_PRIORITY.indexOf(b) ? a : b;
}

/** Per rule, words one of which any match holds (lexicon/anchors.ts); null: always run the rule. */
const KEYS = new WeakMap<Rule, Key[] | null>();
function keysFor(rule: Rule): Key[] | null {
  let keys = KEYS.get(rule);
  if (keys === undefined) {
    keys = keysOf(rule.re);
    KEYS.set(rule, keys);
  }
  return keys;
}

/** Where each word of the clauses occurs (clause numbers), and the words in order, for keys that are starts. */
interface WordIndex {
  words: Map<string, number[]>;
  /** The distinct words, sorted: the words a start begins are one run, found by binary search. */
  sorted: string[];
  /** Per clause, the number of the last rule that marked it (see candidateClauses). */
  stamp: Int32Array;
}

/** Letters and digits: the characters of a word in the clause lines. */
const isWordChar = (c: number) => (c >= 97 && c <= 122) || (c >= 48 && c <= 57);

function wordIndex(parts: string[]): WordIndex {
  const words = new Map<string, number[]>();
  // One scan of each clause by character code: no match objects, one string per word.
  parts.forEach((part, c) => {
    let start = -1;
    for (let i = 0; i <= part.length; i++) {
      const inWord = i < part.length && isWordChar(part.charCodeAt(i));
      if (inWord && start < 0) start = i;
      else if (!inWord && start >= 0) {
        const w = part.slice(start, i);
        start = -1;
        const list = words.get(w);
        if (!list) words.set(w, [c]);
        else if (list[list.length - 1] !== c) list.push(c);
      }
    }
  });
  const sorted = [...words.keys()].sort();
  return { words, sorted, stamp: new Int32Array(parts.length).fill(-1) };
}

/** The first index in `sorted` whose word is not before `start`. */
function lowerBound(sorted: string[], start: string): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((sorted[mid] as string) < start) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Adds to `out` the clauses of `list` that rule number `n` has not marked yet (see candidateClauses). */
function markClauses(list: number[], index: WordIndex, n: number, out: number[]): void {
  for (const c of list) {
    if (index.stamp[c] !== n) {
      index.stamp[c] = n;
      out.push(c);
    }
  }
}

/** The clauses (ascending) where rule number `n` can match, or undefined for all of them. */
function candidateClauses(keys: Key[] | null, index: WordIndex, n: number): number[] | undefined {
  if (!keys) return undefined;
  const out: number[] = [];
  for (const k of keys) {
    if (k.whole) {
      const list = index.words.get(k.word);
      if (list) markClauses(list, index, n, out);
    } else {
      // Every word that begins with the key's letters (a key holds at most the first eight).
      const { sorted } = index;
      for (let i = lowerBound(sorted, k.word); i < sorted.length; i++) {
        const w = sorted[i] as string;
        if (!w.startsWith(k.word)) break;
        markClauses(index.words.get(w) as number[], index, n, out);
      }
    }
  }
  return out.length > 1 ? out.sort(ascending) : out;
}

const ascending = (a: number, b: number) => a - b;

function readMessage(text: string, model: SafetyModel | null = trainedModel()): MessageReading {
  const normalized = normalize(text);
  const spanishWords = countMatches(SPANISH_MARKERS, normalized);
  const language: SafetyLanguage =
    spanishWords > 0 && spanishWords >= countMatches(ENGLISH_MARKERS, normalized) ? 'es' : 'en';
  const rules = spanishWords > 0 ? [...ENGLISH_RULES, ...SPANISH_RULES] : ENGLISH_RULES;
  const idioms = spanishWords > 0 ? ALL_IDIOMS : ENGLISH_IDIOMS;

  // One pass of each rule over all clauses joined by line breaks (no rule crosses a line break), so the
  // cost grows with the text once, not with the number of clauses times the number of rules.
  const joined = stripIdioms(clauseLines(normalized), idioms);
  const parts = joined.split('\n');
  let level: Risk = 'none';
  let category: SafetyCategory = 'none';
  let meansQuestion: MessageReading['meansQuestion'];
  let meansCategory: SafetyCategory = 'none';
  const reasons: Reason[] = [];
  /** Reasons found in a history told as history ("five years ago i tried to end my life"), and otherwise. */
  const toldAsHistory = new Set<Reason>();
  const toldAsNow = new Set<Reason>();
  const cues: CueSet = new Set();
  // A song, an essay or a game that names a danger is not the writer's danger, unless they speak of now.
  // Quoted words (a lyric, a line of a book) are the work's, not the writer's.
  const frame = FRAMED.test(joined.replace(RECOMMENDATIONS, ' '));
  const selfNow = SELF_NOW.test(normalized.replace(QUOTED, ' '));
  const framed = frame && !selfNow;
  // In a game, killing everyone is how one wins.
  const playing = PLAYING.test(joined);
  // A goodbye explained by an ordinary departure (a last day at work, retiring, moving) is only that.
  const farewellExplained = ORDINARY_FAREWELL.test(joined);
  const index = wordIndex(parts);
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
        if (found === 'crisis' && rule.hyperbole && LAUGHING.test(clause)) found = 'elevated';
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
        if (found === 'crisis' && reason === 'harm_to_others' && playing) found = 'elevated';
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
        // A history told as history backs nothing now: it is neither distress nor a sign for the classifier.
        (history ? toldAsHistory : toldAsNow).add(reason);
        if (found === 'elevated' && reason !== 'third_party' && !rule.cue && !history) {
          cues.add(ruleCategory);
        }
        if (found === 'crisis') break scan;
      }
    }
  }
  // A departure told to others as a cover ("told work i'm moving away. i'm not moving anywhere"): across
  // clauses, and whatever ordinary departure the words name.
  if (level !== 'crisis' && COVER_STORY.test(joined)) {
    level = 'crisis';
    category = 'suicide';
    reasons.push('suicidal_intent');
  }
  // The specific beats the generic: self-harm named outright, with only means or warning signs pointing
  // to suicide ("the urge to cut is so loud, i'm holding the blade"), gets self-harm's help.
  if (
    category === 'suicide' &&
    reasons.some((r) => REASON_CATEGORY[r] === 'self_harm') &&
    reasons.every((r) => REASON_CATEGORY[r] !== 'suicide' || GENERIC_SUICIDE_SIGNS.has(r))
  ) {
    category = 'self_harm';
  }
  // Warning signs that make a crisis together (lexicon/cues.ts), unless the message is laughing.
  if (level !== 'crisis' && cues.size >= 2 && !LAUGHING.test(joined)) {
    const together = crisisFromCues(cues);
    if (together) {
      level = 'crisis';
      // Means and a time with someone to go to ("i know where he lives. the shotgun is in the boot") is
      // danger to that someone.
      category = together.category === 'suicide' && TARGETED.test(joined) ? 'violence' : together.category;
      if (!reasons.includes(together.reason)) reasons.push(together.reason);
    }
  }
  const distressed = DISTRESS.test(joined);
  // The classifier reads wordings no rule names; it can only raise the rules' verdict.
  if (level !== 'crisis' && model) {
    // A short message is read whole, as the classifier was trained and calibrated ("laid off today. scary,
    // but i have savings" is one thought); a longer one also by pairs of sentences, where danger hides.
    const learned = classify(model, joined, { wholeFirst: atMostWords(joined, SHORT_TEXT_WORDS) });
    // A confident classifier stands alone; a less confident one needs some sign the rules saw too (an
    // elevated rule or a warning sign), so "i need to catch the bus at 8" stays ordinary.
    const denied = DENIAL.test(joined);
    const corroborated =
      !framed &&
      !denied &&
      !RESOLVED.test(joined) &&
      // A means question backs nothing here: the classifier reads the same words (its context decides).
      (reasons.some(
        (r) => !WEAK_SIGNS.has(r) && !MEANS_REASONS.has(r) && (toldAsNow.has(r) || !toldAsHistory.has(r)),
      ) ||
        [...cues].some((c) => !WEAK_SIGNS.has(c) && c !== 'question'));
    // Bad news alone ("i lost my job today and my wife left me") is distress the words explain: the
    // classifier needs to be surer still to read danger in it.
    // So does a bare means question ("what are the tallest bridges in the city?"): its context decides.
    const explainedDistress =
      (distressed && reasons.length === 0 && cues.size === 0) || meansQuestion !== undefined;
    const needed = corroborated
      ? model.thresholds.crisis
      : Math.max(model.thresholds.crisis, explainedDistress ? SURE : CONFIDENT);
    // A danger told only as history, with a good present ("five years ago i tried to end my life. today
    // i graduated"), is not the classifier's to make a crisis.
    const recovered =
      toldAsHistory.size > 0 && toldAsNow.size === 0 && (RESOLVED.test(joined) || RECOVERED.test(joined));
    // A plain denial with nothing else showing is taken at its word: the classifier cannot overrule it.
    // Nor a goodbye that promises a return, or a request for something to watch or cook, unless the
    // rules see danger too: their words come up after disclosures, but by themselves they are ordinary.
    const ordinary = (RETURNING.test(joined) || RECOMMENDATION.test(joined)) && !corroborated;
    if (learned.crisis >= needed && !(denied && level === 'none') && !recovered && !framed && !ordinary) {
      // Violence needs someone or somewhere to be violent to; without one, the danger is to the writer.
      const kind = learned.category === 'violence' && !OTHERS.test(joined) ? 'suicide' : learned.category;
      category = level === 'elevated' ? higher(category, kind) : kind;
      level = 'crisis';
      reasons.push('classifier');
    } else if (level === 'none' && learned.risk >= model.thresholds.risk && !denied) {
      level = 'elevated';
      category = learned.category;
      reasons.push('classifier');
    }
  }
  return {
    level,
    category: level === 'none' ? 'none' : category,
    language,
    reasons: level === 'none' ? [] : reasons,
    meansQuestion,
    meansCategory,
    // A means question lends no distress of its own: the classifier reads danger into its words.
    distress:
      distressed ||
      (level !== 'none' &&
        !(meansQuestion !== undefined && reasons.every((r) => MEANS_REASONS.has(r) || r === 'classifier'))),
    cues,
    frame,
    departure: farewellExplained,
    laughing: LAUGHING.test(joined),
    selfNow,
    normalized: joined,
  };
}

let loaded: SafetyModel | null | undefined;
/** The trained classifier, read on first use: a process that never assesses (the reply worker) never holds it. */
export function trainedModel(): SafetyModel | null {
  if (loaded === undefined) loaded = existsSync(MODEL_URL) ? loadModel(MODEL_URL) : null;
  return loaded;
}

/** The rules' verdict alone, without the classifier (for training the classifier's thresholds). */
export function assessByRules(text: string): RiskAssessment {
  const { level, category, language, reasons } = readMessage(text, null);
  return { level, category, language, reasons };
}

/**
 * A message's own reading does not change when the next one arrives, and each turn re-reads up to six:
 * the latest readings are kept (in insertion order, the oldest dropped first). Only ordinary-length
 * messages are kept: a long message is rare, and keeping its reading (several kilobytes of text) makes
 * every young-generation collection copy it, a millisecond or more on the next assessment.
 */
const recentReadings = new Map<string, MessageReading>();
const READINGS_KEPT = 256;
const LONGEST_KEPT = 1_000;

function remembered(text: string): MessageReading {
  const known = recentReadings.get(text);
  if (known) return known;
  const reading = readMessage(text);
  if (text.length > LONGEST_KEPT) return reading;
  if (recentReadings.size >= READINGS_KEPT) {
    recentReadings.delete(recentReadings.keys().next().value as string);
  }
  recentReadings.set(text, reading);
  return reading;
}

/** The assessment of one message on its own. */
export function assessMessage(text: string): RiskAssessment {
  const { level, category, language, reasons } = readMessage(text);
  return { level, category, language, reasons };
}

/** How many earlier user messages are read, and for how many turns a disclosure keeps its crisis. */
export const CONTEXT_WINDOW = 6;
const MEANS_REASONS = new Set<Reason>(['lethality_question', 'means_question', 'plan_or_means']);
const STUDY_OR_CARE =
  /\b(?:nursing|nurse|pharmacology|pharmacy|pharmacist|toxicology|med school|medical school|my exam|for (?:an?|my) (?:exam|class|test|quiz|paper|essay|story|novel|book)|(?:a|the|my|this|in|for|our) lecture|homework|textbook|my patients?|clinical|veterinary|vet|my (?:dog|cat|puppy|kitten)|research paper|true crime|podcast|saw (?:a|an|this|that) (?:tiktok|video|reel|post|article|documentary|show)|got curious|within (?:the )?(?:safe )?(?:limits?|range)|to be (?:safe|sure)|is (?:it|that) safe|safe (?:dose|amount|limit|to take)|(?:my )?(?:doctor|pediatrician|pharmacist|gp) (?:put|prescribed|told|said|recommended|started)|i only (?:drink|take|have)|(?:i|he|she|they|my \w+) (?:drink|drinks|has|have|takes?) (?:like |about |around )?(?:\d+|a few|several|two|three|four|five|six|seven|eight) (?:coffees|cups|energy drinks|cans|espressos|red bulls|monsters)|on my (?:\d+(?:st|nd|rd|th)?|third|fourth|fifth|sixth|seventh) (?:coffee|cup|espresso|energy drink|can|red bull|monster))\b/;
export const CRISIS_STAYS_FOR = 3;
/** A means question the writer says is about themselves ("not for a story. for me"). */
const FOR_MYSELF =
  /\b(?:its|it is|asking|this is|the question is|im asking) for (?:me|myself)\b|\bnot (?:asking )?for (?:a|my) (?:story|book|friend|project|class|novel|paper|essay)\b|(?:^|\n)(?:its )?for (?:me|myself)(?:\n|$)/;
/** Signs that can mean danger or something ordinary; the next messages may say which. */
const AMBIGUOUS_SIGNS = new Set<Reason>([
  'warning_signs',
  'giving_away',
  'goodbye',
  'classifier',
  // "i'm gonna murder my brother" then "he ate my leftover pad thai".
  'harm_to_others',
]);
/** Taking a disclosure back: it keeps the disclosure (people take it back when they feel exposed). */
const RETRACTION =
  /\b(?:nvm|never ?mind|forget (?:it|i said|that|about it|what i said)|dont worry|(?:im|i am) (?:fine|ok|okay|good|alright)|jk|just kidding|joking|joke|not (?:for|about) me|(?:asking )?for a friend|ignore (?:me|that|it)|its nothing|doesnt matter|sorry|lol|haha\w*|jaja\w*|olvidalo|no importa|estoy bien)\b/;
const RETRACTIONS = new RegExp(RETRACTION.source, 'g');
/** Dangers a following message adds to rather than explains. */
const ADDS_DANGER = new Set<SafetyCategory>(['abuse', 'violence', 'medical']);
/** A height or a dose judged sufficient. */
const ENOUGH =
  /\b(?:should|will|would|has to|have to|must|gonna|going to) be (?:high |tall |strong )?enough\b|\b(?:thats|that is|thatll|that will|that would|itll|it will) (?:do|be enough|be plenty)\b/;
/** A question: only a question about lethality can be asked for study or care. */
const ASKING = /(?:^|\n)(?:how|what|whats|which|is|are|can|could|does|do|would|will|should|if)\b/;
/** How many of the latest messages the classifier reads together. */
export const CLASSIFIER_WINDOW = 3;

export interface ConversationOptions {
  /** The session showed crisis signs before (its flag outlives a cleared conversation). */
  crisisFlagged?: boolean;
  /** The category the session was flagged with, if known. */
  flaggedCategory?: SafetyCategory;
  /** The flag was raised within the last few turns (a second opinion may have raised it). */
  flaggedRecently?: boolean;
}

/**
 * The latest user message judged in the light of the earlier ones (oldest first; the last is the one
 * judged) and the session's crisis flag.
 */
export function assessConversation(
  userMessages: readonly string[],
  options: ConversationOptions = {},
): ConversationAssessment {
  const window = userMessages.slice(-CONTEXT_WINDOW);
  if (window.length === 0) {
    return { level: 'none', category: 'none', language: 'en', reasons: [], context: 0 };
  }
  const readings = window.map(remembered);
  const latest = readings.at(-1) as MessageReading;
  const earlier = readings.slice(0, -1);
  const context = window.length;
  const verdict: ConversationAssessment = {
    level: latest.level,
    category: latest.category,
    language: latest.language,
    reasons: [...latest.reasons],
    context,
  };
  const raise = (category: SafetyCategory, reason: Reason) => {
    if (verdict.level !== 'crisis') verdict.category = category;
    verdict.level = 'crisis';
    if (!verdict.reasons.includes(reason)) verdict.reasons.push(reason);
  };

  // Talk about a poem, an essay or a game, where the writer never speaks of themselves now: a "disclosure"
  // inside it (a poem "about someone walking into the sea") is the work's, not the writer's.
  const selfNow = readings.some((r) => r.selfNow);
  const framedUpTo = (i: number) => !selfNow && readings.slice(0, i + 1).some((r) => r.frame);
  const framedTalk = framedUpTo(readings.length - 1);
  // The same frame holds for the latest message ("i'm a teacher" then "how do i talk about self harm").
  if (framedTalk && verdict.level === 'crisis') verdict.level = 'elevated';

  // A recent disclosure keeps its crisis: a denial, a joke or a topic change does not end it.
  // A goodbye or things given away, explained in the conversation by an ordinary departure ("giving away
  // most of my stuff" then "i'm moving abroad"), is only that.
  const departure = readings.some((r) => r.departure);
  const onlyFarewell = (r: MessageReading) => r.reasons.every((x) => FAREWELL_REASONS.has(x));
  // A crisis read only from ambiguous signs ("i'm so done", "giving away loads of stuff") that the next
  // messages explain away is kept only if the classifier, reading them together, still sees danger.
  const model = trainedModel();
  const recent = readings.slice(-CLASSIFIER_WINDOW);
  let together: ClassifierVerdict | undefined;
  const readTogether = () => {
    together ??= model
      ? classify(model, recent.map((r) => r.normalized).join('\n'), { wholeFirst: true })
      : undefined;
    return together;
  };
  // A threat at someone ("im going to kill her") taken back ("lol not really but shes so annoying") is
  // hyperbole; the writer's own danger taken back is not.
  const atOthersOnly = (r: MessageReading) => r.reasons.every((x) => x === 'harm_to_others');
  const explained = (r: MessageReading) =>
    // A threat told laughing ("jajaja mi hermano me quiere matar") is as ambiguous.
    r.reasons.every((x) => AMBIGUOUS_SIGNS.has(x) || (x === 'threatened' && r.laughing)) &&
    readings.indexOf(r) < readings.length - 1 &&
    !readings
      .slice(readings.indexOf(r) + 1)
      .some((n) => n.level !== 'none' || (!atOthersOnly(r) && RETRACTION.test(n.normalized))) &&
    (readTogether()?.crisis ?? 1) < (model?.thresholds.crisis ?? 0);
  // The next message finishing the sentence ("i want to jump" then "off the high board at the pool",
  // "me quiero morir" then "de la verguenza jajaja") is read with it: when the two read as one no longer
  // show a crisis, the first words meant that. A retraction or a change of subject leaves the danger
  // words as they were, so read together they are still a crisis.
  // Only short messages finish one another, and reading two long ones again would double a turn's cost.
  const readAsOne = new Map<number, ConversationAssessment | undefined>();
  const asOne = (i: number): ConversationAssessment | undefined => {
    if (!readAsOne.has(i)) readAsOne.set(i, joinedReading(i));
    return readAsOne.get(i);
  };
  const joinedReading = (i: number): ConversationAssessment | undefined => {
    const next = readings[i + 1];
    if (readings[i]?.level !== 'crisis' || !next || next.level === 'crisis') return undefined;
    if (!atMostWords(window[i] as string, SHORT_TEXT_WORDS)) return undefined;
    if (!atMostWords(window[i + 1] as string, SHORT_TEXT_WORDS)) return undefined;
    // A message with a danger from others or the body of its own ("she goes home to him tomorrow") adds
    // to what came before rather than explaining it.
    if (next.reasons.some((r) => ADDS_DANGER.has(REASON_CATEGORY[r]))) return undefined;
    // A study, a story or a job named only after the words, in a hard time ("failed my resit", then a dose,
    // then "its for a quiz lol"), is a cover as often as not.
    const framedAfter = next.frame || STUDY_OR_CARE.test(next.normalized);
    if (framedAfter && readings.slice(0, i).some((r) => r.distress)) return undefined;
    // Read without its laughter and take-backs, which would lower any words they follow.
    const joined = `${readings[i]?.normalized} ${next.normalized.replace(RETRACTIONS, ' ')}`;
    const read = assessConversation([...window.slice(0, i), joined], options);
    return read.level === 'crisis' ? undefined : read;
  };
  // When the latest message finishes the one before, the verdict is at most what the two read as one.
  const finished = readings.length > 1 ? asOne(readings.length - 2) : undefined;
  const reinterpreted = (r: MessageReading) => asOne(readings.indexOf(r)) !== undefined;
  const recentCrisis = earlier
    .slice(-CRISIS_STAYS_FOR)
    .findLast(
      (r) =>
        r.level === 'crisis' &&
        !framedUpTo(readings.indexOf(r)) &&
        !(departure && onlyFarewell(r)) &&
        !explained(r) &&
        !reinterpreted(r),
    );
  // A means question asked after distress ("my dad said i ruin everything" then "how high does a bridge
  // have to be") that was a crisis then stays one, as a disclosure does, through "jk forget i said that".
  const meansCrisis = recentCrisis
    ? undefined
    : earlier
        .slice(-CRISIS_STAYS_FOR)
        .map((r) => readings.indexOf(r))
        .filter(
          (i) =>
            readings[i]?.meansQuestion !== undefined &&
            (options.crisisFlagged || readings.slice(0, i).some((r) => r.distress)),
        )
        .map((i) => assessConversation(window.slice(0, i + 1), options))
        .findLast((then) => then.level === 'crisis' && then.reasons.includes('means_question'));
  if (recentCrisis) raise(recentCrisis.category, 'recent_disclosure');
  else if (meansCrisis) raise(meansCrisis.category, 'recent_disclosure');
  else if (options.flaggedRecently) raise(options.flaggedCategory ?? 'suicide', 'recent_disclosure');

  // A means question is a crisis when the conversation around it carries distress.
  const distressed = options.crisisFlagged || readings.some((r) => r.distress);
  const askedForMyself =
    (latest.meansQuestion || latest.reasons.some((r) => MEANS_REASONS.has(r))) &&
    FOR_MYSELF.test(latest.normalized);
  // A means question a message or two ago, then despair ("does it hurt to get hit by a train" then "nothing
  // matters anymore"), is read the same way.
  const askedBefore = earlier.slice(-2).findLast((r) => r.meansQuestion !== undefined);
  const despairAfterAsking =
    askedBefore && !latest.meansQuestion && (latest.distress || latest.level !== 'none');
  if ((latest.meansQuestion && distressed) || askedForMyself || despairAfterAsking) {
    const before = earlier.findLast((r) => r.level !== 'none');
    raise(
      latest.meansCategory === 'none' ? (before?.category ?? 'suicide') : latest.meansCategory,
      'means_question',
    );
    verdict.reasons.push('distress_in_context');
  }

  // "that should be enough" right after a question about heights or doses answers it.
  if (verdict.level !== 'crisis' && askedBefore && ENOUGH.test(latest.normalized)) {
    raise(askedBefore.meansCategory === 'none' ? 'suicide' : askedBefore.meansCategory, 'means_question');
  }

  // A message that laughs ("i'm going to kill him lol") lends its signs to no other.
  const serious = readings.slice(-3).filter((r) => !r.laughing);
  // Danger that shows only across messages: warning signs of the last few messages read together
  // ("i have the pills here" then "tonight"), and the classifier on the latest two messages as one text.
  if (verdict.level !== 'crisis' && latest.cues.size > 0) {
    const together = crisisFromCues(new Set(serious.flatMap((r) => [...r.cues])));
    if (together) raise(together.category, together.reason);
  }
  // The classifier also reads the last few messages as one text, since the danger may show only across
  // them ("i took my roommate's pills" then "now i'm really sleepy"). A less confident reading needs a
  // sign of distress in the latest message: sad news followed by "but i'll be ok" is no crisis.
  if (verdict.level !== 'crisis' && model && recent.length > 1) {
    const learned = readTogether() as ClassifierVerdict;
    const corroborated =
      !framedTalk &&
      !RESOLVED.test(latest.normalized) &&
      (latest.distress || [...latest.cues].some((c) => !WEAK_SIGNS.has(c)));
    const needed = corroborated ? model.thresholds.crisis : Math.max(model.thresholds.crisis, CONFIDENT);
    // A joke the rules saw as a joke ("i'm going to kill him lol") stays one: only a reading the rules
    // back can make a laughing exchange a crisis.
    const joking = recent.some((r) => r.laughing) && !corroborated;
    // A goodbye that promises a return stays one unless the rules saw danger in it.
    const returning = RETURNING.test(latest.normalized) && latest.reasons.every((r) => r === 'classifier');
    if (learned.crisis >= needed && !joking && !returning) raise(learned.category, 'classifier');
  }

  // A lethality question asked for study or care, with no distress anywhere in the conversation, is
  // answered with care (elevated) rather than as a crisis.
  const onlyMeans =
    verdict.reasons.some((r) => MEANS_REASONS.has(r)) &&
    verdict.reasons.every((r) => MEANS_REASONS.has(r) || r === 'classifier');
  if (
    verdict.level === 'crisis' &&
    onlyMeans &&
    (window.at(-1)?.includes('?') || ASKING.test(latest.normalized)) &&
    !options.crisisFlagged &&
    earlier.every((r) => r.level === 'none') &&
    !earlier.some((r) => r.distress) &&
    window.some((m) => STUDY_OR_CARE.test(normalize(m)))
  ) {
    verdict.level = 'elevated';
  }

  // Something worrying said a message or two ago still colours an ordinary reply ("i feel like a burden"
  // then "i'm not going to do anything"): a gentle note, not the crisis reply.
  if (verdict.level === 'none') {
    const before = earlier.slice(-2).findLast((r) => r.level === 'elevated');
    if (before && !framedTalk) {
      verdict.level = 'elevated';
      verdict.category = before.category;
      verdict.reasons.push('distress_in_context');
    }
  }

  // Distress that keeps coming back is read as a crisis.
  const elevatedTurns = readings.filter((r) => r.level === 'elevated').length;
  if (latest.level === 'elevated' && elevatedTurns >= 3) raise(latest.category, 'distress_in_context');

  // Means at hand after naming someone to go to ("i know where she lives", then "outside now with the
  // petrol can") is danger to that someone, as within one message (see readMessage).
  if (
    verdict.level === 'crisis' &&
    verdict.category === 'suicide' &&
    serious.some((r) => r.cues.has('means')) &&
    serious.some((r) => TARGETED.test(r.normalized))
  ) {
    verdict.category = 'violence';
  }

  if (finished && RANK[verdict.level] > RANK[finished.level]) return { ...finished, context };

  // A language switch mid-conversation is rare; answer in the language of the latest message unless it
  // has too few words to tell ("ok", "jaja"), then keep the conversation's.
  if (isTerse(window.at(-1) as string) && earlier.length > 0) {
    verdict.language = (earlier.at(-1) as MessageReading).language;
  }
  return verdict;
}

/** True when a text has at most `max` words, counted by the spaces between them (it stops counting there). */
function atMostWords(text: string, max: number): boolean {
  let n = 1;
  for (let i = 0; i < text.length && n <= max; i++) {
    const c = text.charCodeAt(i);
    if (c === 32 || c === 10) n++;
  }
  return n <= max;
}

/** Fewer than three words: too few to tell a language by. */
function isTerse(text: string): boolean {
  return text.trim().split(/\s+/, 3).length < 3;
}
