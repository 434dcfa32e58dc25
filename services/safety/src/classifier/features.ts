/**
 * Features of a text for the safety classifier: the words and word pairs of its normalised form (see
 * normalize.ts), so spelling tricks reach the classifier already undone. First-person words and
 * negations are kept: "i", "me", "not" carry much of the meaning here.
 */

const NEGATORS = new Set([
  'not',
  'never',
  'no',
  'dont',
  'doesnt',
  'didnt',
  'wont',
  'wouldnt',
  'isnt',
  'arent',
  'wasnt',
  'cant',
  'cannot',
  'shouldnt',
  'havent',
  'hasnt',
  'nobody',
  'noone',
  'nothing',
  'without',
  'nunca',
  'jamas',
]);
/** How many words after a negation are read as negated ("i would never hurt myself"). */
const NEGATION_REACH = 4;

/**
 * Words of a normalised text (letters and digits; emoji were turned into words like "emojipill"). A word
 * within a few words after a negation, in the same sentence, is marked with "!", so "never kill" and
 * "kill" are different features: the classifier learns what negation does instead of ignoring it.
 */
export function words(normalized: string): string[] {
  return sentencesOf(normalized).flat();
}

/** A crude stem, so "overdosed", "overdosing" and "overdoses" share a feature (English and Spanish endings). */
const stems = new Map<string, string>();

export function stem(word: string): string {
  if (word.length <= 4) return word;
  const known = stems.get(word);
  if (known !== undefined) return known;
  if (stems.size > 50_000) stems.clear();
  const found = word.replace(/(?:ing|ed|es|s|ly|ando|iendo|ado|ido|aba|ia|ar|er|ir)$/, '');
  stems.set(word, found);
  return found;
}

/** Unigrams, their stems, and bigrams of a list of words, each once. */
export function featuresOf(ws: readonly string[]): Set<string> {
  const out = new Set<string>();
  for (let i = 0; i < ws.length; i++) {
    const w = ws[i] as string;
    out.add(w);
    out.add(`~${stem(w)}`);
    if (i + 1 < ws.length) out.add(`${w} ${ws[i + 1]}`);
  }
  return out;
}

/** Texts up to this many words are also read whole. */
export const WHOLE_TEXT_WORDS = 80;
/** Run-on text without sentence ends is read in stretches of this many words. */
const STRETCH = 30;

/** Letters and digits: what words are made of. */
const isWordCode = (c: number) => (c >= 97 && c <= 122) || (c >= 48 && c <= 57);
/** Characters that end a sentence; a comma ends only the reach of a negation. */
const isSentenceEnd = (c: number) => c === 46 || c === 33 || c === 63 || c === 59 || c === 10;
/** Word characters of a regular expression's \b that are not letters of a word here ("_", capitals). */
const joinsWord = (c: number) => c === 95 || (c >= 65 && c <= 90);

/**
 * The sentences of a normalised text as word lists, as `words` reads them (negated words marked), with
 * run-on stretches cut into pieces. One scan by character code: it runs on every message, and a
 * 4,000-character one should cost one pass and one string per word.
 */
export function sentencesOf(normalized: string): string[][] {
  const out: string[][] = [];
  let ws: string[] = [];
  let negated = 0;
  let start = -1;
  const n = normalized.length;
  for (let i = 0; i <= n; i++) {
    const c = i < n ? normalized.charCodeAt(i) : 10;
    if (isWordCode(c)) {
      if (start < 0) start = i;
      continue;
    }
    if (start >= 0) {
      const w = normalized.slice(start, i);
      // "but" and "pero" end a negation's reach, as a comma does, and are not read as words.
      const turn =
        (w === 'but' || w === 'pero') &&
        !(start > 0 && joinsWord(normalized.charCodeAt(start - 1))) &&
        !joinsWord(c);
      start = -1;
      if (turn) negated = 0;
      else if (NEGATORS.has(w)) {
        ws.push(w);
        negated = NEGATION_REACH;
      } else {
        ws.push(negated > 0 ? `!${w}` : w);
        if (negated > 0) negated--;
      }
    }
    if (c === 44) negated = 0;
    else if (isSentenceEnd(c)) {
      if (ws.length > STRETCH)
        for (let s = 0; s < ws.length; s += STRETCH) out.push(ws.slice(s, s + STRETCH));
      else if (ws.length > 0) out.push(ws);
      if (ws.length > 0) ws = [];
      negated = 0;
    }
  }
  return out;
}
