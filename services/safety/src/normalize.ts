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

/** Characters read from a message; the API allows 4,000, so this only bounds hostile input. */
export const MAX_ASSESSED_CHARS = 4_000;
/** After compatibility forms ("㏂" becomes "a.m."), the text never grows past this. */
const MAX_NORMALIZED_CHARS = 8_000;

/** Invisible characters: format characters (zero-width space, joiners, marks), fillers, variation selectors. */
const INVISIBLE =
  /\p{Cf}|\u034F|[\u115F\u1160\u17B4\u17B5\u2800\u3164\uFFA0]|[\u180B-\u180F]|[\uFE00-\uFE0F]/gu;

const NON_ASCII = /[\u0080-\uffff]/;

/** Letters of other scripts that look like Latin ones (Cyrillic, Greek, a few IPA forms). */
const CONFUSABLES: Record<string, string> = {
  а: 'a',
  в: 'b',
  е: 'e',
  ё: 'e',
  к: 'k',
  м: 'm',
  н: 'h',
  о: 'o',
  р: 'p',
  с: 'c',
  т: 't',
  у: 'y',
  х: 'x',
  ѕ: 's',
  і: 'i',
  ї: 'i',
  ј: 'j',
  ԁ: 'd',
  ԛ: 'q',
  ԝ: 'w',
  һ: 'h',
  ӏ: 'l',
  ɡ: 'g',
  ɩ: 'i',
  α: 'a',
  β: 'b',
  ε: 'e',
  η: 'n',
  ι: 'i',
  κ: 'k',
  ν: 'v',
  ο: 'o',
  ρ: 'p',
  τ: 't',
  υ: 'u',
  χ: 'x',
  γ: 'y',
  ω: 'w',
  ς: 's',
  μ: 'u',
  ł: 'l',
  ø: 'o',
  đ: 'd',
  ħ: 'h',
  ı: 'i',
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
};
const CONFUSABLE_RE = new RegExp(`[${Object.keys(CONFUSABLES).join('')}]`, 'g');

/** Emoji that carry a danger word, or laughter, read as words ("emojipill"). */
const EMOJI_WORDS: Record<string, string> = {
  '\u{1F48A}': ' emojipill ',
  '\u{1F52A}': ' emojiknife ',
  '\u{1F5E1}': ' emojiknife ',
  '\u{1FAA2}': ' emojirope ',
  '\u{1F52B}': ' emojigun ',
  '\u{1FA78}': ' emojiblood ',
  '\u{1F602}': ' emojilaugh ',
  '\u{1F923}': ' emojilaugh ',
  '\u{1F62D}': ' emojilaugh ',
  '\u{1F606}': ' emojilaugh ',
  '\u{1F480}': ' emojiskull ',
  '\u2620': ' emojiskull ',
  '\u{1F644}': ' emojieyeroll ',
};
const EMOJI_RE = new RegExp(Object.keys(EMOJI_WORDS).join('|'), 'gu');

/** Known misspellings and euphemisms, mapped to the plain words the rules know. */
const SPELLINGS: [RegExp, string][] = [
  [/\bs[*u]{1,2}[i1!*]?c[i1!*]d(?=e|al)/g, 'suicid'],
  [/\bsu[i1!*]\*+de|\bsuic\*+de|\bs\*+icide|\bsu\*+cide|\bsui\*+ide/g, 'suicide'],
  [/\bsewer ?slide\b|\bself ?deletion\b|\bsewerslide\b/g, 'suicide'],
  [/\bself ?delete\b|\bunalive myself\b/g, 'kill myself'],
  [/\bunaliv(?:e|ing|ed)(?= (?:my ?self|me)\b)/g, 'killing'],
  [/\bk[*.!_-]?[i1!*][*.!_-]?ll(ing|ed|s)?\b/g, 'kill$1'],
  [/\bun[ -]alive/g, 'unalive'],
  [/\bself[-_ ]?harm/g, 'self harm'],
  [/\b(want|wanna|going|ready|need|have|deserve|about) 2\b/g, '$1 to'],
  [/\b(?:good-?bye|good bye|goodby)\b/g, 'goodbye'],
  [/\b(?:dont|do not) wanna\b/g, 'dont want to'],
  [/\b(?:im+|i m)\b/g, 'im'],
  [/\bno one\b|\bno-one\b/g, 'noone'],
];

