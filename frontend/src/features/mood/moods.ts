import { readStorage, STORAGE_KEYS, writeStorage } from '@/lib/storageKeys';

/** Mood check-ins: kept only in this browser (STORAGE_KEYS.moodLog), never sent to the server. */

export type MoodValue = 1 | 2 | 3 | 4 | 5;

export const MOODS: readonly { value: MoodValue; label: string }[] = [
  { value: 1, label: 'Very low' },
  { value: 2, label: 'Low' },
  { value: 3, label: 'Okay' },
  { value: 4, label: 'Good' },
  { value: 5, label: 'Great' },
];

export function moodLabel(value: number): string {
  return MOODS.find((m) => m.value === Math.round(value))?.label ?? '';
}

export interface MoodEntry {
  /** ISO time */
  at: string;
  mood: MoodValue;
}

/** Check-ins older than this are dropped when a new one is saved. */
export const KEEP_DAYS = 90;
const DAY = 24 * 60 * 60 * 1000;

function isEntry(value: unknown): value is MoodEntry {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.at === 'string' &&
    !Number.isNaN(Date.parse(v.at)) &&
    typeof v.mood === 'number' &&
    [1, 2, 3, 4, 5].includes(v.mood)
  );
}

export function readMoods(): MoodEntry[] {
  const raw = readStorage(STORAGE_KEYS.moodLog);
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter(isEntry) : [];
  } catch {
    return [];
  }
}

const listeners = new Set<() => void>();
export function subscribeMoods(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
function changed() {
  for (const listener of listeners) listener();
}

export function addMood(mood: MoodValue, now: Date = new Date()): MoodEntry {
  const entry = { at: now.toISOString(), mood };
  const cutoff = now.getTime() - KEEP_DAYS * DAY;
  const kept = readMoods().filter((e) => Date.parse(e.at) >= cutoff);
  writeStorage(STORAGE_KEYS.moodLog, JSON.stringify([...kept, entry]));
  changed();
  return entry;
}

export function clearMoods(): void {
  writeStorage(STORAGE_KEYS.moodLog, null);
  changed();
}

export interface DayMood {
  /** Local date, YYYY-MM-DD */
  date: string;
  /** Start of that local day */
  day: Date;
  /** Average of the day's check-ins, or null when there were none. */
  average: number | null;
  count: number;
}

function localDateKey(d: Date): string {
  const m = String(d.getMonth() + 1).padStart(2, '0');
  const day = String(d.getDate()).padStart(2, '0');
  return `${d.getFullYear()}-${m}-${day}`;
}

/** The last `days` local days (oldest first, today last), each with its check-ins' average. */
export function dailyMoods(entries: readonly MoodEntry[], now: Date = new Date(), days = 14): DayMood[] {
  const byDay = new Map<string, number[]>();
  for (const e of entries) {
    const key = localDateKey(new Date(e.at));
    byDay.set(key, [...(byDay.get(key) ?? []), e.mood]);
  }
  const result: DayMood[] = [];
  for (let i = days - 1; i >= 0; i--) {
    const day = new Date(now.getFullYear(), now.getMonth(), now.getDate() - i);
    const key = localDateKey(day);
    const values = byDay.get(key) ?? [];
    result.push({
      date: key,
      day,
      average: values.length
        ? Math.round((values.reduce((a, b) => a + b, 0) / values.length) * 10) / 10
        : null,
      count: values.length,
    });
  }
  return result;
}
