import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import {
  BREAK_GAP_MS,
  BREAK_REMINDER_MS,
  type ConversationClock,
  NEW_CLOCK,
  recordMessage,
  remindersDue,
} from '../breaks';
import type { ChatMessage } from '../types';

// The clock lives for the page's lifetime (a visit to another screen and back keeps it), in memory only.
let clock: ConversationClock = NEW_CLOCK;
let acknowledged = 0;
const listeners = new Set<() => void>();
const notify = () => {
  for (const l of listeners) l();
};

/** Starts the clock again (tests, and a cleared conversation). */
export function resetConversationClock(): void {
  clock = NEW_CLOCK;
  acknowledged = 0;
  notify();
}

/**
 * Watches the visitor's own messages as they are sent in this session and tells when a break reminder is
 * due. Returns whether to show it and a way to dismiss it (until the next one, three hours on).
 */
export function useBreakReminder(
  messages: readonly ChatMessage[],
  { everyMs = BREAK_REMINDER_MS, gapMs = BREAK_GAP_MS, checkEveryMs = 60_000 } = {},
): { due: boolean; dismiss: () => void } {
  const seen = useRef<Set<string> | null>(null);
  const [now, setNow] = useState(() => Date.now());
  useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => `${clock.startedAt}:${clock.lastAt}:${acknowledged}`,
  );

  useEffect(() => {
    // Messages already there when the page opens (history) are not part of this session's clock.
    if (seen.current === null) {
      seen.current = new Set(messages.map((m) => m.id));
      return;
    }
    let changed = false;
    for (const m of messages) {
      if (seen.current.has(m.id)) continue;
      seen.current.add(m.id);
      if (m.isUser) {
        clock = recordMessage(clock, Date.now(), gapMs);
        changed = true;
      }
    }
    if (changed) {
      setNow(Date.now());
      notify();
    }
  }, [messages, gapMs]);

  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), checkEveryMs);
    return () => clearInterval(id);
  }, [checkEveryMs]);

  const due = remindersDue(clock, now, everyMs, gapMs);
  // A new stretch (after a long pause) starts counting reminders again.
  if (due === 0 && acknowledged > 0 && clock.lastAt !== null && now - clock.lastAt >= gapMs) acknowledged = 0;
  return {
    due: due > acknowledged,
    dismiss: () => {
      acknowledged = remindersDue(clock, Date.now(), everyMs, gapMs);
      notify();
    },
  };
}