/** Shorthand and common misspellings, one word for another (read in one pass). */
const WORDS: Record<string, string> = {
  sucide: 'suicide',
  suicde: 'suicide',
  suiside: 'suicide',
  suicied: 'suicide',
  suiscide: 'suicide',
  suecide: 'suicide',
  sucicide: 'suicide',
  suicdie: 'suicide',
  sucidal: 'suicidal',
  suicidial: 'suicidal',
  suisidal: 'suicidal',
  suicdal: 'suicidal',
  sucicidal: 'suicidal',
  suicidel: 'suicidal',
  myslef: 'myself',
  myslf: 'myself',
  myseld: 'myself',
  mysefl: 'myself',
  mself: 'myself',
  myselff: 'myself',
  u: 'you',
  ur: 'your',
  rn: 'right now',
  tmrw: 'tomorrow',
  tmr: 'tomorrow',
  tmrrw: 'tomorrow',
  '2morrow': 'tomorrow',
  tomoro: 'tomorrow',
  tomorow: 'tomorrow',
  tonite: 'tonight',
  '2nite': 'tonight',
  '2night': 'tonight',
  bc: 'because',
  cuz: 'because',
  coz: 'because',
  cos: 'because',
  pls: 'please',
  plz: 'please',
  ppl: 'people',
  ik: 'i know',
  idk: 'i dont know',
  ths: 'this',
  thsi: 'this',
  tihs: 'this',
  anymor: 'anymore',
  anymroe: 'anymore',
  anymre: 'anymore',
  nemore: 'anymore',
  dei: 'die',
  diee: 'die',
  agian: 'again',
  agin: 'again',
  agan: 'again',
  againn: 'again',
  tonigth: 'tonight',
  tonihgt: 'tonight',
  tongiht: 'tonight',
  wnat: 'want',
  wnt: 'want',
  watn: 'want',
  tonights: 'tonight is',
  bleding: 'bleeding',
  bleedin: 'bleeding',
  bledding: 'bleeding',
  pils: 'pills',
  gonna: 'going to',
  gona: 'going to',
  gunna: 'going to',
  finna: 'going to',
  boutta: 'going to',
  bouta: 'going to',
  wanna: 'want to',
  gotta: 'got to',
};
const WORDS_RE = new RegExp(`\\b(?:${Object.keys(WORDS).join('|')})\\b`, 'g');

/** After letters stretched three times or more are squeezed to one, these words need their double back. */
const SQUEEZED: Record<string, string> = {
  kil: 'kill',
  kiling: 'killing',
  al: 'all',
  slep: 'sleep',
  ned: 'need',
  fel: 'feel',
  felt: 'felt',
  gon: 'gone',
  goodbye: 'goodbye',
  gobye: 'goodbye',
  godbye: 'goodbye',
  wil: 'will',
  stil: 'still',
  realy: 'really',
  sory: 'sorry',
  hel: 'hell',
  of: 'off',
  to: 'too',
  se: 'see',
  bleding: 'bleeding',
  pils: 'pills',
  pil: 'pill',
  morir: 'morir',
  mas: 'mas',
  ya: 'ya',
};

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

/** Digits and symbols read as the letters they stand for. */
const LEET: Record<string, string> = {
  '0': 'o',
  '1': 'i',
  '|': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '@': 'a',
  $: 's',
};
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
    t = t.normalize('NFKC');
    if (t.length > MAX_NORMALIZED_CHARS) t = t.slice(0, MAX_NORMALIZED_CHARS);
    t = t.toLowerCase();
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
