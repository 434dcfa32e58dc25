import { nfkcPrefix } from '../nfkc.ts';
import type { LanguageData } from './types.ts';

/**
 * Text as a language's phrases are matched: NFKC, lower case, invisible characters gone; in Latin script
 * without accents (people often type them without), in Arabic without vowel marks and with the letters
 * people write interchangeably made one. The English engine's own normalisation is not used here: it maps
 * Cyrillic look-alike letters to Latin and drops the vowel signs of Devanagari.
 */
const INVISIBLE = /[\u200b-\u200f\u2060-\u2064\ufeff\u00ad]/g;

/** As the engine's own normalisation: a message is read up to this length, before and after expanding. */
const MAX_CHARS = 4_000;

export function plainText(text: string, script: LanguageData['script']): string {
  let t = text
    .slice(0, MAX_CHARS * 2)
    .replace(INVISIBLE, '')
    .slice(0, MAX_CHARS);
  t = nfkcPrefix(t, MAX_CHARS).toLowerCase();
  if (script === 'latin')
    t = t
      .normalize('NFD')
      .replace(/\p{M}+/gu, '')
      .normalize('NFC');
  if (script === 'arabic')
    t = t
      .replace(/[\u064b-\u065f\u0670\u0640]/g, '')
      .replace(/[أإآٱ]/g, 'ا')
      .replace(/ى/g, 'ي')
      .replace(/ة/g, 'ه');
  if (script === 'cyrillic') t = t.replace(/ё/g, 'е');
  return t.replace(/[\u2018\u2019\u02bc`´]/g, "'").replace(/\s+/g, ' ');
}
