import { ArrowLeft, Clock, FileQuestion, UserRound } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { BlogArticle } from '@/content/types';
import { AdPlaceholder } from './AdPlaceholder';
import { ArticleCard } from './ArticleCard';
import { relatedArticles } from './blog';
import { middleBreakIndex, parseMarkup, stripLeadingTitle, tocFromBlocks } from './markup';
import { MarkupBlocks, topHeadingLevel } from './renderMarkup';
import { ShareButton } from './ShareButton';
import { TableOfContentsPanel, TableOfContentsToggle } from './TableOfContents';
import { badge, ghostButton, primaryButton } from './ui';
import { usePageTitle } from './usePageTitle';

function BackToBlog() {
  return (
    <Link to="/resources" className={`${ghostButton} -ml-3`}>
      <ArrowLeft aria-hidden="true" className="size-4" />
      Back to Blog
    </Link>
  );
}

export function ArticleNotFound() {
  usePageTitle('Post Not Found');
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center sm:py-28">
      <FileQuestion aria-hidden="true" className="size-12 text-teal-700/60" />
      <h1 className="mt-4 text-2xl font-semibold text-stone-900 sm:text-3xl">Post Not Found</h1>
      <p className="mt-3 text-stone-700">The article you're looking for doesn't exist.</p>
      <Link to="/resources" className={`${primaryButton} mt-8`}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to Blog
      </Link>
    </div>
  );
}

/** The /resources/:slug screen for a known article. */
export function ArticleView({
  article,
  articles,
}: {
  article: BlogArticle;
  articles: readonly BlogArticle[];
}) {
  usePageTitle(article.title);

  const blocks = parseMarkup(stripLeadingTitle(article.content, article.title), { anchors: true });
  const topLevel = topHeadingLevel(blocks);
  const toc = tocFromBlocks(blocks);
  const breakAt = middleBreakIndex(blocks);
  const related = relatedArticles(article, articles);

  return (
    <article className="bg-stone-50">
      <div className="mx-auto max-w-6xl px-4 pt-4 sm:px-6 sm:pt-6">
        <BackToBlog />
      </div>

      <header className="mx-auto mt-3 max-w-6xl px-4 sm:px-6">
        <div
          className="overflow-hidden rounded-3xl border border-stone-200 px-5 py-8 text-center shadow-sm sm:px-10 sm:py-14"
          style={{ background: article.gradient }}
        >
          <span aria-hidden="true" className="block text-5xl drop-shadow-sm sm:text-6xl">
            {article.emotion}
          </span>
          <span className={`${badge} mt-4 bg-white/90 text-teal-800 shadow-sm`}>{article.category}</span>
          <h1 className="mx-auto mt-4 max-w-3xl text-3xl leading-tight font-bold tracking-tight text-stone-900 sm:text-4xl lg:text-5xl">
            {article.title}
          </h1>
          {article.subtitle ? (
            <p className="mx-auto mt-4 max-w-2xl text-lg leading-relaxed text-stone-800">
              {article.subtitle}
            </p>
          ) : null}
          <div className="mt-5 flex flex-wrap items-center justify-center gap-x-5 gap-y-3 text-sm text-stone-800 sm:mt-6">
            <span className="inline-flex items-center gap-1.5">
              <Clock aria-hidden="true" className="size-4" />
              {article.readingTime}
            </span>
            <span className="inline-flex items-center gap-1.5">
              <UserRound aria-hidden="true" className="size-4" />
              By {article.author}
            </span>
            <ShareButton title={article.title} excerpt={article.excerpt} />
          </div>
        </div>
        {article.tags.length > 0 ? (
          <ul aria-label="Tags" className="mt-5 flex flex-wrap justify-center gap-2">
            {article.tags.map((tag) => (
              <li key={tag} className={`${badge} border border-teal-100 bg-white font-medium text-teal-800`}>
                #{tag}
              </li>
            ))}
          </ul>
        ) : null}
      </header>

      <div className="mx-auto mt-8 max-w-6xl px-4 sm:px-6 lg:mt-12 lg:grid lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-10">
        <div className="hidden lg:block">
          <TableOfContentsPanel entries={toc} />
        </div>

        <div className="min-w-0">
          <div className="lg:hidden">
            <TableOfContentsToggle entries={toc} />
          </div>

          <AdPlaceholder label="Advertisement (top)" className="mt-6 lg:mt-0" />

          <div className="mt-8 max-w-3xl text-base sm:text-[1.05rem]">
            <MarkupBlocks blocks={blocks.slice(0, breakAt)} topLevel={topLevel} />
          </div>

          {breakAt < blocks.length ? (
            <>
              <AdPlaceholder label="Advertisement (middle)" className="my-10 max-w-3xl" />
              <div className="max-w-3xl text-base sm:text-[1.05rem]">
                <MarkupBlocks blocks={blocks.slice(breakAt)} topLevel={topLevel} />
              </div>
            </>
          ) : (
            <AdPlaceholder label="Advertisement (middle)" className="my-10 max-w-3xl" />
          )}

          <AdPlaceholder label="Advertisement (bottom)" className="mt-10 max-w-3xl" />
        </div>
      </div>

      {related.length > 0 ? (
        <section aria-labelledby="related-title" className="mt-14 border-t border-stone-200 bg-white">
          <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
            <h2 id="related-title" className="text-2xl font-bold text-stone-900">
              Related Articles
            </h2>
            <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {related.map((other) => (
                <li key={other.id}>
                  <ArticleCard article={other} />
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : (
        <div className="h-14" />
      )}
    </article>
  );
}
