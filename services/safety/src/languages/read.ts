import type { Risk, SafetyCategory, SafetyLanguage } from '@sage/shared';
import type { Reason } from '../lexicon/types.ts';
import type { MessageReading } from '../verdict.ts';
import { LANGUAGES } from './catalog.ts';
import { identifyLanguage, languageByGreeting, languageByMarkers, languageByPhrases } from './identify.ts';
import { plainText } from './text.ts';
import type { CueKind, PhraseCategory } from './types.ts';

/**
 * A message in a language other than English and Spanish, read by that language's phrases: its everyday
 * look-alikes ("mort de rire") taken out first, then a crisis phrase of any kind, then a warning sign.
 * The conversation rules (a disclosure stays a crisis through a retraction or a change of subject) are the
 * engine's, as for every language.
 */
export interface OtherLanguageReading {
  /** ISO 639-1 code of the language it is written in (English and Spanish included). */
  writtenIn: string;
  level: Risk;
  category: SafetyCategory;
  reasons: Reason[];
  /** The message takes a disclosure back ("je rigole"). */
  retraction: boolean;
  /** The building blocks found in it, for the conversation to combine across messages. */
  cues: CueKind[];
  /** Said laughing (see LAUGHTER). */
  laughing: boolean;
}

/** The engine's reason for a phrase of each kind (crisis, then a warning sign). */
const REASONS: Record<PhraseCategory, [Reason, Reason]> = {
  suicide: ['suicidal_intent', 'passive_death_wish'],
  self_harm: ['self_harm', 'self_harm'],
  medical: ['medical_emergency', 'medical_emergency'],
  abuse: ['family_abuse', 'family_abuse'],
  violence: ['harm_to_others', 'harm_to_others'],
  eating: ['eating', 'eating'],
};
/** When two kinds are named, the more urgent one is answered. */
const URGENCY: PhraseCategory[] = ['medical', 'suicide', 'abuse', 'violence', 'self_harm', 'eating'];

/** Word counts of the English engine's own markers: plain English or Spanish keeps a message theirs. */
export interface Familiar {
  english: number;
  spanish: number;
  /** The English or Spanish rules already found danger. */
  found: boolean;
  /** Only a language's own phrases may tell it (romanised writing the identifier does not know). */
  phrasesOnly?: boolean;
}

/** Languages the identifier mistakes Spanish for when a message is short. */
const NEAR_SPANISH = new Set(['pt', 'it', 'ca', 'gl', 'fr', 'ro', 'yo', 'tr', 'eu']);

const SHORT_WORDS = 5;
/** How close behind English or Spanish may score and still be taken over another language (measured on chat messages). */
const CLOSE_EN = 0.15;
const CLOSE_ES = 0.1;

/** Whether a message has any of a language's own phrases (danger, look-alikes, take-backs). */
function usesPhrases(code: string, text: string): boolean {
  const lang = LANGUAGES.get(code);
  return lang !== undefined && lang.phrases.tags(plainText(text, lang.data.script)).size > 0;
}

/** Whether a language's data finds danger in a text: a phrase of danger, or building blocks that make one. */
function dangerIn(code: string, text: string): boolean {
  const lang = LANGUAGES.get(code);
  if (!lang) return false;
  const tags = lang.phrases.tags(plainText(text, lang.data.script));
  for (const t of tags) if (t.startsWith('crisis:') || t.startsWith('elevated:')) return true;
  return combined(tags) !== undefined;
}

/** Languages written in Latin letters that have data, other than English and Spanish. */
const LATIN_CODES = [...LANGUAGES.values()].filter((l) => l.data.script === 'latin').map((l) => l.data.code);
/** Messages up to this long are looked at by every Latin language's data (a chat message's length). */
const DANGER_SAMPLE = 600;

/**
 * The Latin-script language whose own data finds danger in a short message, most likely first: short
 * messages fool the identifier ("je veux mourir" reads as Slovenian, "toi muon chet" as nothing), but the
 * words of danger of one language are not another's.
 */
function languageByDanger(text: string, scores: Record<string, number>): string | undefined {
  if (text.length > DANGER_SAMPLE) return undefined;
  const order = [...LATIN_CODES].sort((a, b) => (scores[b] ?? 0) - (scores[a] ?? 0));
  return order.find((code) => dangerIn(code, text));
}

