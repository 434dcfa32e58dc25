/** Every browser-storage key the app uses, in one place. */
export const STORAGE_KEYS = {
  /** 'false' means history is off; anything else (or nothing) means on. */
  saveChatHistory: 'saveChatHistory',
  /** 'supportive' (default) or 'problem-solving' */
  responseMode: 'responseMode',
  /** 'casual' (default) or 'gen-z' */
  conversationTone: 'conversationTone',
  /** Session id used by the chat page. */
  chatSessionId: 'chatSessionId',
  /** Session id used by the quiz page (kept apart from the chat page's on purpose, as in the original). */
  quizSessionId: 'quizSessionId',
  /** 'true' or 'false'; enabled unless 'false'. */
  soundEffectsEnabled: 'soundEffectsEnabled',
  /** JSON {necessary: true, analytics, marketing, timestamp} */
  cookieConsent: 'cookie-consent',
  /**
   * The visitor's safety plan (JSON, see features/safetyPlan/plan.ts). Only ever in this browser: never
   * sent to the server. Strictly necessary for a feature the visitor asked for (they wrote it and asked us
   * to keep it), so it is kept whatever the cookie choice, like the settings above; "Delete my plan"
   * removes it.
   */
  safetyPlan: 'sage-safety-plan',
  /** Mood check-ins (JSON array of {at, mood}); browser only, same footing as the safety plan. */
  moodLog: 'sage-mood-log',
  /** The country chosen in the Crisis Resources dialog (ISO 3166-1 alpha-2); browser only. */
  helplineCountry: 'sage-helpline-country',
  /** 'system' (default), 'light' or 'dark'. index.html reads it before the first paint. */
  colorTheme: 'colorTheme',
} as const;

/**
 * Keys kept whatever the cookie choice: each holds something the visitor set or wrote for a feature they
 * use (settings, their safety plan, their moods, their country), nothing that tracks or measures them,
 * and nothing in them leaves the browser except the chat session id and history setting the chat needs.
 * That is the "strictly necessary" footing of the consent banner's always-on Necessary row
 * (lib/consent.ts); analytics and marketing storage stay behind the visitor's choice.
 */
export const STRICTLY_NECESSARY_KEYS: readonly string[] = Object.values(STORAGE_KEYS);

export function readStorage(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Storage can be unavailable (private mode, quota); the app keeps working without persistence.
  }
}
