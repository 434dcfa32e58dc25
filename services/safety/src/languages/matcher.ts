import { plainText } from './text.ts';
import type { LanguageData } from './types.ts';

/**
 * A language's phrases, each with a tag, found in a text in one pass: the phrases form a character trie,
 * walked from each text position only as far as some phrase goes on, so the cost grows with the text, not
 * with the number of phrases (a regular expression of thousands of alternatives tried at every position
 * of a 4,000-character message costs tens of milliseconds, and so did trying every phrase that shares a
 * position's first two characters once the lists grew to thousands).
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
const LATIN = /^[\p{Script=Latin}\p{N}\s'’*-]+$/u;

/** A trie node: the phrases that end here, and the characters that go on. */
interface Node {
  /** By UTF-16 code unit (numbers: no one-character strings made while walking). */
  next: Map<number, Node>;
  ends: Entry[];
}

const node = (): Node => ({ next: new Map(), ends: [] });

/** A phrase found here: at a word's start if it must be, and ending a word unless it may go on. */
const fits = (e: Entry, atWordStart: boolean, wordEnds: boolean) =>
  (!e.wordStart || atWordStart) && (e.open || wordEnds);

export class PhraseMatcher {
  private readonly root = node();
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
        let at = this.root;
        // By UTF-16 unit, as the text is walked.
        for (let k = 0; k < text.length; k++) {
          const ch = text.charCodeAt(k);
          let child = at.next.get(ch);
          if (!child) {
            child = node();
            at.next.set(ch, child);
          }
          at = child;
        }
        at.ends.push(entry);
        if (!entry.wordStart) this.anywhere = true;
        size++;
      }
    this.size = size;
  }

  /**
   * The tags of the phrases found, one pass left to right. At each place the longest phrase wins, so an
   * everyday expression ("mort de rire") hides the word of danger inside it ("mort").
   */
  tags(plain: string): Set<string> {
    // A message is often asked twice in a row (its language found by its words of danger, then read).
    if (plain === this.last?.plain) return this.last.found;
    const found = new Set<string>();
    for (let i = 0; i < plain.length - 1; i++) {
      const atWordStart = i === 0 || !LETTER.test(plain[i - 1]!);
      // In scripts written with spaces every phrase starts a word: nothing to walk from inside one.
      if (!atWordStart && !this.anywhere) continue;
      let best: Node | undefined;
      let bestEnd = i;
      let bestWordEnds = false;
      let at: Node | undefined = this.root;
      for (let j = i; j < plain.length; j++) {
        at = at.next.get(plain.charCodeAt(j));
        if (!at) break;
        if (at.ends.length === 0) continue;
        const next = plain[j + 1];
        const wordEnds = next === undefined || !LETTER.test(next);
        if (at.ends.some((e) => fits(e, atWordStart, wordEnds))) {
          best = at;
          bestEnd = j;
          bestWordEnds = wordEnds;
        }
      }
      if (best) {
        for (const e of best.ends) if (fits(e, atWordStart, bestWordEnds)) found.add(e.tag);
        i = bestEnd;
      }
    }
    this.last = { plain, found };
    return found;
  }
}
