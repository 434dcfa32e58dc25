import { describe, expect, it } from 'vitest';
import {
  blogListReducer,
  blogListStateFromParams,
  blogListStateToParams,
  cardTagLabel,
  clampPage,
  filterArticles,
  initialBlogListState,
  matchesCategory,
  matchesSearch,
  PAGE_SIZE,
  pageCount,
  paginate,
  relatedArticles,
} from './blog';
import { makeArticle, makeArticles } from './test/fixtures';

describe('search', () => {
  const article = makeArticle(1, {
    title: 'Calm Mornings',
    excerpt: 'Start the day gently.',
    tags: ['sleep-hygiene', 'routines', 'rest'],
  });

  it('matches the title, excerpt and tags, case-insensitively', () => {
    expect(matchesSearch(article, 'calm')).toBe(true);
    expect(matchesSearch(article, 'MORNINGS')).toBe(true);
    expect(matchesSearch(article, 'Gently')).toBe(true);
    expect(matchesSearch(article, 'HYGIENE')).toBe(true);
    expect(matchesSearch(article, 'sleep-hyg')).toBe(true);
  });

  it('does not match other text, and a blank query matches everything', () => {
    expect(matchesSearch(article, 'anxiety')).toBe(false);
    expect(matchesSearch(article, '')).toBe(true);
    expect(matchesSearch(article, '   ')).toBe(true);
  });
});

describe('category filter', () => {
  const list = [
    makeArticle(1, { category: 'Wellness', title: 'Sleep well' }),
    makeArticle(2, { category: 'Self Care', title: 'Sleep deeply' }),
    makeArticle(3, { category: 'Self Care', title: 'Rest days' }),
    makeArticle(4, { category: 'Relationships', title: 'Talking it through' }),
  ];

  it('compares case-insensitively; null matches all', () => {
    expect(matchesCategory(list[1]!, 'self care')).toBe(true);
    expect(matchesCategory(list[1]!, 'SELF CARE')).toBe(true);
    expect(matchesCategory(list[1]!, 'Wellness')).toBe(false);
    expect(matchesCategory(list[1]!, null)).toBe(true);
  });

  it('applies search and category together, keeping list order', () => {
    expect(filterArticles(list, '', 'Self Care').map((a) => a.id)).toEqual([2, 3]);
    expect(filterArticles(list, 'sleep', null).map((a) => a.id)).toEqual([1, 2]);
    expect(filterArticles(list, 'sleep', 'self care').map((a) => a.id)).toEqual([2]);
    expect(filterArticles(list, 'nothing like this', 'Wellness')).toEqual([]);
  });
});

describe('pagination', () => {
  it('uses pages of 9', () => {
    expect(PAGE_SIZE).toBe(9);
    expect(pageCount(0)).toBe(1);
    expect(pageCount(9)).toBe(1);
    expect(pageCount(10)).toBe(2);
    expect(pageCount(40)).toBe(5);
  });

  it('slices pages and clamps out-of-range numbers', () => {
    const items = makeArticles(40);
    expect(paginate(items, 1).map((a) => a.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(paginate(items, 2)[0]!.id).toBe(10);
    expect(paginate(items, 5).map((a) => a.id)).toEqual([37, 38, 39, 40]);
    expect(paginate(items, 99).map((a) => a.id)).toEqual([37, 38, 39, 40]);
    expect(clampPage(0, 40)).toBe(1);
    expect(clampPage(Number.NaN, 40)).toBe(1);
    expect(clampPage(7, 40)).toBe(5);
  });
});

describe('blog list state', () => {
  const onPage3 = { search: 'sleep', category: 'Wellness' as const, page: 3 };

  it('starts with no search, no category, page 1', () => {
    expect(initialBlogListState).toEqual({ search: '', category: null, page: 1 });
  });

  it('changing the search resets to page 1', () => {
    expect(blogListReducer(onPage3, { type: 'search', value: 'rest' })).toEqual({
      search: 'rest',
      category: 'Wellness',
      page: 1,
    });
  });

  it('choosing a category resets to page 1; choosing it again clears it; All clears it', () => {
    const chosen = blogListReducer(onPage3, { type: 'category', value: 'Self Care' });
    expect(chosen).toEqual({ search: 'sleep', category: 'Self Care', page: 1 });
    expect(blogListReducer({ ...chosen, page: 2 }, { type: 'category', value: 'Self Care' })).toEqual({
      search: 'sleep',
      category: null,
      page: 1,
    });
    expect(blogListReducer(onPage3, { type: 'category', value: null })).toEqual({
      search: 'sleep',
      category: null,
      page: 1,
    });
  });

  it('Clear Filters clears both and returns to page 1', () => {
    expect(blogListReducer(onPage3, { type: 'clear' })).toEqual(initialBlogListState);
  });

  it('paging keeps the filters', () => {
    expect(blogListReducer(onPage3, { type: 'page', value: 2 })).toEqual({ ...onPage3, page: 2 });
  });

  it('round-trips through the address', () => {
    expect(blogListStateFromParams(blogListStateToParams(onPage3))).toEqual(onPage3);
    expect(blogListStateToParams(initialBlogListState).toString()).toBe('');
    expect(blogListStateFromParams(new URLSearchParams('category=self%20care&page=x'))).toEqual({
      search: '',
      category: 'Self Care',
      page: 1,
    });
    expect(blogListStateFromParams(new URLSearchParams('category=bogus')).category).toBeNull();
  });
});

describe('related articles', () => {
  const list = [
    makeArticle(1, { tags: ['a', 'b'] }),
    makeArticle(2, { tags: ['c'] }),
    makeArticle(3, { tags: ['b', 'd'] }),
    makeArticle(4, { tags: ['a'] }),
    makeArticle(5, { tags: ['e'] }),
    makeArticle(6, { tags: ['b'] }),
    makeArticle(7, { tags: ['a', 'b'] }),
  ];

  it('returns other articles sharing a tag, in list order, at most 3', () => {
    expect(relatedArticles(list[0]!, list).map((a) => a.id)).toEqual([3, 4, 6]);
  });

  it('excludes the current article and articles with no shared tag', () => {
    expect(relatedArticles(list[2]!, list).map((a) => a.id)).toEqual([1, 6, 7]);
    expect(relatedArticles(list[4]!, list)).toEqual([]);
  });
});

describe('card tags', () => {
  it('turns hyphens into spaces and cuts to 8 characters', () => {
    expect(cardTagLabel('self-care')).toBe('self car');
    expect(cardTagLabel('emotional-health')).toBe('emotiona');
    expect(cardTagLabel('sleep')).toBe('sleep');
  });
});
