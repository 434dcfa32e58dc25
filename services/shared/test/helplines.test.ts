import { describe, expect, it } from 'vitest';
import { CRISIS_RESOURCES } from '../src/safety/crisisResources.ts';
import {
  type CountryHelplines,
  FIND_A_HELPLINE_URL,
  guessCountry,
  HELPLINES,
  type Helpline,
  helplinesFor,
  US_SPECIFIC_LINES,
} from '../src/safety/helplines.ts';

/** Country calling codes, to compare a `tel:+…` href with a number quoted in national form. */
const CALLING_CODES: Record<string, string> = {
  AT: '43',
  AU: '61',
  BE: '32',
  CA: '1',
  CH: '41',
  DE: '49',
  FI: '358',
  FR: '33',
  GB: '44',
  HK: '852',
  IE: '353',
  JP: '81',
  MX: '52',
  NL: '31',
  NZ: '64',
  PH: '63',
  PT: '351',
  SE: '46',
  UA: '380',
  US: '1',
  ZA: '27',
};

const KEYPAD: Record<string, string> = Object.fromEntries(
  ['ABC', 'DEF', 'GHI', 'JKL', 'MNO', 'PQRS', 'TUV', 'WXYZ'].flatMap((letters, i) =>
    [...letters].map((letter) => [letter, String(i + 2)]),
  ),
);

/** The digits a quote gives, with a vanity word right after a number ("656.HOPE") turned into keypad digits. */
function quoteDigits(quote: string): string {
  const dialled = quote.replace(
    /(\d[\d.\s\u2010-\u2015-]*)([A-Z]{4})\b/g,
    (_, prefix: string, word: string) => prefix + [...word].map((letter) => KEYPAD[letter]).join(''),
  );
  return dialled.replace(/\D/g, '');
}

/** The forms a number may be quoted in: as dialled, without the country code, or with a national trunk 0. */
function numberForms(digits: string, callingCode: string | undefined): string[] {
  if (!callingCode || !digits.startsWith(callingCode)) return [digits];
  const national = digits.slice(callingCode.length);
  return [digits, national, `0${national}`];
}

function quoted(line: Helpline, digits: string, callingCode: string | undefined): boolean {
  const forms = numberForms(digits, callingCode);
  return line.sources.some((source) => forms.some((form) => quoteDigits(source.says).includes(form)));
}

const TEL = /^tel:(\+[1-9]\d{7,14}|\d{3,6})$/;
const SMS = /^sms:(\+[1-9]\d{7,14}|\d{3,6})(\?&body=([A-Z]+))?$/;
const WHATSAPP = /^https:\/\/wa\.me\/(\d{8,15})$/;

const lines: { country: CountryHelplines; line: Helpline }[] = [
  ...HELPLINES.flatMap((country) => country.helplines.map((line) => ({ country, line }))),
  ...US_SPECIFIC_LINES.map((line) => ({ country: helplinesFor('US')!, line })),
];

