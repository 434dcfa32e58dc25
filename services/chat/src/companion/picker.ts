import { capitalize, hash, rotate, sentenceKey, splitSentences } from './text.ts';

/**
 * A template may start with conditions on the conversation: "[re]text" is used only when the recent
 * user messages match re, "[!re]text" only when they do not; "[a][!b]text" needs both. Returns the text,
 * or undefined.
 */
export function applyCondition(template: string, context: string): string | undefined {
  let rest = template;
  for (;;) {
    const m = /^\[(!?)([^\]]+)\]\s*([\s\S]*)$/.exec(rest);
    if (!m) return rest;
    // Each alternative matches at the start of a word ("read" never matches "already").
    const hit = new RegExp(`\\b(?:${m[2]})`, 'i').test(context);
    if (hit === (m[1] === '!')) return undefined;
    rest = m[3]!;
  }
}

/**
 * Chooses wording so that a conversation never repeats itself: every sentence already said by the
 * companion (in history or earlier in this reply) is off limits. The order in which variants are tried
 * comes from a hash of the message, the turn and the slot, so replies vary and stay deterministic.
 */
export class Picker {
  readonly used: Set<string>;
  /** The template of the last line picked (to tell a line written for this situation from a general one). */
  lastTemplate = '';
  /** How the sentences of this reply begin: two sentences never start the same way ("Of course..."). */
  private readonly openers = new Set<string>();

  constructor(
    used: Iterable<string>,
    private readonly seed: number,
    /** Fills placeholders; undefined when a placeholder cannot be filled. */
    private readonly fill: (template: string) => string | undefined,
    /** The voice's styling (Gen Z lower case), applied after filling. */
    private readonly style: (text: string) => string,
    /** The message being answered: a line written for what it says now ranks above one for earlier. */
    private readonly message = '',
    /**
     * Ways the people named are referred to ("your dog rufus", "your dog", "rufus"): a sentence that
     * differs only in how it names someone is the same sentence.
     */
    aliases: readonly string[] = [],
  ) {
    this.aliases = [...new Set(aliases.map((a) => sentenceKey(a)).filter(Boolean))].sort(
      (a, b) => b.length - a.length,
    );
    this.used = new Set();
    for (const key of used) this.used.add(this.skeleton(key));
  }

  private readonly aliases: string[];

  /** A sentence key with every way of naming someone replaced by one mark. */
  private skeleton(key: string): string {
    let out = ` ${key} `;
    for (const a of this.aliases) out = out.replaceAll(` ${a} `, ' @ ');
    return out.trim();
  }

  /** The voice's styling, for text that is not picked from a pool. */
  styled(text: string): string {
    return this.style(text);
  }

  /** True when none of the text's sentences was said before. */
  fresh(text: string): boolean {
    return splitSentences(text).every(
      (s) => !this.used.has(this.skeleton(sentenceKey(s))) && !this.openers.has(opener(s)),
    );
  }

  /** Marks text as said. */
  say(text: string): string {
    for (const s of splitSentences(text)) {
      this.used.add(this.skeleton(sentenceKey(s)));
      this.openers.add(opener(s));
    }
    return text;
  }

  /** The first unsaid variant, in a seed-dependent order; preferring templates that name someone. */
  one(pool: readonly string[], slot: string, preferNamed = false): string | undefined {
    const order = rotate(pool, hash(`${this.seed}:${slot}`));
    // Lines written for a situation ("[broke up]...") fit better than general ones when they apply.
    const rank = (t: string) => {
      const conditional = /^\[(?!!)/.test(t);
      const now = conditional && applyCondition(t, this.message) !== undefined;
      return (now ? 4 : conditional ? 2 : 0) + (preferNamed && t.includes('{') ? 1 : 0);
    };
    order.sort((a, b) => rank(b) - rank(a));
    for (const template of order) {
      const filled = this.fill(template);
      if (filled === undefined) continue;
      const text = this.style(filled);
      if (this.fresh(text)) {
        this.lastTemplate = template;
        return this.say(text);
      }
    }
    return undefined;
  }

  /** Up to n unsaid variants. */
  many(pool: readonly string[], n: number, slot: string): string[] {
    const out: string[] = [];
    for (let i = 0; i < n; i++) {
      const next = this.one(pool, `${slot}:${i}`);
      if (!next) break;
      out.push(next);
    }
    return out;
  }

  /** A number in [0, n) for structural choices. */
  roll(slot: string, n: number): number {
    return hash(`${this.seed}:roll:${slot}`) % n;
  }
}

function opener(sentence: string): string {
  return sentenceKey(sentence).split(' ').slice(0, 2).join(' ');
}

/** Gen Z styling: lower case, except names, which keep their capitals. */
export function genZStyle(names: readonly string[]): (text: string) => string {
  return (text) => {
    let out = text.toLowerCase();
    for (const name of names) {
      if (!name) continue;
      out = out.replace(new RegExp(`\\b${name.toLowerCase()}\\b`, 'g'), name);
    }
    return out;
  };
}

export const casualStyle = (text: string): string => capitalize(text);