/** The language of a message: the identifier's reading, checked against plain English and Spanish words. */
function languageOf(text: string, familiar: Familiar): string | undefined {
  const identified = familiar.phrasesOnly ? undefined : identifyLanguage(text);
  const code = identified?.code;
  if (!familiar.phrasesOnly) {
    // In Latin letters English and Spanish score close behind a wrong guess ("shes working tonight" reads as
    // Tagalog by a hair); another language's own writing leaves them far behind.
    const latin = /^[\p{Script=Latin}\P{L}]*$/u.test(text.slice(0, 400));
    // The identifier's language, when its own data finds danger, keeps the message even if English or
    // Spanish score close behind ("sto sbattendo la testa" is Italian, not Spanish).
    if (code && code !== 'en' && code !== 'es' && dangerIn(code, text)) return code;
    // Everyday words of a language written in Latin letters without its marks (Hinglish, Arabizi,
    // Vietnamese typed plain), more of them than of English or Spanish: the identifier knows such writing
    // poorly and takes it for English, Spanish or Yoruba.
    const byMarkers = latin ? languageByMarkers(plainText(text, 'latin')) : undefined;
    // Over another language with data, three of them are needed ("ko", "na" are Tagalog words too).
    const identifiedHasData = code !== undefined && code !== 'en' && code !== 'es' && LANGUAGES.has(code);
    if (
      byMarkers &&
      byMarkers.code !== code &&
      byMarkers.count > familiar.english &&
      byMarkers.count > familiar.spanish &&
      (!identifiedHasData || byMarkers.count >= 3)
    )
      return byMarkers.code;
    // A greeting of a language with no English or Spanish word ("salut", "merhaba"): a first message is
    // often only that, too short for the identifier.
    if (latin && familiar.english === 0 && familiar.spanish === 0) {
      const greeted = languageByGreeting(text);
      if (greeted) return greeted;
    }
    // Words of danger of a language, in a message the identifier does not take for English or Spanish and
    // with no Spanish or more than one English word (Taglish and Hinglish data hold English phrases too).
    // Spanish with no word of it too (Polish typed without its marks reads as Spanish); not English, whose
    // short messages other languages' data would misread (Taglish data holds English phrases).
    if (latin && code !== 'en' && familiar.spanish === 0 && familiar.english <= 1) {
      const byDanger = languageByDanger(text, identified?.scores ?? {});
      if (byDanger) return byDanger;
    }
    const top = code ? (identified!.scores[code] ?? 0) : 0;
    if (code && code !== 'en' && latin && (identified!.scores.en ?? 0) >= top - CLOSE_EN) return 'en';
    if (
      code &&
      code !== 'es' &&
      latin &&
      NEAR_SPANISH.has(code) &&
      (identified!.scores.es ?? 0) >= top - CLOSE_ES
    )
      return 'es';
    // A few Latin words ("wish me luck", "nice chatting. bye") fool the identifier: another language than
    // English or Spanish is taken from a short Latin message only when its own phrases are in it.
    const shortLatin =
      text.trim().split(/\s+/).length < SHORT_WORDS && /^[\p{Script=Latin}\P{L}]*$/u.test(text);
    // A language with no data ("ya ne hochu bolshe zhit" reads as Slovenian) may be romanised writing of
    // one that has: its danger phrases in Latin letters tell.
    if (code && latin && code !== 'en' && code !== 'es' && !LANGUAGES.has(code)) {
      const romanised = languageByPhrases(plainText(text, 'latin'));
      if (romanised) return romanised;
    }
    if (code && !(shortLatin && code !== 'en' && code !== 'es' && !usesPhrases(code, text))) return code;
    return undefined;
  }
  // Romanised writing the identifier does not know ("bdi mout", Hinglish): a language's own danger phrases.
  if (familiar.found || familiar.english > 1 || familiar.spanish > 1) return undefined;
  return languageByPhrases(plainText(text, 'latin'));
}

/**
 * The language a message is written in (undefined when it cannot be told) and, for a language with data
 * other than English and Spanish, what its phrases say.
 */
