import { type Key, keysOf } from './lexicon/anchors.ts';
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
 * All idioms as one expression: one pass over the text instead of one per idiom (most texts hold none, and
 * a long one costs a scan per expression).
 */
export const anyOf = (list: RegExp[]) => new RegExp(list.map((re) => `(?:${re.source})`).join('|'), 'g');
export const ENGLISH_IDIOMS = anyOf(IDIOMS);
export const ALL_IDIOMS = anyOf([...IDIOMS, ...SPANISH_IDIOMS]);

/** Idioms replaced by a comma in every clause at once (no idiom crosses a line break). */
const LATIN_LETTER = /[a-z]/;

export function stripIdioms(lines: string, idioms: RegExp): string {
  // Every idiom is words in Latin letters: text with none (another script) is not searched for them.
  return (LATIN_LETTER.test(lines) ? lines.replace(idioms, ' , ') : lines)
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

/** Where each word of the clauses occurs (clause numbers), and the words in order, for keys that are starts. */
export interface WordIndex {
  words: Map<string, number[]>;
  /** The distinct words, sorted: the words a start begins are one run, found by binary search. */
  sorted: string[];
  /** Per clause, the number of the last rule that marked it (see candidateClauses). */
  stamp: Int32Array;
}

/** Letters and digits: the characters of a word in the clause lines. */
export const isWordChar = (c: number) => (c >= 97 && c <= 122) || (c >= 48 && c <= 57);

export function wordIndex(parts: string[]): WordIndex {
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
export function lowerBound(sorted: string[], start: string): number {
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
