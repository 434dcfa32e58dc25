import { Clock, Tag } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { BlogArticle } from '@/content/types';
import { CARD_TAG_LIMIT, cardTagLabel } from './blog';
import { badge, focusRing } from './ui';

type CardArticle = Pick<
  BlogArticle,
  'slug' | 'title' | 'excerpt' | 'tags' | 'readingTime' | 'category' | 'emotion' | 'gradient'
>;

/** A blog card: gradient image area with emoji and category, title, excerpt, two tags, reading time. */
export function ArticleCard({ article, headingLevel = 3 }: { article: CardArticle; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const tagCount = article.tags.length;
  return (
    <Link
      to={`/resources/${article.slug}`}
      className={`group flex h-full flex-col overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm transition hover:-translate-y-0.5 hover:shadow-md motion-reduce:hover:translate-y-0 ${focusRing}`}
    >
      <div
        className="relative flex h-40 items-center justify-center"
        style={{ background: article.gradient }}
      >
        <span aria-hidden="true" className="text-5xl drop-shadow-sm">
          {article.emotion}
        </span>
        <span className={`${badge} absolute top-3 left-3 bg-white/90 text-teal-800 shadow-sm`}>
          {article.category}
        </span>
      </div>
      <div className="flex flex-1 flex-col p-5">
        <Heading className="text-lg leading-snug font-semibold text-stone-900 group-hover:text-teal-800">
          {article.title}
        </Heading>
        <p className="mt-2 line-clamp-3 text-sm leading-relaxed text-stone-700">{article.excerpt}</p>
        {tagCount > 0 ? (
          <ul aria-label="Tags" className="mt-4 flex flex-wrap gap-2">
            {article.tags.slice(0, CARD_TAG_LIMIT).map((tag) => (
              <li key={tag} className={`${badge} bg-teal-50 font-medium text-teal-800`} title={tag}>
                {cardTagLabel(tag)}
              </li>
            ))}
          </ul>
        ) : null}
        <div className="mt-auto flex items-center justify-between gap-3 pt-4 text-xs text-stone-600">
          <span className="inline-flex items-center gap-1.5">
            <Clock aria-hidden="true" className="size-3.5" />
            {article.readingTime}
          </span>
          <span className="inline-flex items-center gap-1.5">
            <Tag aria-hidden="true" className="size-3.5" />
            {tagCount} {tagCount === 1 ? 'tag' : 'tags'}
          </span>
        </div>
      </div>
    </Link>
  );
}
