import * as lucide from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { ATTACHMENT_STYLES, type AttachmentType } from './attachmentStyles';
import { LESSON_TOPICS, lessonsByTopic } from './lessons';
import type { LessonCategory, LessonTopic } from './types';

const REQUIRED_COUNTS: Record<LessonTopic, number> = {
  'emotional-overwhelm': 4,
  'healthy-boundaries': 3,
  'attachment-styles': 2,
  'anxiety-techniques': 3,
  'self-compassion': 2,
  'life-transitions': 2,
  breathing: 2,
};

const ALLOWED_CATEGORIES: Record<LessonTopic, LessonCategory[]> = {
  'emotional-overwhelm': ['Emotional Regulation'],
  'healthy-boundaries': ['Relationships'],
  'attachment-styles': ['Relationships'],
  'anxiety-techniques': ['Anxiety Support'],
  'self-compassion': ['Self-Care'],
  'life-transitions': ['Life Changes'],
  breathing: ['Anxiety Support', 'Self-Care'],
};

const VALID_CATEGORIES: LessonCategory[] = [
  'Emotional Regulation',
  'Relationships',
  'Anxiety Support',
  'Self-Care',
  'Life Changes',
];

const topics = Object.keys(REQUIRED_COUNTS) as LessonTopic[];
const allLessons = topics.flatMap((topic) => lessonsByTopic[topic].map((lesson) => ({ topic, lesson })));

const VISUAL_ANALOGY_LINE = /^<visual-analogy>[^<>]+<\/visual-analogy>$/;

