/** Built-in wellness library content. Articles and lessons ship with the frontend; no request is made for them. */

export type BlogCategory = 'Wellness' | 'Relationships' | 'Self Care';

export interface BlogArticle {
  id: number;
  /** kebab-case, unique */
  slug: string;
  title: string;
  subtitle: string;
  excerpt: string;
  /** The same product-team label on every article. */
  author: typeof ARTICLE_AUTHOR;
  /** 3 to 4 kebab-case tags */
  tags: string[];
  /** The same placeholder path on every article; never fetched from a real image service. */
  heroImage: typeof ARTICLE_HERO_IMAGE;
  /** "N min read", N from 4 to 9, matching the body's word count at about 200 words a minute. */
  readingTime: string;
  category: BlogCategory;
  /** One emoji */
  emotion: string;
  /** Exactly three short phrases */
  highlights: [string, string, string];
  /** A CSS background value, e.g. "linear-gradient(135deg, #e0f2f1 0%, #b2dfdb 100%)" */
  gradient: string;
  date: typeof ARTICLE_DATE;
  /** Markup: lines starting with "# ", "## ", "### " are headings; "- " bullets; "1. " numbered steps; **bold** inline. */
  content: string;
}

export type LessonCategory =
  | 'Emotional Regulation'
  | 'Relationships'
  | 'Anxiety Support'
  | 'Self-Care'
  | 'Life Changes';

export type LessonTopic =
  | 'emotional-overwhelm'
  | 'healthy-boundaries'
  | 'attachment-styles'
  | 'anxiety-techniques'
  | 'self-compassion'
  | 'life-transitions'
  | 'breathing';

export interface Lesson {
  /** `${topic}-${n}`, e.g. "life-transitions-1" */
  id: string;
  title: string;
  /** "N min read" */
  readTime: string;
  category: LessonCategory;
  /** Name of a lucide-react icon, e.g. "Heart", "Wind", "Shield" */
  heroIcon: string;
  /** A CSS background value */
  heroGradient: string;
  /**
   * Same markup as articles, plus exactly one line of the form
   * "<visual-analogy>...one illustrative metaphor...</visual-analogy>" which renders as a highlighted callout.
   */
  content: string;
}

export const ARTICLE_AUTHOR = 'Sage Wellness Team' as const;
export const ARTICLE_HERO_IMAGE = '/images/article-placeholder.svg' as const;
export const ARTICLE_DATE = '2024-12-01' as const;
