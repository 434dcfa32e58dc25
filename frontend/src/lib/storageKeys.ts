/** Every browser-storage key the app uses (spec section 3), in one place. */
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
} as const;

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
