import { plainText } from './text.ts';
import type { LanguageData } from './types.ts';

/**
 * A language's phrases, each with a tag, found in a text in one pass: phrases are indexed by their first two characters and
 * tried only where a text position starts with them, so the cost grows with the text, not with the number
 * of phrases times its length (a regular expression of hundreds of alternatives tried at every position
 * of a 4,000-character message costs tens of milliseconds).
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

export class PhraseMatcher {
  private readonly index = new Map<string, Entry[]>();
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
        const key = text.slice(0, 2);
        const list = this.index.get(key) ?? [];
        list.push(entry);
        this.index.set(key, list);
        size++;
      }
    this.size = size;
  }

  /**
   * The tags of the phrases found, one pass left to right. At each place the longest phrase wins, so an
   * everyday expression ("mort de rire") hides the word of danger inside it ("mort").
   */
  tags(plain: string): Set<string> {
    const found = new Set<string>();
    for (let i = 0; i < plain.length - 1; i++) {
      const candidates = this.index.get(plain.slice(i, i + 2));
      if (!candidates) continue;
      const atWordStart = i === 0 || !LETTER.test(plain[i - 1]!);
      let best: Entry | undefined;
      const tags: string[] = [];
      for (const e of candidates) {
        if ((best && e.text.length < best.text.length) || (e.wordStart && !atWordStart)) continue;
        if (!plain.startsWith(e.text, i)) continue;
        const next = plain[i + e.text.length];
        if (!e.open && next !== undefined && LETTER.test(next)) continue;
        if (!best || e.text.length > best.text.length) tags.length = 0;
        best = e;
        tags.push(e.tag);
      }
      if (best) {
        for (const t of tags) found.add(t);
        i += best.text.length - 1;
      }
    }
    return found;
  }
}
