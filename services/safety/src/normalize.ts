/**
 * Normalisation for the safety rules: one plain, lower-case, ASCII-leaning form of what a person wrote,
 * so that spelling tricks (zero-width characters, look-alike letters from other scripts, full-width
 * forms, spaced or stretched letters, leetspeak, accents) cannot hide words of danger, and Spanish can be
 * read without accents.
 *
 * The work is bounded whatever the input: the text is cut to a fixed number of characters before and
 * after the compatibility decomposition (which can expand one character into several), and every step is
 * a single linear pass.
 */
import { CONFUSABLES, EMOJI_WORDS, LEET, SPELLINGS, SQUEEZED, WORDS } from './lexicon/spellings.ts';
import { nfkcPrefix } from './nfkc.ts';

/** Characters read from a message; the API allows 4,000, so this only bounds hostile input. */
export const MAX_ASSESSED_CHARS = 4_000;
/** After compatibility forms ("㏂" becomes "a.m."), the text never grows past this. */
const MAX_NORMALIZED_CHARS = 8_000;

/** Invisible characters: format characters (zero-width space, joiners, marks), fillers, variation selectors. */
const INVISIBLE =
  /\p{Cf}|\u034F|[\u115F\u1160\u17B4\u17B5\u2800\u3164\uFFA0]|[\u180B-\u180F]|[\uFE00-\uFE0F]/gu;

const NON_ASCII = /[\u0080-\uffff]/;

const CONFUSABLE_RE = new RegExp(`[${Object.keys(CONFUSABLES).join('')}]`, 'g');

const EMOJI_RE = new RegExp(Object.keys(EMOJI_WORDS).join('|'), 'gu');

const WORDS_RE = new RegExp(`\\b(?:${Object.keys(WORDS).join('|')})\\b`, 'g');

/** Words that a spaced-out "i" runs into when letters are joined ("i w a n t" → "iwant" → "i want"). */
const AFTER_I =
  /^i(want|wanna|am|m|will|feel|cant|dont|need|hate|wish|took|have|just|really|wont|should|think|give|keep|never|do|did|was|tried|plan|ll|ve|d)$/;

function joinSpacedLetters(t: string): string {
  // Spaced-out writing shows as a run of three or more single letters separated by one space ("d i e");
  // then every run of two or more is a word ("t o"), and two spaces separate words.
  if (!/(?:^|\s)(?:[a-z] ){2,}[a-z](?=\s|$)/.test(t)) return t;
  return t.replace(/(?:^|(?<=\s))(?:[a-z] (?=[a-z](?:\s|$)))+[a-z](?=\s|$)/g, (run) => {
    const word = run.replace(/ /g, '');
    const m = AFTER_I.exec(word);
    return m ? `i ${m[1]}` : word;
  });
}

/** A letter and a digit or symbol in one token: in any such token, some pair has only "!" between. */
const MIXED_TOKEN = /[a-z]!*[0-9@$|]|[0-9@$|]!*[a-z]/;

const LEET_RE = /[01|3457@$]/g;

function readLeetspeak(t: string): string {
  if (!MIXED_TOKEN.test(t)) return t;
  // Digits and symbols standing for letters, only inside tokens that also hold letters ("k1ll", "d1e").
  // Only tokens holding a digit or symbol are visited (from their first character: the look-behind keeps
  // a token without one from being tried again at every character).
  return t.replace(/(?<![a-z0-9@$!|])[a-z!]*[0-9@$|][a-z0-9@$!|]*/g, (tok) =>
    /[a-z]/.test(tok) && !/^\d+(?:st|nd|rd|th|s|am|pm|k|m|h|mg|ml|x|g|kg|lbs?|mins?|hrs?|yo|yrs?)?$/.test(tok)
      ? tok.replace(LEET_RE, (c) => LEET[c] ?? c)
      : tok,
  );
}

/** The normalised form of a message (see the module comment). */
export function normalize(text: string): string {
  let t = text.length > MAX_ASSESSED_CHARS * 2 ? text.slice(0, MAX_ASSESSED_CHARS * 2) : text;
  // Most messages are plain ASCII: none of the Unicode steps can change them, so they are skipped.
  if (NON_ASCII.test(t)) {
    t = t.replace(INVISIBLE, '');
    if (t.length > MAX_ASSESSED_CHARS) t = t.slice(0, MAX_ASSESSED_CHARS);
    t = nfkcPrefix(t, MAX_NORMALIZED_CHARS).toLowerCase();
    if (/[\u2600-\u27bf\ud83c-\ud83e]/.test(t)) {
      t = t.replace(EMOJI_RE, (e) => EMOJI_WORDS[e] ?? e);
      // Emoji become words ("emojipill"): bound the text again.
      if (t.length > MAX_NORMALIZED_CHARS) t = t.slice(0, MAX_NORMALIZED_CHARS);
    }
    // Emoji alone made the text non-ASCII; once they are words, letters and marks need no more work.
    if (NON_ASCII.test(t)) {
      t = t.replace(CONFUSABLE_RE, (c) => CONFUSABLES[c] ?? c);
      // Accents and any stacked combining marks go: "más" reads as "mas".
      t = t.normalize('NFD').replace(/\p{M}+/gu, '');
    }
    t = t.replace(/[\u2018\u2019\u02bc\u0060\u00b4]/g, "'").replace(/[\u201c\u201d]/g, '"');
  } else {
    if (t.length > MAX_ASSESSED_CHARS) t = t.slice(0, MAX_ASSESSED_CHARS);
    t = t.toLowerCase();
  }
  t = t.replace(/([a-z])'([a-z])/g, '$1$2');
  t = t.replace(/[\t ]{2,}/g, '  ').replace(/\t/g, ' ');
  t = joinSpacedLetters(t);
  // Letters joined by dots or stars: "c.u.t", "d*i*e".
  if (/[a-z][.*_][a-z][.*_][a-z]/.test(t)) {
    t = t.replace(/\b[a-z](?:[.*_][a-z]){2,}\b/g, (run) => run.replace(/[.*_]/g, ''));
  }
  if (/([a-z])\1\1/.test(t)) {
    t = t.replace(/[a-z]+/g, (word) => {
      if (!/([a-z])\1\1/.test(word)) return word;
      const squeezed = word.replace(/([a-z])\1{2,}/g, '$1');
      return SQUEEZED[squeezed] ?? squeezed;
    });
  }
  t = readLeetspeak(t);
  for (const [re, word] of SPELLINGS) t = t.replace(re, word);
  t = t.replace(WORDS_RE, (w) => WORDS[w] ?? w);
  return t;
}