describe('helpline directory', () => {
  it('lists every country whose lines could be confirmed, each code once and well-formed', () => {
    // 20 countries could be confirmed on the organisations' own (or government) pages; see the module.
    expect(HELPLINES.length).toBeGreaterThanOrEqual(20);
    const codes = HELPLINES.map((country) => country.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const country of HELPLINES) {
      expect(country.code).toMatch(/^[A-Z]{2}$/);
      expect(CALLING_CODES[country.code], country.code).toBeDefined();
      expect(country.name.trim()).not.toBe('');
      expect(country.helplines.length, country.code).toBeGreaterThanOrEqual(1);
      expect(country.helplines.length, country.code).toBeLessThanOrEqual(3);
    }
    expect(new URL(FIND_A_HELPLINE_URL).protocol).toBe('https:');
  });

  it('give each line a name, a one-line description and sources with an address, the day and a quote', () => {
    for (const { country, line } of lines) {
      const where = `${country.code} ${line.name}`;
      expect(line.name.trim(), where).not.toBe('');
      expect(line.description.trim(), where).not.toBe('');
      expect(line.description, where).not.toMatch(/\n/);
      expect(line.sources.length, where).toBeGreaterThan(0);
      for (const source of line.sources) {
        expect(['http:', 'https:'], where).toContain(new URL(source.url).protocol);
        expect(['2026-11-24', '2026-11-29'], where).toContain(source.checked);
        expect(source.says.trim().length, where).toBeGreaterThan(10);
      }
      if (line.languages) expect(line.languages.length, where).toBeGreaterThan(0);
    }
  });

  it('give a number or short code only where a quote on the page gives it', () => {
    for (const { country, line } of lines) {
      for (const action of line.actions) {
        const where = `${country.code} ${line.name} ${action.href}`;
        const match =
          action.kind === 'call'
            ? action.href.match(TEL)
            : action.kind === 'text'
              ? action.href.match(SMS)
              : action.href.match(WHATSAPP);
        if (action.kind === 'chat' && !match) continue;
        expect(match, where).not.toBeNull();
        const digits = (match?.[1] ?? '').replace(/\D/g, '');
        const callingCode =
          action.href.includes('+') || action.kind === 'chat' ? CALLING_CODES[country.code] : undefined;
        expect(quoted(line, digits, callingCode), where).toBe(true);
      }
    }
  });

  it('give a text keyword only where a quote on the page gives it', () => {
    for (const { country, line } of lines) {
      for (const action of line.actions) {
        const code = action.href.match(SMS)?.[3];
        if (!code) continue;
        const word = new RegExp(`\\b${code}\\b`);
        expect(
          line.sources.some((source) => word.test(source.says)),
          `${country.code} ${line.name} ${action.href}`,
        ).toBe(true);
      }
    }
  });

  it('have well-formed links: tel and sms with digits only, chat on https at a site the sources name', () => {
    for (const { country, line } of lines) {
      for (const action of line.actions) {
        const where = `${country.code} ${line.name} ${action.href}`;
        expect(action.label.trim(), where).not.toBe('');
        if (action.kind === 'call') expect(action.href, where).toMatch(TEL);
        if (action.kind === 'text') expect(action.href, where).toMatch(SMS);
        if (action.kind === 'chat') {
          const url = new URL(action.href);
          expect(url.protocol, where).toBe('https:');
          if (WHATSAPP.test(action.href)) continue;
          const host = url.hostname.replace(/^www\./, '').toLowerCase();
          expect(
            line.sources.some(
              (source) =>
                new URL(source.url).hostname.toLowerCase().endsWith(host) ||
                source.says.toLowerCase().includes(host),
            ),
            where,
          ).toBe(true);
        }
      }
    }
  });

  it('give every country an emergency number that its government source quotes', () => {
    for (const country of HELPLINES) {
      const { number, source } = country.emergency;
      expect(number, country.code).toMatch(/^\d{3}$/);
      expect(['2026-11-24', '2026-11-29'], country.code).toContain(source.checked);
      expect(['http:', 'https:'], country.code).toContain(new URL(source.url).protocol);
      expect(quoteDigits(source.says), country.code).toContain(number);
    }
  });

  it('reuse the kit for the United States and list the specific-need lines', () => {
    const us = helplinesFor('US')!;
    expect(us.helplines.map((line) => line.name)).toEqual([
      CRISIS_RESOURCES.lifeline988.name,
      CRISIS_RESOURCES.crisisTextLine.name,
    ]);
    expect(us.helplines[0]!.sources).toBe(CRISIS_RESOURCES.lifeline988.sources);
    expect(us.emergency.number).toBe('911');
    expect(US_SPECIFIC_LINES.map((line) => line.need)).toEqual([
      'domestic_violence',
      'sexual_assault',
      'child_abuse',
      'lgbtq_youth',
      'veterans',
    ]);
    for (const line of US_SPECIFIC_LINES) expect(line.forWhat.trim(), line.need).not.toBe('');
    expect(US_SPECIFIC_LINES[0]!.actions.map((action) => action.href)).toEqual(
      CRISIS_RESOURCES.domesticViolenceHotline.actions.map((action) => action.href),
    );
  });
});

describe('locales and time zones', () => {
  it('are valid, and no time zone or full locale points to two countries', () => {
    const zones = HELPLINES.flatMap((country) => country.timeZones);
    expect(new Set(zones).size).toBe(zones.length);
    for (const zone of zones)
      expect(() => new Intl.DateTimeFormat('en', { timeZone: zone }), zone).not.toThrow();
    const locales = HELPLINES.flatMap((country) => country.locales.map((locale) => locale.toLowerCase()));
    expect(new Set(locales).size).toBe(locales.length);
    for (const country of HELPLINES) {
      expect(country.locales.length, country.code).toBeGreaterThan(0);
      expect(country.timeZones.length, country.code).toBeGreaterThan(0);
      for (const locale of country.locales) expect(Intl.getCanonicalLocales(locale), locale).toHaveLength(1);
    }
  });
});

describe('guessCountry', () => {
  it('uses the time zone first', () => {
    expect(guessCountry(['en-GB'], 'Europe/London')?.code).toBe('GB');
    expect(guessCountry(['es-MX'], 'America/Mexico_City')?.code).toBe('MX');
    expect(guessCountry(['de'], 'Europe/Berlin')?.code).toBe('DE');
    expect(guessCountry(['en-US'], 'America/New_York')?.code).toBe('US');
    expect(guessCountry(['en-US'], 'Europe/Paris')?.code).toBe('FR');
  });

  it('falls back to a region in the language tags, in order, then to a listed locale', () => {
    expect(guessCountry(['en-AU', 'en'], undefined)?.code).toBe('AU');
    expect(guessCountry(['en', 'fr-CA'], 'UTC')?.code).toBe('CA');
    expect(guessCountry(['zh-Hant-TW', 'ja-JP'], undefined)?.code).toBe('JP');
    expect(guessCountry(['nl'], undefined)?.code).toBe('NL');
  });

  it('returns undefined when nothing points to a listed country', () => {
    expect(guessCountry([], undefined)).toBeUndefined();
    expect(guessCountry(['en'], 'UTC')).toBeUndefined();
    expect(guessCountry(['xx-YY'], 'Mars/Olympus_Mons')).toBeUndefined();
    expect(guessCountry(['es'], 'Europe/Madrid')).toBeUndefined();
  });
});

describe('helplinesFor', () => {
  it('finds a country by code in any case, and nothing for an unlisted one', () => {
    expect(helplinesFor('gb')?.name).toBe('United Kingdom');
    expect(helplinesFor('NZ')?.helplines[0]?.name).toBe('1737 Need to talk?');
    expect(helplinesFor('XX')).toBeUndefined();
  });
});
