/**
 * Features of a text for the safety classifier: the words and word pairs of its normalised form (see
 * normalize.ts), so spelling tricks reach the classifier already undone. First-person words and
 * negations are kept: "i", "me", "not" carry much of the meaning here.
 */

/** Words of a normalised text (letters and digits; emoji were turned into words like "emojipill"). */
export function words(normalized: string): string[] {
  return normalized.split(/[^a-z0-9]+/).filter(Boolean);
}

/** A crude stem, so "overdosed", "overdosing" and "overdoses" share a feature (English and Spanish endings). */
export function stem(word: string): string {
  if (word.length <= 4) return word;
  return word.replace(/(?:ing|ed|es|s|ly|ando|iendo|ado|ido|aba|ia|ar|er|ir)$/, '');
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

/**
 * Windows of a text the classifier reads: the whole text when it is short, and every pair of
 * neighbouring sentences, so danger buried in the middle of a long message is read on its own.
 */
export function windowsOf(normalized: string, maxWholeWords = 80): string[][] {
  const sentences = normalized
    .split(/[.!?;\n]+/)
    .map(words)
    .filter((s) => s.length > 0);
  const all = sentences.flat();
  const windows: string[][] = [];
  if (all.length <= maxWholeWords) windows.push(all);
  if (sentences.length > 1 || all.length > maxWholeWords) {
    for (let i = 0; i < sentences.length; i++) {
      const pair = [...(sentences[i] as string[]), ...(sentences[i + 1] ?? [])];
      // Run-on text without sentence ends is read in overlapping stretches of 40 words.
      if (pair.length > maxWholeWords) {
        for (let s = 0; s < pair.length; s += 20) windows.push(pair.slice(s, s + 40));
      } else windows.push(pair);
    }
  }
  return windows;
}