export function readOtherLanguage(text: string, familiar: Familiar): OtherLanguageReading | undefined {
  const code = languageOf(text, familiar);
  if (!code) return undefined;
  const lang = LANGUAGES.get(code);
  const none = {
    writtenIn: code,
    level: 'none' as Risk,
    category: 'none' as SafetyCategory,
    reasons: [] as Reason[],
    retraction: false,
    cues: [] as CueKind[],
    laughing: false,
  };
  if (!lang || code === 'en' || code === 'es') return none;
  none.laughing = LAUGHTER.test(text);
  const plain = plainText(text, lang.data.script);
  const tags = withClockTime(lang.phrases.tags(plain), plain);
  const retraction = tags.has('retraction');
  const cues = [...tags].filter((t) => t.startsWith('cue:')).map((t) => t.slice(4) as CueKind);
  const found = (level: 'crisis' | 'elevated') => URGENCY.find((c) => tags.has(`${level}:${c}`));
  const phrase = found('crisis') ?? combined(tags);
  // Said laughing ("voglio morire 😂", "sie zabije xD", "gebertcem onu 😤"), with no block of danger now: the
  // hyperbole people use for a lost match or a sibling, asked about gently, as the English rules lower it.
  if (
    phrase &&
    (phrase === 'suicide' || phrase === 'violence') &&
    none.laughing &&
    !PRESENT_DANGER.some((k) => tags.has(`cue:${k}`))
  )
    return { ...none, level: 'elevated', category: phrase, reasons: [REASONS[phrase][1]], retraction, cues };
  if (phrase && toldAsPast(tags))
    return { ...none, level: 'elevated', category: phrase, reasons: [REASONS[phrase][1]], retraction, cues };
  if (phrase)
    return { ...none, level: 'crisis', category: phrase, reasons: [REASONS[phrase][0]], retraction, cues };
  // A wish to be gone, or the body failing with nothing taken (a racing heart may be panic): ask, gently.
  const warning =
    found('elevated') ?? (tags.has('cue:passive') ? 'suicide' : tags.has('cue:body') ? 'medical' : undefined);
  if (warning)
    return {
      ...none,
      level: 'elevated',
      category: warning,
      reasons: [REASONS[warning][1]],
      retraction,
      cues,
    };
  return { ...none, retraction, cues };
}

/**
 * A clock time in digits ("um 10", "à 2h", "saat 2de", "凌晨3点", "새벽 2시"), in any language. It counts as a
 * time only beside another block than a means: people say when they take their medicine.
 */
const CLOCK_TIME = [
  /(?:^|[^\p{N}])(?:[01]?\d|2[0-3])(?:[:h][0-5]\d|\s?(?:uhr|h|u|heures?|ore|uur|godz\w*|ч|час\w*|годин\w*|gio|pm|am|baje)(?!\p{L}))/u,
  /(?:^|[^\p{N}])(?:[01]?\d|2[0-3])\s?(?:点|點|時|時|시)/u,
  /(?:^|\s)(?:um|om|alle|as|o|в|о|saat|alas|الساعه|الساعة|ساعه)\s?(?:[01]?\d|2[0-3])(?!\p{N})/u,
];
function withClockTime(tags: Set<string>, plain: string): Set<string> {
  if (tags.has('cue:time')) return tags;
  const beside = [...tags].some((t) => t.startsWith('cue:') && t !== 'cue:means');
  // Arabic-Indic and Persian digits read as the digits they are ("الساعة ٢").
  const digits = plain.replace(/[٠-٩۰-۹]/g, (d) => String(d.charCodeAt(0) & 0xf));
  if (!beside || !CLOCK_TIME.some((re) => re.test(digits))) return tags;
  return new Set([...tags, 'cue:time']);
}

/** Laughter and eye-rolls in any language's chat: emoji, "xD", "kkk", "ㅋㅋ", "555", "mdr", "哈哈", "www". */
const LAUGHTER =
  /(?:😂|🤣|😆|😹|💀|🙄|😅|😜|😝|😤|(?<![\p{L}\p{N}])(?:x+d+|lol|lmao|ha(?:ha)+h?|ja(?:ja)+|ka(?:ka)+|k{3,}|rs(?:rs)+|he(?:he)+|hi(?:hi)+|wk(?:wk)+|mdr|ptdr|555+|w{3,})(?![\p{L}\p{N}])|ㅋㅋ|ㅎㅎ|哈哈|（笑）|\(笑\))/iu;
