import { clsx } from 'clsx';
import { ArrowDown, ArrowRight, BookOpen, ClipboardList, Search, SearchX, Wind } from 'lucide-react';
import { useId, useRef } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { BlogArticle } from '@/content/types';
import { AdPlaceholder } from './AdPlaceholder';
import { ArticleCard } from './ArticleCard';
import {
  AD_MIN_CARDS,
  BLOG_CATEGORIES,
  type BlogListAction,
  blogListReducer,
  blogListStateFromParams,
  blogListStateToParams,
  clampPage,
  filterArticles,
  PAGE_SIZE,
  pageCount,
  paginate,
} from './blog';
import { lessonIcon } from './icons';
import { Pagination } from './Pagination';
import { focusRing, primaryButton, scrollToAndFocus, scrollToTop, secondaryButton } from './ui';

export interface LessonTopicSummary {
  key: string;
  title: string;
  description: string;
  icon: string;
  count: number;
}

function countLine(total: number, first: number, last: number, pages: number): string {
  const noun = total === 1 ? 'article' : 'articles';
  if (pages > 1) return `Showing ${first}–${last} of ${total} ${noun}`;
  return `Showing ${total} ${noun}`;
}

/** The /resources screen: hero, search and categories, article cards with pagination, and the lessons. */
export function BlogListView({
  articles,
  topics,
}: {
  articles: readonly BlogArticle[];
  topics: readonly LessonTopicSummary[];
}) {
  const [params, setParams] = useSearchParams();
  const state = blogListStateFromParams(params);
  const browseHeadingRef = useRef<HTMLHeadingElement>(null);
  const searchId = useId();

  const filtered = filterArticles(articles, state.search, state.category);
  const pages = pageCount(filtered.length);
  const page = clampPage(state.page, filtered.length);
  const visible = paginate(filtered, page);
  const first = (page - 1) * PAGE_SIZE + 1;

  // The list state lives in the address, so Back from an article returns to the same search and page.
  function dispatch(action: BlogListAction) {
    const next = blogListReducer({ ...state, page }, action);
    setParams(blogListStateToParams(next), { replace: action.type === 'search', preventScrollReset: true });
    if (action.type === 'page') scrollToTop();
  }

  return (
    <div className="bg-stone-50">
      <section aria-labelledby="blog-title" className="bg-gradient-to-b from-teal-50 to-stone-50">
        <div className="mx-auto max-w-4xl px-4 pt-12 pb-12 text-center sm:px-6 sm:pt-20 sm:pb-16">
          <span className="inline-flex size-12 items-center justify-center rounded-2xl bg-teal-100 text-teal-800">
            <BookOpen aria-hidden="true" className="size-6" />
          </span>
          <h1 id="blog-title" className="mt-5 text-4xl font-bold tracking-tight text-stone-900 sm:text-5xl">
            Wellness Blog
          </h1>
          <p className="mx-auto mt-4 max-w-2xl text-lg leading-relaxed text-stone-700">
            Practical guidance for emotional balance: calm, down-to-earth reading on stress, relationships and
            looking after yourself, one small step at a time.
          </p>
          <button
            type="button"
            className={`${primaryButton} mt-8`}
            onClick={() => scrollToAndFocus(browseHeadingRef.current)}
          >
            Explore Articles
            <ArrowDown aria-hidden="true" className="size-5" />
          </button>
        </div>
      </section>

      <section aria-labelledby="blog-tools" className="mx-auto max-w-6xl px-4 pt-2 sm:px-6">
        <h2 id="blog-tools" className="sr-only">
          Tools for hard moments
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2">
          {[
            {
              to: '/grounding',
              Icon: Wind,
              title: 'Grounding and breathing',
              text: 'Feeling overwhelmed right now? A guided 5-4-3-2-1 exercise and a breathing pacer, step by step.',
            },
            {
              to: '/safety-plan',
              Icon: ClipboardList,
              title: 'My safety plan',
              text: 'Write down what helps on hard days, in seven short steps. Kept only on your device.',
            },
          ].map(({ to, Icon, title, text }) => (
            <li key={to}>
              <Link
                to={to}
                className={`group flex h-full gap-4 rounded-2xl border border-teal-200 bg-white p-5 shadow-sm transition-colors hover:bg-teal-50 ${focusRing}`}
              >
                <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-teal-100 text-teal-800">
                  <Icon aria-hidden="true" className="size-6" />
                </span>
                <span className="flex flex-1 flex-col">
                  <span className="font-semibold text-stone-900 group-hover:text-teal-800">{title}</span>
                  <span className="mt-1 text-sm leading-relaxed text-stone-700">{text}</span>
                </span>
                <ArrowRight aria-hidden="true" className="size-5 shrink-0 self-center text-teal-800" />
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="blog-browse" className="mx-auto max-w-6xl px-4 pt-6 pb-14 sm:px-6 sm:pb-20">
        <h2
          id="blog-browse"
          ref={browseHeadingRef}
          tabIndex={-1}
          className="scroll-mt-24 text-2xl font-bold text-stone-900 focus:outline-none sm:text-3xl"
        >
          Browse articles
        </h2>

        <div className="mt-5 flex flex-col gap-4 lg:flex-row lg:items-center lg:justify-between">
          <search className="w-full lg:max-w-md">
            <label htmlFor={searchId} className="sr-only">
              Search articles
            </label>
            <div className="relative">
              <Search
                aria-hidden="true"
                className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-stone-500"
              />
              <input
                id={searchId}
                type="search"
                value={state.search}
                onChange={(event) => dispatch({ type: 'search', value: event.target.value })}
                placeholder="Search articles..."
                autoComplete="off"
                className="min-h-12 w-full rounded-full border border-stone-300 bg-white py-3 pr-4 pl-12 text-base text-stone-900 shadow-sm placeholder:text-stone-500 focus-visible:border-teal-600 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-600 focus-visible:ring-offset-2"
              />
            </div>
          </search>

          <fieldset className="min-w-0">
            <legend className="sr-only">Filter by category</legend>
            <div className="flex flex-wrap gap-2">
              {[null, ...BLOG_CATEGORIES].map((category) => {
                const active = state.category === category;
                return (
                  <button
                    key={category ?? 'all'}
                    type="button"
                    aria-pressed={active}
                    onClick={() => dispatch({ type: 'category', value: category })}
                    className={clsx(
                      'min-h-11 rounded-full px-4 py-2 text-sm font-semibold transition-colors',
                      active
                        ? 'bg-teal-700 text-white shadow-sm hover:bg-teal-800'
                        : 'border border-stone-300 bg-white text-stone-800 hover:bg-stone-100',
                      focusRing,
                    )}
                  >
                    {category ?? 'All'}
                  </button>
                );
              })}
            </div>
          </fieldset>
        </div>

        <p aria-live="polite" className="mt-5 text-sm text-stone-600">
          {filtered.length === 0
            ? 'Showing 0 articles'
            : countLine(filtered.length, first, first + visible.length - 1, pages)}
        </p>

        {visible.length === 0 ? (
          <div className="mt-6 rounded-2xl border border-stone-200 bg-white px-6 py-14 text-center shadow-sm">
            <SearchX aria-hidden="true" className="mx-auto size-10 text-stone-400" />
            <h3 className="mt-4 text-xl font-semibold text-stone-900">No articles found</h3>
            <p className="mt-2 text-stone-700">Try adjusting your search terms or clearing the filters.</p>
            <button
              type="button"
              className={`${secondaryButton} mt-6`}
              onClick={() => dispatch({ type: 'clear' })}
            >
              Clear Filters
            </button>
          </div>
        ) : (
          <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {visible.map((article) => (
              <li key={article.id}>
                <ArticleCard article={article} />
              </li>
            ))}
          </ul>
        )}

        {visible.length >= AD_MIN_CARDS ? <AdPlaceholder className="mt-10" /> : null}

        <Pagination page={page} pages={pages} onChange={(n) => dispatch({ type: 'page', value: n })} />
      </section>

      {topics.length > 0 ? (
        <section aria-labelledby="lessons-title" className="border-t border-stone-200 bg-white">
          <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6 sm:py-20">
            <h2 id="lessons-title" className="text-2xl font-bold text-stone-900 sm:text-3xl">
              Short lessons
            </h2>
            <p className="mt-3 max-w-2xl leading-relaxed text-stone-700">
              Bite-sized reads you can finish in a few minutes. Pick a topic and we'll open one of its
              lessons; ask for a new one whenever you like.
            </p>
            <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
              {topics.map((topic) => {
                const Icon = lessonIcon(topic.icon);
                return (
                  <li key={topic.key}>
                    <Link
                      to={`/article/${topic.key}`}
                      className={`group flex h-full gap-4 rounded-2xl border border-stone-200 bg-stone-50 p-5 transition-colors hover:border-teal-200 hover:bg-teal-50 ${focusRing}`}
                    >
                      <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-teal-100 text-teal-800">
                        <Icon aria-hidden="true" className="size-6" />
                      </span>
                      <span className="flex flex-1 flex-col">
                        <span className="font-semibold text-stone-900 group-hover:text-teal-800">
                          {topic.title}
                        </span>
                        <span className="mt-1 text-sm leading-relaxed text-stone-700">
                          {topic.description}
                        </span>
                        <span className="mt-3 inline-flex items-center gap-1 text-sm font-medium text-teal-800">
                          {topic.count} {topic.count === 1 ? 'lesson' : 'lessons'}
                          <ArrowRight aria-hidden="true" className="size-4" />
                        </span>
                      </span>
                    </Link>
                  </li>
                );
              })}
            </ul>
          </div>
        </section>
      ) : null}
    </div>
  );
}
