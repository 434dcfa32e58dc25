import { describe, expect, it } from 'vitest';
import { LESSON_TOPICS, lessonsByTopic } from '@/content/lessons';
import { hasLessonIcon } from './icons';
import { parseMarkup } from './markup';

// The reader maps icon names to a fixed set of bundled icons; every name the content uses must be in it.
describe('lesson content as the reader sees it', () => {
  const lessons = Object.values(lessonsByTopic).flat();

  it('uses only icons the reader bundles', () => {
    const names = [...lessons.map((l) => l.heroIcon), ...LESSON_TOPICS.map((t) => t.icon)];
    expect(names.filter((name) => !hasLessonIcon(name))).toEqual([]);
  });

  it('has one visual-analogy callout per lesson and a topic card for every topic', () => {
    for (const lesson of lessons) {
      const callouts = parseMarkup(lesson.content).filter((b) => b.kind === 'callout');
      expect(callouts, lesson.id).toHaveLength(1);
    }
    expect(LESSON_TOPICS.map((t) => t.key).sort()).toEqual(Object.keys(lessonsByTopic).sort());
  });
});
