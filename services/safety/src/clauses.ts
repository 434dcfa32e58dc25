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
    if (keys.some((k) => (k.whole ? index.words : index.starts).has(k.word))) numbers.push(i);
  });
  if (numbers.length === 0) return lines;
  return lines
    .replace(idiomsTogether(idioms, numbers), ' , ')
    .replace(/[ ,]*,[ ,]*/g, ' , ')
    .replace(/^ +| +$/gm, '');
}

/** The number of matches of a global expression that never matches an empty string (`test`: no match arrays). */
export function countMatches(re: RegExp, text: string): number {
  let n = 0;
  re.lastIndex = 0;
  while (re.test(text)) n++;
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
  /** Only the words and starts the vocabulary holds: no other is ever asked for. */
  words: Map<string, number[]>;
  /** Starts of words (two to `PREFIX_MAX` letters) that are keys. */
  starts: Map<string, number[]>;
  /** Per clause, the number of the last rule that marked it (see candidateClauses). */
  stamp: Int32Array;
}

/** Letters and digits: the characters of a word in the clause lines. */
export const isWordChar = (c: number) => (c >= 97 && c <= 122) || (c >= 48 && c <= 57);

/**
 * The keys of every rule and idiom as a trie over letters and digits: a word of a text is walked through it
 * letter by letter, and only the keys it meets become strings (a string per word and per start of a word was
 * most of the index's cost and much of the collector's on a long message).
 */
export interface Vocabulary {
  /** Child of node `n` by letter `l` at `n * LETTERS + l`; 0 for none (the root is no one's child). */
  next: Int32Array;
  /** The whole-word key that ends at each node. */
  whole: (string | undefined)[];
  /** The word-start key that ends at each node. */
  start: (string | undefined)[];
}
const LETTERS = 36;
const letter = (c: number) => (c <= 57 ? c - 48 + 26 : c - 97);

export function vocabularyOf(keyLists: readonly (readonly Key[] | null)[]): Vocabulary {
  const next: number[] = new Array(LETTERS).fill(0);
  const whole: (string | undefined)[] = [undefined];
  const start: (string | undefined)[] = [undefined];
  for (const k of keyLists.flatMap((keys) => keys ?? [])) {
    let node = 0;
    for (let i = 0; i < k.word.length; i++) {
      const at = node * LETTERS + letter(k.word.charCodeAt(i));
      if (next[at] === 0) {
        next[at] = whole.length;
        whole.push(undefined);
        start.push(undefined);
        for (let l = 0; l < LETTERS; l++) next.push(0);
      }
      node = next[at] as number;
    }
    (k.whole ? whole : start)[node] = k.word;
  }
  return { next: Int32Array.from(next), whole, start };
}

/** Adds clause `c` to the list of `key`, once (clauses are added in order). */
function note(map: Map<string, number[]>, key: string, c: number): void {
  const list = map.get(key);
  if (!list) map.set(key, [c]);
  else if (list[list.length - 1] !== c) list.push(c);
}

export function wordIndex(parts: string[], vocabulary: Vocabulary): WordIndex {
  const words = new Map<string, number[]>();
  const starts = new Map<string, number[]>();
  const { next, whole, start } = vocabulary;
  // One scan of each clause by character code, each word walked through the trie until it leaves it.
  parts.forEach((part, c) => {
    let node = 0;
    for (let i = 0; i <= part.length; i++) {
      const code = i < part.length ? part.charCodeAt(i) : 32;
      if (isWordChar(code)) {
        if (node < 0) continue;
        node = next[node * LETTERS + letter(code)] as number;
        if (node === 0) node = -1;
        else if (start[node] !== undefined) note(starts, start[node] as string, c);
      } else {
        if (node > 0 && whole[node] !== undefined) note(words, whole[node] as string, c);
        node = 0;
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
  return sortClauses(out);
}

/**
 * Clause numbers in order: short lists (nearly all) sorted in place by insertion, since `Array.sort`
 * allocates a work array on every call; long ones by `sort`.
 */
function sortClauses(out: number[]): number[] {
  if (out.length > 32) return out.sort(ascending);
  for (let i = 1; i < out.length; i++) {
    const c = out[i] as number;
    let j = i - 1;
    for (; j >= 0 && (out[j] as number) > c; j--) out[j + 1] = out[j] as number;
    out[j + 1] = c;
  }
  return out;
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