/** Words a reader reads: markup markers (headings, bullets, step numbers, bold, the callout tags) do not count. */
function countWords(content: string): number {
  return content
    .replace(/<\/?visual-analogy>/g, ' ')
    .replace(/\*\*/g, '')
    .replace(/^\s*(#{1,3}|-|\d+\.)\s+/gm, '')
    .split(/\s+/)
    .filter((token) => /[A-Za-z0-9]/.test(token)).length;
}

describe('lessonsByTopic', () => {
  it('has exactly the required number of lessons for every topic', () => {
    expect(Object.keys(lessonsByTopic).sort()).toEqual([...topics].sort());
    for (const topic of topics) {
      expect(lessonsByTopic[topic], topic).toHaveLength(REQUIRED_COUNTS[topic]);
    }
  });

  it('gives every lesson a unique id of the form topic-n, numbered from 1 within its own topic', () => {
    const ids = allLessons.map(({ lesson }) => lesson.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const topic of topics) {
      lessonsByTopic[topic].forEach((lesson, index) => {
        expect(lesson.id).toBe(`${topic}-${index + 1}`);
      });
    }
  });

  it('uses a valid category that fits the topic', () => {
    for (const { topic, lesson } of allLessons) {
      expect(VALID_CATEGORIES, lesson.id).toContain(lesson.category);
      expect(ALLOWED_CATEGORIES[topic], lesson.id).toContain(lesson.category);
    }
  });

  it('names hero icons that exist in lucide-react and light gradient backgrounds', () => {
    const icons = lucide as unknown as Record<string, unknown>;
    for (const { lesson } of allLessons) {
      expect(icons[lesson.heroIcon], `${lesson.id} icon ${lesson.heroIcon}`).toBeDefined();
      expect(lesson.heroGradient, lesson.id).toMatch(/^linear-gradient\(/);
      expect(lesson.title.trim().length, lesson.id).toBeGreaterThan(0);
    }
  });

  it('has exactly one visual-analogy line per lesson, on a line of its own', () => {
    for (const { lesson } of allLessons) {
      const lines = lesson.content.split('\n');
      const analogyLines = lines.filter((line) => VISUAL_ANALOGY_LINE.test(line));
      expect(analogyLines, lesson.id).toHaveLength(1);
      expect(lesson.content.match(/<visual-analogy>/g), lesson.id).toHaveLength(1);
      expect(lesson.content.match(/<\/visual-analogy>/g), lesson.id).toHaveLength(1);
    }
  });

  it('contains no HTML tags other than visual-analogy, no script and no template leftovers', () => {
    for (const { lesson } of allLessons) {
      const withoutAnalogy = lesson.content.replace(/<\/?visual-analogy>/g, '');
      expect(withoutAnalogy, lesson.id).not.toMatch(/<\/?[a-zA-Z!][^>]*>/);
      expect(lesson.content.toLowerCase(), lesson.id).not.toContain('<script');
      expect(lesson.content, lesson.id).not.toContain('`');
      expect(lesson.content, lesson.id).not.toContain('${');
    }
  });

  it('keeps content between 350 and 700 words', () => {
    for (const { lesson } of allLessons) {
      const words = countWords(lesson.content);
      expect(words, lesson.id).toBeGreaterThanOrEqual(350);
      expect(words, lesson.id).toBeLessThanOrEqual(700);
    }
  });

  it('states a read time that matches the word count at 200 words a minute', () => {
    for (const { lesson } of allLessons) {
      const minutes = Math.max(1, Math.round(countWords(lesson.content) / 200));
      expect(lesson.readTime, lesson.id).toBe(`${minutes} min read`);
    }
  });

  it('ends every lesson with the crisis resources', () => {
    for (const { lesson } of allLessons) {
      const lastLine = lesson.content.trim().split('\n').at(-1) ?? '';
      expect(lastLine, lesson.id).toContain('988');
      expect(lastLine, lesson.id).toContain('HOME to 741741');
      expect(lastLine, lesson.id).toContain('911');
    }
  });

  it('states breathing counts exactly', () => {
    const breathing = lessonsByTopic.breathing.map((lesson) => lesson.content).join('\n');
    expect(breathing).toContain('4-4-4-4');
    expect(breathing).toMatch(/Inhale\*\* quietly through your nose for a count of 4/);
    expect(breathing).toMatch(/Hold\*\* your breath for a count of 7/);
    expect(breathing).toMatch(/Exhale\*\* fully through your mouth for a count of 8/);
    expect(breathing).toContain('3-3-3');
    expect(breathing).toContain('5 seconds in and 5 seconds out');
    expect(breathing).toContain('5 to 10 minutes');
  });
});

describe('LESSON_TOPICS', () => {
  it('lists every topic once with a title, description and existing icon', () => {
    const icons = lucide as unknown as Record<string, unknown>;
    expect(LESSON_TOPICS.map((t) => t.key).sort()).toEqual([...topics].sort());
    for (const topic of LESSON_TOPICS) {
      expect(topic.title.trim().length, topic.key).toBeGreaterThan(0);
      expect(topic.description.trim().length, topic.key).toBeGreaterThan(0);
      expect(icons[topic.icon], `${topic.key} icon ${topic.icon}`).toBeDefined();
    }
  });
});

describe('ATTACHMENT_STYLES', () => {
  it('describes all four types with non-empty lists', () => {
    const types: AttachmentType[] = ['secure', 'anxious', 'avoidant', 'disorganized'];
    expect(Object.keys(ATTACHMENT_STYLES).sort()).toEqual([...types].sort());
    for (const type of types) {
      const info = ATTACHMENT_STYLES[type];
      expect(info.title, type).toMatch(/ Attachment$/);
      expect(info.description.trim().length, type).toBeGreaterThan(0);
      expect(info.characteristics.length, type).toBeGreaterThanOrEqual(4);
      expect(info.characteristics.length, type).toBeLessThanOrEqual(5);
      expect(info.movingForward.length, type).toBeGreaterThanOrEqual(4);
      expect(info.movingForward.length, type).toBeLessThanOrEqual(5);
      for (const item of [...info.characteristics, ...info.movingForward]) {
        expect(item.trim().length, type).toBeGreaterThan(0);
      }
    }
  });
});
