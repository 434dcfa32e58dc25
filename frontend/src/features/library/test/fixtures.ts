import {
  ARTICLE_AUTHOR,
  ARTICLE_DATE,
  ARTICLE_HERO_IMAGE,
  type BlogArticle,
  type BlogCategory,
  type Lesson,
} from '@/content/types';

const CATEGORIES: BlogCategory[] = ['Wellness', 'Relationships', 'Self Care'];

export function makeArticle(id: number, overrides: Partial<BlogArticle> = {}): BlogArticle {
  return {
    id,
    slug: `article-${id}`,
    title: `Article number ${id}`,
    subtitle: `Subtitle ${id}`,
    excerpt: `Excerpt for article ${id}.`,
    author: ARTICLE_AUTHOR,
    tags: [`tag-${id}`, 'common-ground', 'extra-tag'],
    heroImage: ARTICLE_HERO_IMAGE,
    readingTime: '5 min read',
    category: CATEGORIES[id % 3]!,
    emotion: '🌿',
    highlights: ['One', 'Two', 'Three'],
    gradient: 'linear-gradient(135deg, #ccfbf1 0%, #e0f2fe 100%)',
    date: ARTICLE_DATE,
    content: `# Article number ${id}\n\nIntro paragraph.\n\n## First part\n\n- a\n- b\n\n## Second part\n\nMore text.`,
    ...overrides,
  };
}

export function makeArticles(count: number): BlogArticle[] {
  return Array.from({ length: count }, (_, i) => makeArticle(i + 1));
}

export function makeLesson(n: number, overrides: Partial<Lesson> = {}): Lesson {
  return {
    id: `breathing-${n}`,
    title: `Breathing lesson ${n}`,
    readTime: '4 min read',
    category: 'Anxiety Support',
    heroIcon: 'Wind',
    heroGradient: 'linear-gradient(135deg, #e0f2fe 0%, #ccfbf1 100%)',
    content: `**Lead for lesson ${n}.**\n\n## Try this\n\n<visual-analogy>Breath is like a tide.</visual-analogy>\n\n1. In\n2. Out`,
    ...overrides,
  };
}
