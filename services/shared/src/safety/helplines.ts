/**
 * Crisis helplines by country, for people outside the United States: one source for the frontend's helpline
 * picker. Pure data, no Node.js imports, so the browser bundle can use it. The data is split by region into
 * helplines/*.ts (one file grew past ~400 lines); this module puts it together and is the one to import.
 *
 * Every number and text code was confirmed on the organisation's own published page (or, where a comment in the
 * data says so, the page of the body that runs or funds it, or a government page for emergency numbers);
 * `sources` names the page, the day it was read and the words on it. Countries whose lines could not be confirmed
 * that way are left out: FIND_A_HELPLINE_URL is the fallback for them. Never add a number from memory.
 */
import { AMERICAS } from './helplines/americas.ts';
import { ASIA_PACIFIC_AFRICA } from './helplines/asiaPacificAfrica.ts';
import { EUROPE } from './helplines/europe.ts';
import type { CountryHelplines } from './helplines/types.ts';

export {
  type SpecificNeed,
  type SpecificNeedHelpline,
  US_SPECIFIC_LINES,
} from './helplines/americas.ts';
export type {
  CountryHelplines,
  Helpline,
  HelplineAction,
  HelplineSource,
} from './helplines/types.ts';

/** Every country with confirmed lines, ordered by English name. */
export const HELPLINES: CountryHelplines[] = [...AMERICAS, ...EUROPE, ...ASIA_PACIFIC_AFRICA].sort((a, b) =>
  a.name.localeCompare(b.name, 'en'),
);

/** A directory of helplines worldwide, for countries not listed here. */
export const FIND_A_HELPLINE_URL = 'https://findahelpline.com';

const BY_CODE = new Map(HELPLINES.map((country) => [country.code, country]));

const BY_TIME_ZONE = new Map(
  HELPLINES.flatMap((country) => country.timeZones.map((zone) => [zone, country] as const)),
);

const BY_LOCALE = new Map(
  HELPLINES.flatMap((country) => country.locales.map((locale) => [locale.toLowerCase(), country] as const)),
);

/** The region subtag of a BCP 47 tag ("es-MX" → "MX", "zh-Hant-TW" → "TW"), if it has one. */
function regionOf(tag: string): string | undefined {
  const subtags = tag.split(/[-_]/).slice(1);
  for (const subtag of subtags) {
    if (subtag.length === 1) break; // extensions and private use follow a singleton
    if (/^[a-z]{2}$/i.test(subtag)) return subtag.toUpperCase();
  }
  return undefined;
}

/**
 * Best guess from navigator.languages and the time zone: time zone first, then a region in the language tag;
 * undefined if unknown. As a last resort a listed locale matches (e.g. "de" suggests Germany).
 */
export function guessCountry(
  languages: readonly string[],
  timeZone: string | undefined,
): CountryHelplines | undefined {
  const byZone = timeZone ? BY_TIME_ZONE.get(timeZone) : undefined;
  if (byZone) return byZone;
  for (const language of languages) {
    const region = regionOf(language.trim());
    const byRegion = region ? BY_CODE.get(region) : undefined;
    if (byRegion) return byRegion;
  }
  for (const language of languages) {
    const byLocale = BY_LOCALE.get(language.trim().toLowerCase());
    if (byLocale) return byLocale;
  }
  return undefined;
}

/** The entry for an ISO 3166-1 alpha-2 code (any case), if the country is listed. */
export function helplinesFor(code: string): CountryHelplines | undefined {
  return BY_CODE.get(code.trim().toUpperCase());
}
