import { FIND_A_HELPLINE_URL, helplinesFor } from '@sage/shared';
import { languageData } from './catalog.ts';
import type { PhraseCategory } from './types.ts';

/**
 * The fixed crisis reply in the visitor's own language: its wording from languages/<code>/language.json,
 * then the helplines of the countries where the language is spoken (the visitor's own first when known),
 * each number as the kit's sourced directory gives it, the emergency number, and the worldwide directory
 * for every other country. Undefined when the language has no data.
 */
const MAX_COUNTRIES = 3;

export interface InLanguageOptions {
  followUp?: boolean;
  /** ISO 3166-1 alpha-2 of the visitor's country, from the browser's language region or time zone. */
  country?: string | undefined;
}

/** The number as the directory writes it for people ("0800 32 123"), from its "Call …" label. */
function numberOf(action: { href: string; label: string }): string | undefined {
  return action.href.startsWith('tel:') ? action.label.replace(/^(?:call|phone|ring)\s+/i, '') : undefined;
}

export function safetyReplyIn(
  code: string,
  category: PhraseCategory,
  options: InLanguageOptions = {},
): string | undefined {
  const data = languageData(code);
  if (!data) return undefined;
  const wording = data.replies[category];
  const regionName = new Intl.DisplayNames([code, 'en'], { type: 'region' });
  const countries = [...new Set([options.country, ...data.countries].filter((c): c is string => Boolean(c)))]
    .map((c) => helplinesFor(c))
    .filter((c) => c !== undefined)
    .slice(0, MAX_COUNTRIES);
  const lines = countries.map((country) => {
    const lines = country.helplines.slice(0, 2).flatMap((h) =>
      h.actions
        .map((a) => numberOf(a))
        .filter(Boolean)
        .slice(0, 1)
        .map((n) => `${h.name} ${n}`),
    );
    const name = regionName.of(country.code) ?? country.name;
    // The emergency number carries a sign, not a word: it reads the same in every language.
    return `- ${name}: ${[...lines, `🚨 ${country.emergency.number}`].join(' · ')}`;
  });
  return [
    options.followUp ? wording.followUp : wording.opening,
    '',
    wording.reachOut,
    ...lines,
    `- ${data.findHelpline.replace('{url}', FIND_A_HELPLINE_URL)}`,
    '',
    data.emergency,
    wording.closing,
  ].join('\n');
}

/** The crisis card of a reply in another language: its words, direction and where the language is spoken. */
export interface CrisisCardCopy {
  lang: string;
  dir: 'ltr' | 'rtl';
  heading: string;
  body: string;
  helplines: string;
  directory: string;
  /** ISO 3166-1 alpha-2, biggest first: the card shows the helplines the kit's directory has for them. */
  countries: string[];
}

export function crisisCardIn(code: string, category: PhraseCategory): CrisisCardCopy | undefined {
  const data = languageData(code);
  if (!data?.card) return undefined;
  return {
    lang: data.code,
    dir: data.direction,
    heading: data.card.heading[category],
    body: data.card.body[category],
    helplines: data.card.helplines,
    directory: data.card.directory,
    countries: data.countries,
  };
}
