import type { BlogArticle, BlogCategory } from '@/content/types';

/** Blog constants. */
export const PAGE_SIZE = 9;
export const RELATED_LIMIT = 3;
export const AD_MIN_CARDS = 6;
export const CARD_TAG_LIMIT = 2;
export const CARD_TAG_LENGTH = 8;
export const BLOG_CATEGORIES: readonly BlogCategory[] = ['Wellness', 'Relationships', 'Self Care'];

type Searchable = Pick<BlogArticle, 'title' | 'excerpt' | 'tags'>;

/** Case-insensitive match of the query in the title, the excerpt or any tag. A blank query matches all. */
export function matchesSearch(article: Searchable, query: string): boolean {
  const q = query.trim().toLowerCase();
  if (q === '') return true;
  return (
    article.title.toLowerCase().includes(q) ||
    article.excerpt.toLowerCase().includes(q) ||
    article.tags.some((tag) => tag.toLowerCase().includes(q))
  );
}

/** Case-insensitive category comparison. No category (null) matches all. */
export function matchesCategory(article: Pick<BlogArticle, 'category'>, category: string | null): boolean {
  if (!category) return true;
  return article.category.toLowerCase() === category.toLowerCase();
}

/** Search and category applied together, keeping list order. */
export function filterArticles<T extends Searchable & Pick<BlogArticle, 'category'>>(
  articles: readonly T[],
  query: string,
  category: string | null,
): T[] {
  return articles.filter((a) => matchesCategory(a, category) && matchesSearch(a, query));
}

export function pageCount(total: number, pageSize = PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** Clamps a page number into 1..pageCount (non-numbers become 1). */
export function clampPage(page: number, total: number, pageSize = PAGE_SIZE): number {
  if (!Number.isFinite(page)) return 1;
  return Math.min(Math.max(1, Math.trunc(page)), pageCount(total, pageSize));
}

/** The items on a 1-based page. */
export function paginate<T>(items: readonly T[], page: number, pageSize = PAGE_SIZE): T[] {
  const p = clampPage(page, items.length, pageSize);
  return items.slice((p - 1) * pageSize, p * pageSize);
}

/** Other articles sharing at least one tag with the current one, in list order, at most `limit`. */
export function relatedArticles<T extends Pick<BlogArticle, 'id' | 'tags'>>(
  current: T,
  articles: readonly T[],
  limit = RELATED_LIMIT,
): T[] {
  const tags = new Set(current.tags);
  return articles.filter((a) => a.id !== current.id && a.tags.some((t) => tags.has(t))).slice(0, limit);
}

/** A tag as shown on a card: hyphens become spaces, cut to 8 characters. */
export function cardTagLabel(tag: string): string {
  return tag.replace(/-/g, ' ').slice(0, CARD_TAG_LENGTH).trim();
}

// ---------------------------------------------------------------------------------------------------------
// Blog list state: search text, selected category (none by default), page (starts at 1).

export interface BlogListState {
  search: string;
  category: BlogCategory | null;
  page: number;
}

export const initialBlogListState: BlogListState = { search: '', category: null, page: 1 };

export type BlogListAction =
  | { type: 'search'; value: string }
  | { type: 'category'; value: BlogCategory | null }
  | { type: 'clear' }
  | { type: 'page'; value: number };

export function blogListReducer(state: BlogListState, action: BlogListAction): BlogListState {
  switch (action.type) {
    case 'search':
      // Changing the search resets to page 1.
      return { ...state, search: action.value, page: 1 };
    case 'category':
      // "All" (null) clears it; choosing the active category again clears it; any change resets to page 1.
      return {
        ...state,
        category: action.value === null || action.value === state.category ? null : action.value,
        page: 1,
      };
    case 'clear':
      // Clear Filters clears both and returns to page 1.
      return { ...initialBlogListState };
    case 'page':
      return { ...state, page: Math.max(1, Math.trunc(action.value) || 1) };
  }
}

/** Reads the list state from the address (so Back from an article returns to the same page). */
export function blogListStateFromParams(params: URLSearchParams): BlogListState {
  const rawCategory = params.get('category');
  const category = BLOG_CATEGORIES.find((c) => c.toLowerCase() === rawCategory?.toLowerCase()) ?? null;
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  return { search: params.get('q') ?? '', category, page: Number.isFinite(page) && page > 0 ? page : 1 };
}

export function blogListStateToParams(state: BlogListState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.search) params.set('q', state.search);
  if (state.category) params.set('category', state.category);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}
