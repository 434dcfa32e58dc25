import { describe, expect, it } from 'vitest';
import { hasLessonIcon, lessonIcon } from './icons';
import { lessonsForTopic, pickRandomLesson } from './lessons';

const lessons = [{ id: 'a' }, { id: 'b' }, { id: 'c' }];

describe('pickRandomLesson', () => {
  it('picks by the random number', () => {
    expect(pickRandomLesson(lessons, null, () => 0)?.id).toBe('a');
    expect(pickRandomLesson(lessons, null, () => 0.5)?.id).toBe('b');
    expect(pickRandomLesson(lessons, null, () => 0.999)?.id).toBe('c');
  });

  it('never returns the current lesson when there is more than one', () => {
    for (const current of lessons) {
      for (const r of [0, 0.2, 0.4, 0.6, 0.8, 0.9999]) {
        expect(pickRandomLesson(lessons, current.id, () => r)?.id).not.toBe(current.id);
      }
    }
    // Many real random draws in a row never repeat.
    let id: string | undefined = 'a';
    for (let i = 0; i < 200; i += 1) {
      const next: { id: string } = pickRandomLesson(lessons, id)!;
      expect(next.id).not.toBe(id);
      id = next.id;
    }
  });

  it('works with one lesson (always that one) and with none', () => {
    expect(pickRandomLesson([{ id: 'only' }], 'only', () => 0.7)?.id).toBe('only');
    expect(pickRandomLesson([{ id: 'only' }], null)?.id).toBe('only');
    expect(pickRandomLesson([], null)).toBeNull();
  });

  it('stays in range even if the random source returns 1', () => {
    expect(pickRandomLesson(lessons, 'a', () => 1)?.id).toBe('c');
  });
});

describe('lessonsForTopic', () => {
  const byTopic = { breathing: [{ id: 'breathing-1' }] };
  it('finds known topics and ignores unknown and inherited keys', () => {
    expect(lessonsForTopic(byTopic, 'breathing')).toHaveLength(1);
    expect(lessonsForTopic(byTopic, 'nope')).toEqual([]);
    expect(lessonsForTopic(byTopic, 'constructor')).toEqual([]);
    expect(lessonsForTopic(byTopic, '__proto__')).toEqual([]);
    expect(lessonsForTopic(byTopic, undefined)).toEqual([]);
  });
});

describe('lessonIcon', () => {
  it('maps known names and falls back for unknown ones', () => {
    expect(hasLessonIcon('Wind')).toBe(true);
    expect(lessonIcon('Wind')).not.toBe(lessonIcon('NoSuchIcon'));
    expect(lessonIcon('toString')).toBe(lessonIcon(undefined));
  });
});
