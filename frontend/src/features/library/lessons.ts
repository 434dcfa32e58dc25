import type { Lesson } from '@/content/types';

/**
 * Picks a lesson at random. With more than one lesson it never returns the one currently shown, so
 * "New Article" always changes what is on screen; with exactly one it returns that one; with none, null.
 * `random` returns a number in [0, 1) like Math.random (injected for tests).
 */
export function pickRandomLesson<T extends Pick<Lesson, 'id'>>(
  lessons: readonly T[],
  currentId: string | null | undefined,
  random: () => number = Math.random,
): T | null {
  if (lessons.length === 0) return null;
  const candidates = lessons.length > 1 ? lessons.filter((l) => l.id !== currentId) : lessons;
  const pool = candidates.length > 0 ? candidates : lessons;
  const index = Math.min(pool.length - 1, Math.max(0, Math.floor(random() * pool.length)));
  return pool[index] ?? null;
}

/** Lessons of a topic key taken from the address; unknown keys (including "constructor" and friends) give []. */
export function lessonsForTopic<T>(
  byTopic: Readonly<Record<string, readonly T[]>>,
  key: string | undefined,
): readonly T[] {
  if (!key || !Object.hasOwn(byTopic, key)) return [];
  return byTopic[key] ?? [];
}
