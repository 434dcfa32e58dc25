import { describe, expect, it } from 'vitest';
import { articles } from './articles';
import { ARTICLE_AUTHOR, ARTICLE_DATE, ARTICLE_HERO_IMAGE } from './types';

const KEBAB = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const CATEGORIES = ['Wellness', 'Relationships', 'Self Care'];
const REQUIRED_SLUGS = [
  'when-everything-feels-too-much',
  'mindful-breathing-techniques',
  'digital-wellness-balance',
  'navigating-life-transitions',
  'cultivating-inner-peace',
  'finding-purpose-and-meaning',
];

function wordCount(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

function graphemes(text: string): string[] {
  return [...new Intl.Segmenter('en', { granularity: 'grapheme' }).segment(text)].map((s) => s.segment);
}

describe('blog articles', () => {
  it('has 40 articles with ids 1 to 40 in order', () => {
    expect(articles).toHaveLength(40);
    expect(articles.map((a) => a.id)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
  });

  it('has unique ids and unique kebab-case slugs', () => {
    expect(new Set(articles.map((a) => a.id)).size).toBe(articles.length);
    expect(new Set(articles.map((a) => a.slug)).size).toBe(articles.length);
    for (const a of articles) expect(a.slug, `article ${a.id}`).toMatch(KEBAB);
  });

  it('includes the known slugs', () => {
    const slugs = new Set(articles.map((a) => a.slug));
    for (const slug of REQUIRED_SLUGS) expect(slugs.has(slug), slug).toBe(true);
  });

  describe.each(articles.map((a) => [a.slug, a] as const))('%s', (_slug, a) => {
    it('has 3 or 4 kebab-case tags', () => {
      expect(a.tags.length).toBeGreaterThanOrEqual(3);
      expect(a.tags.length).toBeLessThanOrEqual(4);
      for (const tag of a.tags) expect(tag).toMatch(KEBAB);
    });

    it('states a reading time that matches the body (about 200 words a minute), 4 to 9 minutes', () => {
      const match = /^(\d+) min read$/.exec(a.readingTime);
      expect(match, `readingTime "${a.readingTime}"`).not.toBeNull();
      const minutes = Number(match![1]);
      const words = wordCount(a.content);
      expect(minutes, `${words} words`).toBe(Math.round(words / 200));
      expect(minutes).toBeGreaterThanOrEqual(4);
      expect(minutes).toBeLessThanOrEqual(9);
    });

    it('uses the shared category, date, author and hero image', () => {
      expect(CATEGORIES).toContain(a.category);
      expect(a.date).toBe(ARTICLE_DATE);
      expect(a.author).toBe(ARTICLE_AUTHOR);
      expect(a.heroImage).toBe(ARTICLE_HERO_IMAGE);
    });

    it('has exactly three highlights and one emoji', () => {
      expect(a.highlights).toHaveLength(3);
      for (const h of a.highlights) expect(h.trim()).not.toBe('');
      const chars = graphemes(a.emotion);
      expect(chars, `emotion "${a.emotion}"`).toHaveLength(1);
      expect(a.emotion).toMatch(/\p{Extended_Pictographic}/u);
    });

    it('has a title, subtitle, excerpt and gradient', () => {
      for (const field of [a.title, a.subtitle, a.excerpt, a.gradient]) expect(field.trim()).not.toBe('');
      expect(a.gradient).toMatch(/gradient\(/);
    });

    it('has at least one # or ## heading and a dash bullet', () => {
      const lines = a.content.split('\n').map((l) => l.trim());
      expect(lines.some((l) => l.startsWith('# ') || l.startsWith('## '))).toBe(true);
      expect(lines.some((l) => l.startsWith('- '))).toBe(true);
    });
  });
});
