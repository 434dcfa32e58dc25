import type { SafetyCategory } from '@sage/shared';

/** A kind of danger a language's phrases name. */
export type PhraseCategory = Exclude<SafetyCategory, 'none'>;

/** Kinds of building blocks of danger. */
export type CueKind =
  | 'intent'
  | 'now'
  | 'lethal'
  | 'plan'
  | 'passive'
  | 'means'
  | 'time'
  | 'taken'
  | 'farewell'
  | 'selfHarm'
  | 'abuse'
  | 'violence'
  | 'eating'
  | 'measure'
  | 'loss'
  | 'past'
  | 'body';

/** The fixed texts of one category's crisis reply in a language (no numbers: those come from the kit). */
export interface ReplyWording {
  opening: string;
  followUp: string;
  reachOut: string;
  closing: string;
}

/** The crisis card's words in a language (languages/<code>/card.json): no numbers, no names. */
export interface CardWording {
  heading: Record<PhraseCategory, string>;
  body: Record<PhraseCategory, string>;
  /** The label above the helplines of the countries where the language is spoken. */
  helplines: string;
  /** The link text to the worldwide directory of helplines. */
  directory: string;
}

/**
 * One language's safety data, as stored in languages/<code>/language.json: the phrases of danger people
 * write in it, the everyday expressions that only look like danger, the ways of taking a disclosure back,
 * and the fixed replies. Data only: adding a language is adding a folder.
 */
export interface LanguageData {
  /** ISO 639-1. */
  code: string;
  name: string;
  nativeName: string;
  script: 'latin' | 'cyrillic' | 'arabic' | 'han' | 'kana' | 'hangul' | 'devanagari';
  direction: 'ltr' | 'rtl';
  /** ISO 3166-1 alpha-2 codes of the countries where it is widely spoken, biggest first. */
  countries: string[];
  danger: {
    crisis: Record<PhraseCategory, string[]>;
    elevated: Record<PhraseCategory, string[]>;
  };
  /** Short building blocks the engine combines (a means and a time is a crisis): see read.ts. */
  cues?: Partial<Record<CueKind, string[]>>;
  lookalikes: string[];
  retractions: string[];
  /**
   * Everyday words that tell the language when it is written in Latin letters without its own marks
   * (Hinglish, Arabizi, Vietnamese without diacritics), none of them a word of English or Spanish.
   */
  markers?: string[];
  /**
   * Greetings in Latin letters that open a chat in this language ("salut", "merhaba", "xin chào"): a short
   * first message is too short for the identifier, and the companion should still answer in its language.
   */
  greetings?: string[];
  replies: Record<PhraseCategory, ReplyWording>;
  /** One sentence introducing the worldwide directory, with {url} where the link goes. */
  findHelpline: string;
  /** One sentence: in immediate danger, call the local emergency number. */
  emergency: string;
  /** What the companion says once in an ordinary moment: it can converse in English and Spanish only. */
  cannotConverse: string;
  /** What the companion says on later ordinary turns: still here and reading, in a few warm words. */
  stillHere: string;
  /** The crisis card's words, from card.json beside language.json (a language without one gets none). */
  card?: CardWording;
}
