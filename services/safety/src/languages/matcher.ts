import { plainText } from './text.ts';
import type { LanguageData } from './types.ts';

/**
 * A language's phrases, each with a tag, found in a text in one pass: phrases are indexed by their first
 * four characters (shorter ones by their first two) and only those are tried where a text position starts
 * with them, longest first, so the cost grows with the text, not with the number of phrases (a regular
 * expression of thousands of alternatives tried at every position of a 4,000-character message costs tens
 * of milliseconds, and so did trying every phrase that shares a position's first two characters once the
 * lists grew to thousands). Plain lists, not a character trie: a trie of sixteen languages' phrases took
 * over a hundred megabytes in every process that reads messages.
 *
 * Words are whole in scripts written with spaces; a phrase ending in "*" may go on ("таблетк*" finds
 * "таблетки"). Korean attaches endings to a word, so its phrases need only start a word; Chinese, Japanese
 * and Arabic (which attaches prefixes) find a phrase anywhere.
 */
interface Entry {
  text: string;
  /** What finding the phrase means ("crisis:suicide", "cue:means", "lookalike"). */
  tag: string;
  /** The word may continue after the phrase. */
  open: boolean;
  /** The phrase must start a word. */
  wordStart: boolean;
}

const LETTER = /[\p{L}\p{N}\p{M}]/u;
/** A letter, digit or mark: by its code for ASCII (most text, at every position), else by its class. */
function isLetter(c: string | undefined): boolean {
  if (c === undefined) return false;
  const code = c.charCodeAt(0);
  if (code < 128)
    return (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
  return LETTER.test(c);
}
const LATIN = /^[\p{Script=Latin}\p{N}\s'’*-]+$/u;

const LONG_KEY = 4;
const SHORT_KEY = 2;

function add(index: Map<string, Entry[]>, key: string, entry: Entry): void {
  const list = index.get(key);
  if (list) list.push(entry);
  else index.set(key, [entry]);
}

/** A phrase found here: at a word's start if it must be, and ending a word unless it may go on. */
const fits = (e: Entry, atWordStart: boolean, wordEnds: boolean) =>
  (!e.wordStart || atWordStart) && (e.open || wordEnds);

export class PhraseMatcher {
  /** Phrases of four characters or more by their first four; shorter ones by their first two. */
  private readonly long = new Map<string, Entry[]>();
  private readonly short = new Map<string, Entry[]>();
  private last: { plain: string; found: Set<string> } | undefined;
  /** Some phrase may start inside a word (Chinese, Japanese, Arabic): every position is tried. */
  private anywhere = false;
  readonly size: number;

  constructor(lists: readonly (readonly [string, readonly string[]])[], script: LanguageData['script']) {
    let size = 0;
    const seen = new Set<string>();
    for (const [tag, phrases] of lists)
      for (const raw of phrases) {
        const open = raw.trim().endsWith('*');
        const text = plainText(raw.replace(/\*+\s*$/, ''), script).trim();
        if (text.length < 2 || seen.has(`${tag}:${text}${open}`)) continue;
        seen.add(`${tag}:${text}${open}`);
        const spaced =
          LATIN.test(text) || script === 'latin' || script === 'cyrillic' || script === 'devanagari';
        const entry: Entry = {
          text,
          tag,
          open: open || (!spaced && script !== 'hangul') || script === 'hangul',
          wordStart: spaced || script === 'hangul',
        };
        if (text.length >= LONG_KEY) add(this.long, text.slice(0, LONG_KEY), entry);
        else add(this.short, text.slice(0, SHORT_KEY), entry);
        if (!entry.wordStart) this.anywhere = true;
        size++;
      }
    // Longest first: the first phrase that fits at a position is the one that wins there.
    for (const list of [...this.long.values(), ...this.short.values()])
      list.sort((a, b) => b.text.length - a.text.length);
    this.size = size;
  }

  /**
   * The tags of the phrases found, one pass left to right. At each place the longest phrase wins, and an
   * everyday expression ("mort de rire") hides the words of danger inside it ("mort").
   */
  tags(plain: string): Set<string> {
    // A message is often asked twice in a row (its language found by its words of danger, then read).
    if (plain === this.last?.plain) return this.last.found;
    const found = new Set<string>();
    for (let i = 0; i < plain.length - 1; i++) {
      const atWordStart = i === 0 || !isLetter(plain[i - 1]);
      // In scripts written with spaces every phrase starts a word: nothing to try inside one.
      if (!atWordStart && !this.anywhere) continue;
      const fitting = this.fittingAt(plain, i, atWordStart);
      if (fitting === undefined) continue;
      const longest = fitting[0]?.text.length ?? 0;
      const wins = fitting.filter((e) => e.text.length === longest);
      for (const e of wins) found.add(e.tag);
      // An everyday expression hides the words inside it, and so does a warning sign (a bare "vou matar ele"
      // is a warning, not the violence its verb alone would be); a building block or a crisis phrase hides
      // nothing ("٨ حبوب منوم", eight sleeping pills, is something taken and holds the means), not even the
      // shorter blocks that start where it does ("ロープかけた", a rope hung now, holds "ロープ", a means).
      if (wins.some((e) => e.tag === 'lookalike' || e.tag.startsWith('elevated:'))) {
        i += longest - 1;
        continue;
      }
      for (const e of fitting) if (e.tag.startsWith('cue:') || e.tag.startsWith('crisis:')) found.add(e.tag);
    }
    this.last = { plain, found };
    return found;
  }

  /** Every phrase that fits at position `i`, longest first; undefined when none does. */
  private fittingAt(plain: string, i: number, atWordStart: boolean): Entry[] | undefined {
    let fitting: Entry[] | undefined;
    for (const list of [
      this.long.get(plain.slice(i, i + LONG_KEY)),
      this.short.get(plain.slice(i, i + SHORT_KEY)),
    ]) {
      if (!list) continue;
      for (const e of list) {
        if (!plain.startsWith(e.text, i)) continue;
        if (!fits(e, atWordStart, !isLetter(plain[i + e.text.length]))) continue;
        fitting ??= [];
        fitting.push(e);
      }
    }
    return fitting;
  }
}
