import { eld } from 'eld/extrasmall';
import { LANGUAGES } from './catalog.ts';

/**
 * The language a message is written in, by eld (Efficient Language Detector), chosen by measuring
 * candidates on short chat messages in eighteen languages (eval/languages: eld 0.94 of messages of five
 * words or more, tinyld 0.93, franc 0.66; its smallest database is as accurate as its largest and costs a
 * fifth of the memory). Read on the first few hundred characters. Romanised writing it does not know
 * (Arabic in Latin letters, Hinglish) is recognised by a language's own danger phrases instead.
 * Undefined when the message is too short or unclear: the conversation's language is taken then.
 */
const SAMPLE = 250;
/** Fewer letters than this tell nothing reliable. */
const MIN_LETTERS = 6;

/**
 * Scripts that, among the languages Sage reads, only one language writes: a message mostly in one of them
 * is that language even when eld is unsure (it is on most short Korean chat, "죽고 싶어"). Kana is only
 * Japanese; Ukrainian has letters Russian lacks.
 */
const SCRIPTS: [RegExp, (letters: string) => string][] = [
  [/\p{Script=Hangul}/u, () => 'ko'],
  [/[\p{Script=Hiragana}\p{Script=Katakana}]/u, () => 'ja'],
  [/\p{Script=Han}/u, () => 'zh'],
  [/\p{Script=Devanagari}/u, () => 'hi'],
  [/\p{Script=Arabic}/u, () => 'ar'],
  [/\p{Script=Cyrillic}/u, (letters) => (/[іїєґ]/iu.test(letters) ? 'uk' : 'ru')],
];

function byScript(letters: string[]): string | undefined {
  const all = letters.join('');
  // Kana among Chinese characters is Japanese, whatever share it has.
  if (/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u.test(all) && SCRIPTS[1]![0].test(all))
    return 'ja';
  for (const [script, code] of SCRIPTS)
    if (letters.filter((c) => script.test(c)).length * 2 > letters.length) return code(all);
  return undefined;
}

export function identifyLanguage(text: string): { code: string; scores: Record<string, number> } | undefined {
  const sample = text.slice(0, SAMPLE);
  const letters = sample.match(/\p{L}/gu) ?? [];
  // A Chinese, Japanese or Korean character says as much as a word: two of them are enough to try.
  const dense = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u.test(sample);
  const script = byScript(letters);
  // A script only one language with data writes tells it from a word ("مرحبا", "привет").
  if (letters.length < (dense || script ? 2 : MIN_LETTERS))
    return script && letters.length >= 2 ? { code: script, scores: { [script]: 1 } } : undefined;
  if (script === 'ko' || script === 'ja') return { code: script, scores: { [script]: 1 } };
  const result = eld.detect(sample);
  // A language of the same script that Sage has no data for (Hindi read as Marathi, Arabic as Persian)
  // gives way to the one it has.
  const known = (code: string) => code === 'en' || code === 'es' || LANGUAGES.has(code);
  if (result.language && result.isReliable() && (known(result.language) || !script))
    return { code: result.language, scores: result.getScores() };
  return script ? { code: script, scores: { [script]: 1 } } : undefined;
}

/** Romanised writing is looked for in short messages only: it is a chat message's way of writing. */
const ROMANISED_SAMPLE = 1_000;

/**
 * A language of another script whose danger phrases a message in Latin letters uses ("bdi mout" is Arabic,
 * "marna chahta hoon" Hindi): the identifier knows these ways of writing poorly.
 */
export function languageByPhrases(plainLatin: string): string | undefined {
  if (plainLatin.length > ROMANISED_SAMPLE) return undefined;
  const sample = plainLatin;
  for (const [code, lang] of LANGUAGES)
    if (lang.romanised && lang.romanised.tags(sample).size > 0) return code;
  return undefined;
}

/** Greetings tell the language of short messages only: longer ones the identifier reads. */
const GREETING_WORDS = 4;

/**
 * The language whose greeting opens a short message in Latin letters ("salut ça va", "merhaba", "xin
 * chào"), when only one language greets so ("hallo" is Dutch and German: undefined). Marks count: Dutch
 * "hoi" is not Vietnamese "hồi".
 */
export function languageByGreeting(message: string): string | undefined {
  const text = message.normalize('NFC').toLowerCase().trim();
  if (text.split(/\s+/).length > GREETING_WORDS) return undefined;
  const found = new Set<string>();
  for (const [code, lang] of LANGUAGES)
    for (const g of lang.greetings)
      if (text.startsWith(g) && !/[\p{L}\p{N}]/u.test(text.charAt(g.length))) found.add(code);
  return found.size === 1 ? [...found][0] : undefined;
}

/** A message of a few words told only by its greeting ("salut", "ciao a tutti"). */
export function greetingOnly(text: string, writtenIn: string | undefined): boolean {
  return (
    writtenIn !== undefined && text.trim().split(/\s+/).length <= 3 && languageByGreeting(text) === writtenIn
  );
}

/** A language is told by its everyday words only when at least this many different ones are in a message. */
const MARKERS_NEEDED = 2;

/**
 * The language whose everyday words in Latin letters a message uses most ("mujhe", "nahi", "hai" are
 * Hinglish; "khong", "roi", "nhe" Vietnamese without its marks; "3ala", "mish", "ba3d" Arabizi): the
 * identifier, trained on each language's own writing, takes such messages for English or Spanish.
 * Undefined when no language has two of its words in the message, or two languages tie.
 */
export function languageByMarkers(plainLatin: string): { code: string; count: number } | undefined {
  const words = new Set(plainLatin.slice(0, ROMANISED_SAMPLE).split(/[^\p{L}\p{N}]+/u));
  let best: { code: string; count: number } | undefined;
  let tie = false;
  for (const [code, lang] of LANGUAGES) {
    if (lang.markers.size === 0) continue;
    let count = 0;
    for (const w of words) if (lang.markers.has(w)) count++;
    if (count < MARKERS_NEEDED || (best && count < best.count)) continue;
    tie = best !== undefined && count === best.count;
    best = { code, count };
  }
  return tie ? undefined : best;
}
