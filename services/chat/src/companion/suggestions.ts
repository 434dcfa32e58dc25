import { CATALOGUE } from './catalogue.ts';
import { rotate } from './text.ts';
import type { Suggestion } from './types.ts';

/**
 * Picks library items for a reply from keys in order of relevance (a technique before its topic, the
 * topic before a feeling): at most two, entries that name the key first before those that merely fit,
 * and none already given in this conversation (`exclude`).
 */
export function pickSuggestions(
  keys: readonly string[],
  seed: number,
  exclude: ReadonlySet<string> = new Set(),
): Suggestion[] {
  const out: Suggestion[] = [];
  for (const key of keys) {
    const fits = CATALOGUE.filter(
      (e) => e.topics.includes(key) && !exclude.has(e.href) && !out.some((s) => s.href === e.href),
    );
    // The closer the key sits to the front of an entry's topics, the better it fits; the seed breaks ties.
    const ranked = rotate(fits, seed).sort((a, b) => a.topics.indexOf(key) - b.topics.indexOf(key));
    for (const e of ranked) {
      if (out.length >= 2) return out;
      out.push({ title: e.title, href: e.href, kind: e.kind });
    }
  }
  return out;
}
