import { describe, expect, it } from 'vitest';
import { CATALOGUE } from '../../../services/chat/src/companion/catalogue.ts';
import { articles } from './articles';
import { LESSON_TOPICS, lessonsByTopic } from './lessons';

/**
 * The chat companion suggests library items from its own catalogue (services/chat/src/companion). Every
 * entry must point to a page that exists here, under the title the page shows, so the two never drift.
 */
describe('the companion catalogue', () => {
  it('is not empty and has no duplicate addresses', () => {
    expect(CATALOGUE.length).toBeGreaterThan(10);
    expect(new Set(CATALOGUE.map((e) => e.href)).size).toBe(CATALOGUE.length);
  });

  it.each(CATALOGUE.map((e) => [e.href, e] as const))('%s exists under its title', (href, entry) => {
    const article = /^\/resources\/([a-z0-9-]+)$/.exec(href);
    const lesson = /^\/article\/([a-z0-9-]+)$/.exec(href);
    expect(article ?? lesson, `${href} is neither /resources/<slug> nor /article/<topic>`).not.toBeNull();
    if (article) {
      const found = articles.find((a) => a.slug === article[1]);
      expect(found, `no article with slug ${article[1]}`).toBeDefined();
      expect(entry.title).toBe(found!.title);
      expect(['article', 'exercise']).toContain(entry.kind);
    } else {
      const topic = lesson![1]!;
      expect(Object.hasOwn(lessonsByTopic, topic), `no lesson topic ${topic}`).toBe(true);
      expect(lessonsByTopic[topic as keyof typeof lessonsByTopic].length).toBeGreaterThan(0);
      // /article/<topic> opens a lesson of that topic, so the entry carries the topic's title.
      expect(entry.title).toBe(LESSON_TOPICS.find((t) => t.key === topic)!.title);
      expect(['lesson', 'exercise']).toContain(entry.kind);
    }
  });

  it('points exercises at breathing or grounding', () => {
    for (const e of CATALOGUE.filter((x) => x.kind === 'exercise')) {
      expect(
        e.topics.some((t) => /breath|grounding|4-7-8/.test(t)),
        e.href,
      ).toBe(true);
    }
  });
});
