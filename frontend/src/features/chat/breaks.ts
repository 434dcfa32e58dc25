/**
 * The gentle "take a break" reminder. Measured in the browser only, from the first message of the current
 * session: messages less than BREAK_GAP_MS apart count as one continuous conversation; a longer gap starts
 * the count again. Every BREAK_REMINDER_MS of continuous conversation, one reminder.
 */

/** How long a continuous conversation runs before the reminder (and between reminders). */
export const BREAK_REMINDER_MS = 3 * 60 * 60 * 1000;
/** A pause at least this long ends a continuous conversation. */
export const BREAK_GAP_MS = 30 * 60 * 1000;

export interface ConversationClock {
  /** When the current continuous stretch began (first message of it), or null before any message. */
  startedAt: number | null;
  /** The latest message's time. */
  lastAt: number | null;
}

export const NEW_CLOCK: ConversationClock = { startedAt: null, lastAt: null };

/** The clock after a message at `now`. */
export function recordMessage(
  clock: ConversationClock,
  now: number,
  gapMs = BREAK_GAP_MS,
): ConversationClock {
  if (clock.startedAt === null || clock.lastAt === null || now - clock.lastAt >= gapMs) {
    return { startedAt: now, lastAt: now };
  }
  return { startedAt: clock.startedAt, lastAt: now };
}

/**
 * How many reminders are due by `now`: 0 before three hours, 1 from three, 2 from six… and 0 once the
 * conversation has paused for the gap (the stretch is over).
 */
export function remindersDue(
  clock: ConversationClock,
  now: number,
  everyMs = BREAK_REMINDER_MS,
  gapMs = BREAK_GAP_MS,
): number {
  if (clock.startedAt === null || clock.lastAt === null) return 0;
  if (now - clock.lastAt >= gapMs) return 0;
  return Math.floor((now - clock.startedAt) / everyMs);
}
