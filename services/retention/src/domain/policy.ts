/**
 * Every retention period of the privacy policy, in one place. The functions are pure: they take the
 * current time as an argument, so sweeps and tests decide what "now" is.
 *
 * - Chat history is kept at most 2 years.
 * - A session with history off loses its messages when it closes, or after a stretch of idle time
 *   (30 minutes unless configured otherwise).
 * - Quiz results follow their session's chat rule: they go whenever that session's messages go.
 * - Session rows (an id, the history setting and times, no content) go once unseen for 2 years.
 * - Contact form messages are kept 3 years.
 * - Anonymized analytics (daily counts without ids or text) are kept 5 years.
 */
export const POLICY = {
  chatHistoryYears: 2,
  contactYears: 3,
  analyticsYears: 5,
} as const;

export const DEFAULT_IDLE_HISTORY_OFF_MINUTES = 30;

const MINUTE_MS = 60_000;

/**
 * `now` minus whole calendar years (UTC). On 29 February the result is clamped to 28 February, so a
 * period never runs a day longer than stated.
 */
export function yearsBefore(now: Date, years: number): Date {
  const d = new Date(now.getTime());
  const month = d.getUTCMonth();
  d.setUTCFullYear(d.getUTCFullYear() - years);
  if (d.getUTCMonth() !== month) d.setUTCDate(0);
  return d;
}

/** Chat messages created before this time are past the 2-year limit. */
export const chatHistoryCutoff = (now: Date): Date => yearsBefore(now, POLICY.chatHistoryYears);

/** Quiz results follow the chat rule. */
export const quizResultsCutoff = chatHistoryCutoff;

/** Contact messages received before this time are past the 3-year limit. */
export const contactCutoff = (now: Date): Date => yearsBefore(now, POLICY.contactYears);

/** Daily analytics rows for days before this day (`YYYY-MM-DD`, UTC) are past the 5-year limit. */
export const analyticsCutoffDay = (now: Date): string => utcDay(yearsBefore(now, POLICY.analyticsYears));

/** A history-off session whose last activity is at or before this time has been idle long enough. */
export function historyOffIdleCutoff(now: Date, idleMinutes = DEFAULT_IDLE_HISTORY_OFF_MINUTES): Date {
  return new Date(now.getTime() - idleMinutes * MINUTE_MS);
}

export interface SessionState {
  saveHistory: boolean;
  lastActivityAt: Date;
  closedAt: Date | null;
  purgedAt: Date | null;
}

export type HistoryOffReason = 'history_off_closed' | 'history_off_idle';

/**
 * Why a session's messages and quiz results must go now, or null when they stay. Only sessions with
 * history off qualify, and only once per stretch of activity (a purged session qualifies again when new
 * activity arrives after its purge, which clears `purgedAt`).
 */
export function historyOffPurgeReason(
  s: SessionState,
  now: Date,
  idleMinutes = DEFAULT_IDLE_HISTORY_OFF_MINUTES,
): HistoryOffReason | null {
  if (s.saveHistory || s.purgedAt !== null) return null;
  if (s.closedAt !== null && s.closedAt.getTime() <= now.getTime()) return 'history_off_closed';
  if (s.lastActivityAt.getTime() <= historyOffIdleCutoff(now, idleMinutes).getTime())
    return 'history_off_idle';
  return null;
}

/** The UTC calendar day of a time, as `YYYY-MM-DD` (the key of the daily analytics). */
export function utcDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}
