/** Small text helpers shared by the companion's modules. */

/** Lower case, curly quotes straightened, runs of spaces collapsed. */
export function normalize(text: string): string {
  return text
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc`]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/\s+/g, ' ')
    .trim();
}

/** FNV-1a: a stable, well-spread 32-bit hash (no Math.random anywhere in the companion). */
export function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

/** The list rotated to start at a position picked by the seed: every item, in a seed-dependent order. */
export function rotate<T>(list: readonly T[], seed: number): T[] {
  if (list.length === 0) return [];
  const start = seed % list.length;
  return [...list.slice(start), ...list.slice(0, start)];
}

/** Splits text into sentences (keeps the end mark). */
export function splitSentences(text: string): string[] {
  return text
    .split(/\n+/)
    .map((line) => line.replace(/^\s*(?:-|\d+\.)\s+/, ''))
    .flatMap((line) => line.split(/(?<=[.!?:])\s+/))
    .map((s) => s.trim())
    .filter(Boolean);
}

/** A sentence's identity for "never say the same thing twice": lower case, letters and digits only. */
export function sentenceKey(sentence: string): string {
  return normalize(sentence)
    .replace(/[^a-z0-9 ]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** "a", "a and b", "a, b and c". */
export function joinAnd(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

export function countQuestions(text: string): number {
  return (text.match(/\?/g) ?? []).length;
}
