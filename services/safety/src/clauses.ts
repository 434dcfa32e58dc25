import { type Key, keysOf, PREFIX_MAX } from './lexicon/anchors.ts';
import { FIRST_PERSON, SUBJECT } from './lexicon/framing.ts';
import { IDIOMS } from './lexicon/idioms.ts';
import { SPANISH_IDIOMS } from './lexicon/spanish.ts';
import type { Rule } from './lexicon/types.ts';

/** Clauses, words and the rules that can match them: the text side of reading a message. */

/** True when the nearest person named before a match is someone other than the writer. */
export function aboutSomeoneElse(prefix: string): boolean {
  let last: string | undefined;
  for (const m of prefix.matchAll(SUBJECT)) last = m[0];
  return last !== undefined && !FIRST_PERSON.has(last);
}

/**
 * The clauses of a normalised text, one per line: split at sentence ends (not the point of "1.9"), line
 * breaks, semicolons, and
 * "but" (which often turns a statement around), with only letters, digits and single spaces left. Each
 * step is one linear pass over the whole text, however many clauses it holds: runs of spaces and symbols
 * become one space before any expression looks for what follows a run, so no run is scanned twice.
 */
export function clauseLines(normalized: string): string {
  return (
    normalized
      .replace(/(?:[!?;\r]|\.(?!\d))+|\bbut\b|\bhowever\b|\bthough\b|\bpero\b/g, '\n')
      // A lone space is already what a run becomes: only longer runs and other characters are replaced, so
      // ordinary text does not cost a replacement per word.
      .replace(/(?:[^a-z0-9\s]|[^\S\n]){2,}|[^a-z0-9\s]|[^\S\n ]/g, ' ')
      .replace(/ ?\n[\n ]*/g, '\n')
      .trim()
  );
}

/**
 * Idioms, each with the words one of which it must hold: a text is searched only for the idioms whose
 * words it has, in one pass of those idioms together (most texts hold none; the whole list as one
 * expression cost a scan of every alternative at every position of a long text).
 */
