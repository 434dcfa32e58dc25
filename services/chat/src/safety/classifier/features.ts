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
  const out: string[] = [];
  for (const sentence of normalized.split(/[.!?;,\n]+|\bbut\b|\bpero\b/)) {
    let negated = 0;
    for (const w of sentence.split(/[^a-z0-9]+/)) {
      if (!w) continue;
      if (NEGATORS.has(w)) {
        out.push(w);
        negated = NEGATION_REACH;
        continue;
      }
      out.push(negated > 0 ? `!${w}` : w);
      if (negated > 0) negated--;
    }
  }
  return out;
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

/** The sentences of a normalised text as word lists; run-on stretches are cut into pieces. */
export function sentencesOf(normalized: string): string[][] {
  const out: string[][] = [];
  for (const part of normalized.split(/[.!?;\n]+/)) {
    const ws = words(part);
    for (let s = 0; s < ws.length; s += STRETCH) out.push(ws.slice(s, s + STRETCH));
  }
  return out;
}
