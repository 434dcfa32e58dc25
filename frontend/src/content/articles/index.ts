import type { BlogArticle } from '../types';
import { articlesPart1 } from './part1';
import { articlesPart2 } from './part2';
import { articlesPart3 } from './part3';

/**
 * Every blog article, in id order. Import this only from lazily loaded route modules, so the library's
 * text never lands in the landing page's JavaScript.
 */
export const articles: BlogArticle[] = [...articlesPart1, ...articlesPart2, ...articlesPart3].sort(
  (a, b) => a.id - b.id,
);

export function findArticleBySlug(slug: string | undefined): BlogArticle | undefined {
  return slug ? articles.find((a) => a.slug === slug) : undefined;
}
