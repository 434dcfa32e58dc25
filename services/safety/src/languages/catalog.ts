import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SAFETY_CATEGORIES } from '@sage/shared';
import { PhraseMatcher } from './matcher.ts';
import { plainText } from './text.ts';
import type { CardWording, CueKind, LanguageData, PhraseCategory } from './types.ts';

/**
 * The languages the engine reads besides English and Spanish: every folder of languages/ with a
 * language.json, loaded once and compiled into matchers. Adding a language is adding a folder.
 */
const FOLDER = fileURLToPath(new URL('../../languages/', import.meta.url));

export const PHRASE_CATEGORIES = SAFETY_CATEGORIES.filter((c): c is PhraseCategory => c !== 'none');
const CUE_KINDS: CueKind[] = [
  'intent',
  'now',
  'lethal',
  'plan',
  'passive',
  'means',
  'time',
  'taken',
  'farewell',
  'selfHarm',
  'abuse',
  'violence',
  'eating',
  'measure',
  'loss',
  'past',
  'body',
];

export interface CompiledLanguage {
  data: LanguageData;
  /** Its danger phrases written in Latin letters, for a language of another script (romanised Arabic). */
  romanised?: PhraseMatcher | undefined;
  /** Its everyday words in Latin letters (data.markers), plain as plainText writes them. */
  markers: ReadonlySet<string>;
  /** Its greetings in Latin letters (data.greetings), lowercase, marks kept ("hoi" is not "hồi"). */
  greetings: readonly string[];
  /** Every phrase of the language, tagged "crisis:<category>", "elevated:<category>", "cue:<kind>", "lookalike" or "retraction". */
  phrases: PhraseMatcher;
}

function compile(data: LanguageData): CompiledLanguage {
  const lists: [string, readonly string[]][] = [
    ['lookalike', data.lookalikes],
    ['retraction', data.retractions],
    ...PHRASE_CATEGORIES.flatMap((c) => [
      [`crisis:${c}`, data.danger.crisis[c] ?? []] as [string, string[]],
      [`elevated:${c}`, data.danger.elevated[c] ?? []] as [string, string[]],
    ]),
    ...CUE_KINDS.map((k) => [`cue:${k}`, data.cues?.[k] ?? []] as [string, string[]]),
  ];
  const latin = (phrases: readonly string[]) =>
    phrases.filter((p) => /^[\p{Script=Latin}\p{N}\s'’*-]+$/u.test(p));
  const romanised =
    data.script === 'latin'
      ? undefined
      : new PhraseMatcher(
          lists
            .filter(([tag]) => tag.startsWith('crisis:') || tag === 'cue:intent')
            .map(([t, p]) => [t, latin(p)] as const),
          'latin',
        );
  return {
    data,
    markers: new Set((data.markers ?? []).map((m) => plainText(m, 'latin'))),
    greetings: (data.greetings ?? []).map((g) => g.normalize('NFC').toLowerCase()),
    phrases: new PhraseMatcher(lists, data.script),
    romanised: romanised?.size ? romanised : undefined,
  };
}

function check(data: LanguageData, file: string): LanguageData {
  const missing = [
    'code',
    'name',
    'script',
    'danger',
    'replies',
    'cannotConverse',
    'stillHere',
    'findHelpline',
    'emergency',
  ].filter((k) => !(k in data));
  if (missing.length > 0) throw new Error(`${file}: missing ${missing.join(', ')}`);
  for (const c of PHRASE_CATEGORIES) if (!data.replies[c]?.opening) throw new Error(`${file}: no ${c} reply`);
  return data;
}

function load(): Map<string, CompiledLanguage> {
  const out = new Map<string, CompiledLanguage>();
  // The folder ships with every build (infra/build copies it): without it danger in these languages would
  // pass unread, so a missing folder stops the process at start rather than failing quietly.
  if (!existsSync(FOLDER)) throw new Error(`safety languages: no folder at ${FOLDER}`);
  for (const entry of readdirSync(FOLDER, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    // A path, not a URL relative to the folder: a build may write the folder's URL without its last slash.
    const file = join(FOLDER, entry.name, 'language.json');
    if (!existsSync(file)) continue;
    const data = check(JSON.parse(readFileSync(file, 'utf8')) as LanguageData, `languages/${entry.name}`);
    const cardFile = join(FOLDER, entry.name, 'card.json');
    if (existsSync(cardFile)) data.card = JSON.parse(readFileSync(cardFile, 'utf8')) as CardWording;
    out.set(data.code, compile(data));
  }
  if (out.size === 0) throw new Error(`safety languages: no language.json under ${FOLDER}`);
  return out;
}

/** Every language with data, by ISO 639-1 code. */
export const LANGUAGES: ReadonlyMap<string, CompiledLanguage> = load();

export function languageData(code: string): LanguageData | undefined {
  return LANGUAGES.get(code)?.data;
}