/** Blocks of danger now, which no account of the past takes back. */
const PRESENT_DANGER: CueKind[] = ['now', 'time', 'plan', 'means', 'taken', 'farewell', 'measure', 'body'];
/**
 * Danger told as long past or resolved ("jak byłem nastolatkiem chciałem się zabić, terapia mi pomogła"), with
 * no block of danger now: a warning sign to ask about gently, not a crisis. A time is one such block, even
 * "dziś" in "7 lat temu chciałem się zabić, a dziś biorę ślub": "2 lata temu zmarł tata, dziś w nocy się
 * zabiję" must stay a crisis.
 */
function toldAsPast(tags: Set<string>): boolean {
  return tags.has('cue:past') && !PRESENT_DANGER.some((k) => tags.has(`cue:${k}`));
}

/** Danger from the building blocks of several messages in one language read together ("药都在这里" then "就今晚吧"). */
export function crisisFromOtherCues(
  kinds: Iterable<CueKind>,
): { category: PhraseCategory; reason: Reason } | undefined {
  const tags = new Set([...kinds].map((k) => `cue:${k}`));
  const category = toldAsPast(tags) ? undefined : combined(tags);
  return category ? { category, reason: REASONS[category][0] } : undefined;
}

/**
 * Danger read from building blocks when no whole phrase names it, as the English rules combine warning
 * signs: something taken with a substance, or the body failing after something taken, is a medical
 * emergency; harming oneself, being abused, meaning to hurt someone and dangerous eating are each a crisis;
 * wanting to die is one, and so is asking what is enough to die, a means with a time, a goodbye, a plan or
 * being at the place now, being at a dangerous place with a goodbye, a plan, a wish to be gone or a time, a
 * plan with a time or a goodbye, a goodbye with a time, a wish to be gone with a means, a time, a plan or a goodbye, and asking the measure of a means (a
 * height, a dose) after a loss or a wish to be gone.
 */
function combined(tags: Set<string>): PhraseCategory | undefined {
  const has = (k: CueKind) => tags.has(`cue:${k}`);
  const means = has('means');
  const time = has('time');
  const farewell = has('farewell');
  const plan = has('plan');
  const now = has('now');
  const passive = has('passive');
  if (has('taken') && means) return 'medical';
  // The body failing (blue lips, a heart stumbling) after something taken or swallowed.
  if (has('body') && (has('taken') || means)) return 'medical';
  if (
    has('intent') ||
    has('lethal') ||
    (means && (time || farewell || now || plan)) ||
    (now && (farewell || plan || passive || time)) ||
    (plan && (time || farewell)) ||
    (farewell && time) ||
    (passive && (means || time || plan || farewell)) ||
    // How high a bridge is, or how many pills are enough, asked after a death or a wish to be gone.
    (has('measure') && means && (has('loss') || passive))
  )
    return 'suicide';
  if (has('abuse')) return 'abuse';
  if (has('violence')) return 'violence';
  if (has('selfHarm')) return 'self_harm';
  if (has('eating')) return 'eating';
  return undefined;
}

/**
 * The kind of danger of a message the learned reader (learned.ts) finds a crisis: the language's own
 * warning sign when there was one, else what its building blocks point to, else suicide.
 */
export function learnedCrisis(
  kinds: Iterable<CueKind>,
  warning: SafetyCategory,
): { category: PhraseCategory; reason: Reason } {
  const has = new Set(kinds);
  const category: PhraseCategory =
    warning !== 'none'
      ? warning
      : has.has('taken')
        ? 'medical'
        : has.has('abuse')
          ? 'abuse'
          : has.has('violence')
            ? 'violence'
            : has.has('selfHarm')
              ? 'self_harm'
              : has.has('eating')
                ? 'eating'
                : 'suicide';
  return { category, reason: REASONS[category][0] };
}