export interface IdiomSet {
  list: RegExp[];
  keys: Key[][];
  /** The expression of each subset of idioms met so far, by their numbers. */
  together: Map<string, RegExp>;
}
const idiomSet = (list: RegExp[]): IdiomSet => ({
  list,
  keys: list.map((re) => {
    const keys = keysOf(re);
    if (!keys) throw new Error(`an idiom needs a word every match holds: ${re.source}`);
    // Idioms are searched through the whole text: a look-behind that opens an alternative runs at every
    // position of it (4 ms on 4,000 characters); a look-ahead for the words that follow goes first.
    if (/(?:^|\|)\(\?<=/.test(re.source)) throw new Error(`an idiom opens with a look-behind: ${re.source}`);
    return keys;
  }),
  together: new Map(),
});
export const ENGLISH_IDIOMS = idiomSet(IDIOMS);
export const ALL_IDIOMS = idiomSet([...IDIOMS, ...SPANISH_IDIOMS]);
/** Enough for the subsets ordinary traffic meets; past it the cache starts again rather than grow. */
const TOGETHER_MAX = 2_000;

/** Idioms in one expression, in their order: at each position the first that matches wins, as in the list. */
function idiomsTogether(set: IdiomSet, numbers: number[]): RegExp {
  const name = numbers.join(',');
  let re = set.together.get(name);
  if (!re) {
    if (set.together.size >= TOGETHER_MAX) set.together.clear();
    re = new RegExp(numbers.map((i) => `(?:${(set.list[i] as RegExp).source})`).join('|'), 'g');
    set.together.set(name, re);
  }
  return re;
}

/**
 * Idioms replaced by a comma. An idiom's words stay within a clause, but what it looks at around them may
 * cross into the next ("i want to die" before "i replied all"), so the idioms whose words the text holds
 * are searched in the whole text. Stripping only takes words away, so `index`, made before it, still names
 * every clause a rule can match after it.
 */
export function stripIdioms(lines: string, index: WordIndex, idioms: IdiomSet): string {
  const numbers: number[] = [];
  idioms.keys.forEach((keys, i) => {
    // Stamps below -1 are the idioms' own (rules number from 0, see candidateClauses).
    if ((candidateClauses(keys, index, -2 - i) as number[]).length > 0) numbers.push(i);
  });
  if (numbers.length === 0) return lines;
  return lines
    .replace(idiomsTogether(idioms, numbers), ' , ')
    .replace(/[ ,]*,[ ,]*/g, ' , ')
    .replace(/^ +| +$/gm, '');
}

export function countMatches(re: RegExp, text: string): number {
  let n = 0;
  for (const _ of text.matchAll(re)) n++;
  return n;
}

/** Per rule, words one of which any match holds (lexicon/anchors.ts); null: always run the rule. */
export const KEYS = new WeakMap<Rule, Key[] | null>();
export function keysFor(rule: Rule): Key[] | null {
  let keys = KEYS.get(rule);
  if (keys === undefined) {
    keys = keysOf(rule.re);
    KEYS.set(rule, keys);
  }
  return keys;
}

/** Where each word of the clauses occurs (clause numbers), and where each start of a word does. */
export interface WordIndex {
  words: Map<string, number[]>;
  /** Every start of a word of two to `PREFIX_MAX` letters, for keys that are starts. */
  starts: Map<string, number[]>;
  /** Per clause, the number of the last rule that marked it (see candidateClauses). */
  stamp: Int32Array;
}

/** Letters and digits: the characters of a word in the clause lines. */
export const isWordChar = (c: number) => (c >= 97 && c <= 122) || (c >= 48 && c <= 57);

/** Adds clause `c` to the list of `key`, once (clauses are added in order). */
function note(map: Map<string, number[]>, key: string, c: number): boolean {
  const list = map.get(key);
  if (!list) map.set(key, [c]);
  else if (list[list.length - 1] !== c) list.push(c);
  else return false;
  return true;
}

export function wordIndex(parts: string[]): WordIndex {
  const words = new Map<string, number[]>();
  const starts = new Map<string, number[]>();
  // One scan of each clause by character code: no match objects, one string per word.
  parts.forEach((part, c) => {
    let start = -1;
    for (let i = 0; i <= part.length; i++) {
      const inWord = i < part.length && isWordChar(part.charCodeAt(i));
      if (inWord && start < 0) start = i;
      else if (!inWord && start >= 0) {
        const w = part.slice(start, i);
        start = -1;
        // A word met before in this clause has its starts noted already.
        if (!note(words, w, c)) continue;
        for (let n = Math.min(w.length, PREFIX_MAX); n >= 2; n--) note(starts, w.slice(0, n), c);
      }
    }
  });
  return { words, starts, stamp: new Int32Array(parts.length).fill(-1) };
}

/** Adds to `out` the clauses of `list` that rule number `n` has not marked yet (see candidateClauses). */
export function markClauses(list: number[], index: WordIndex, n: number, out: number[]): void {
  for (const c of list) {
    if (index.stamp[c] !== n) {
      index.stamp[c] = n;
      out.push(c);
    }
  }
}

/** The clauses (ascending) where rule number `n` can match, or undefined for all of them. */
export function candidateClauses(keys: Key[] | null, index: WordIndex, n: number): number[] | undefined {
  if (!keys) return undefined;
  const out: number[] = [];
  for (const k of keys) {
    const list = (k.whole ? index.words : index.starts).get(k.word);
    if (list) markClauses(list, index, n, out);
  }
  return out.length > 1 ? out.sort(ascending) : out;
}

export const ascending = (a: number, b: number) => a - b;

/** True when a text has at most `max` words, counted by the spaces between them (it stops counting there). */
export function atMostWords(text: string, max: number): boolean {
  let n = 1;
  for (let i = 0; i < text.length && n <= max; i++) {
    const c = text.charCodeAt(i);
    if (c === 32 || c === 10) n++;
  }
  return n <= max;
}

/** Fewer than three words: too few to tell a language by. */
export function isTerse(text: string): boolean {
  return text.trim().split(/\s+/, 3).length < 3;
}
