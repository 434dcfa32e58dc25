import { SAFETY_CATEGORIES, type SafetyCategory, type SafetyLanguage } from '@sage/shared/crisis-resources';

export type Risk = 'none' | 'elevated' | 'crisis';
export type ResponseMode = 'supportive' | 'problem-solving';
export type ConversationTone = 'casual' | 'gen-z';
export type { SafetyCategory, SafetyLanguage };

export type SuggestionKind = 'article' | 'lesson' | 'exercise';

/** A piece of the library the companion suggests under a reply: always a path inside this site. */
export interface Suggestion {
  title: string;
  href: string;
  kind: SuggestionKind;
}

/** At most this many suggestion cards under one reply. */
export const MAX_SUGGESTIONS = 2;

export interface ChatMessage {
  id: string;
  content: string;
  isUser: boolean;
  sessionId: string;
  createdAt?: string;
  risk?: Risk;
  /** What kind of danger the safety check found. Always set on a companion message; `none` when none. */
  category?: SafetyCategory;
  /** Language of the reply (and of the crisis card under it). */
  language?: SafetyLanguage;
  /** Library pages suggested under a companion reply (0 to 2). */
  suggestions?: Suggestion[];
  /** A crisis reply in another language than English and Spanish: the card's words in that language. */
  card?: OtherLanguageCard;
  /**
   * Client-only state: `streaming` while deltas are arriving; `failed` for a message of the user's
   * that the server never received.
   */
  status?: 'streaming' | 'failed';
  /** On a user message loaded from history: its reply is still being written (the page reattaches). */
  awaitingReply?: boolean;
}

/** The crisis card in another language, as the server words it (no numbers: those come from the kit). */
export interface OtherLanguageCard {
  lang: string;
  dir: 'ltr' | 'rtl';
  heading: string;
  body: string;
  helplines: string;
  directory: string;
  countries: string[];
}

/** Body of POST /api/chat and POST /api/chat/stream. */
export interface SendBody {
  message: string;
  sessionId: string;
  mode: ResponseMode;
  tone: ConversationTone;
}

/**
 * A message as the API returns it (ids may come back as numbers from older rows). The safety fields are
 * typed loosely on purpose: they come over the network and are checked in toChatMessage.
 */
export interface ApiMessage {
  id: string | number;
  content: string;
  isUser: boolean;
  sessionId: string;
  createdAt?: string;
  risk?: Risk | null;
  category?: SafetyCategory | string | null;
  language?: SafetyLanguage | string | null;
  suggestions?: unknown;
  card?: unknown;
  awaitingReply?: boolean;
}

const SUGGESTION_KINDS: readonly string[] = ['article', 'lesson', 'exercise'] satisfies SuggestionKind[];

function isRisk(value: unknown): value is Risk {
  return value === 'none' || value === 'elevated' || value === 'crisis';
}

function isCategory(value: unknown): value is SafetyCategory {
  return typeof value === 'string' && (SAFETY_CATEGORIES as readonly string[]).includes(value);
}

/** A path on this site: starts with one slash (not `//host`, not `/\host`, which browsers treat as another site). */
function isLocalPath(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//') && !href.startsWith('/\\');
}

/** Keeps only well-formed suggestions: string title and a local path; unknown kinds read as articles. */
export function toSuggestions(raw: unknown): Suggestion[] {
  if (!Array.isArray(raw)) return [];
  const list: Suggestion[] = [];
  for (const item of raw) {
    if (list.length >= MAX_SUGGESTIONS) break;
    if (!item || typeof item !== 'object') continue;
    const { title, href, kind } = item as Record<string, unknown>;
    if (typeof title !== 'string' || typeof href !== 'string') continue;
    const cleanTitle = title.trim();
    if (!cleanTitle || !isLocalPath(href)) continue;
    list.push({
      title: cleanTitle,
      href,
      kind:
        typeof kind === 'string' && SUGGESTION_KINDS.includes(kind) ? (kind as SuggestionKind) : 'article',
    });
  }
  return list;
}

/**
 * The danger category of a companion message. A crisis reply always has one: a missing, unknown or
 * `none` category on a crisis reply reads as `suicide`, whose card lists the general crisis lines.
 */
function categoryOf(raw: ApiMessage, risk: Risk | undefined): SafetyCategory {
  if (risk === 'crisis')
    return isCategory(raw.category) && raw.category !== 'none' ? raw.category : 'suicide';
  return isCategory(raw.category) ? raw.category : 'none';
}

/** A well-formed card (every text a string, a language tag and country codes), or undefined. */
function toCard(raw: unknown): OtherLanguageCard | undefined {
  if (!raw || typeof raw !== 'object') return undefined;
  const c = raw as Record<string, unknown>;
  const texts = ['lang', 'heading', 'body', 'helplines', 'directory'] as const;
  if (!texts.every((k) => typeof c[k] === 'string' && c[k])) return undefined;
  if (!/^[a-z]{2,3}$/.test(c.lang as string)) return undefined;
  const countries = Array.isArray(c.countries)
    ? c.countries.filter((x): x is string => typeof x === 'string' && /^[A-Z]{2}$/.test(x))
    : [];
  return {
    lang: c.lang as string,
    dir: c.dir === 'rtl' ? 'rtl' : 'ltr',
    heading: c.heading as string,
    body: c.body as string,
    helplines: c.helplines as string,
    directory: c.directory as string,
    countries,
  };
}

export function toChatMessage(raw: ApiMessage): ChatMessage {
  const message: ChatMessage = {
    id: String(raw.id),
    content: String(raw.content ?? ''),
    isUser: Boolean(raw.isUser),
    sessionId: raw.sessionId,
  };
  if (raw.createdAt) message.createdAt = raw.createdAt;
  const risk = isRisk(raw.risk) ? raw.risk : undefined;
  if (risk) message.risk = risk;
  if (!message.isUser) message.category = categoryOf(raw, risk);
  if (raw.language === 'en' || raw.language === 'es') message.language = raw.language;
  const suggestions = message.isUser ? [] : toSuggestions(raw.suggestions);
  if (suggestions.length > 0) message.suggestions = suggestions;
  if (message.isUser && raw.awaitingReply === true) message.awaitingReply = true;
  const card = !message.isUser && risk === 'crisis' ? toCard(raw.card) : undefined;
  if (card) message.card = card;
  return message;
}
