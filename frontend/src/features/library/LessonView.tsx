import { ArrowLeft, Clock, FileQuestion, Shuffle } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import type { Lesson } from '@/content/types';
import { lessonIcon } from './icons';
import { pickRandomLesson } from './lessons';
import { Markup } from './renderMarkup';
import { badge, focusRing, ghostButton, primaryButton, scrollToTop, secondaryButton } from './ui';
import { usePageTitle } from './usePageTitle';

export function LessonNotFound() {
  usePageTitle('Article Not Found');
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center sm:py-28">
      <FileQuestion aria-hidden="true" className="size-12 text-teal-700/60" />
      <h1 className="mt-4 text-2xl font-semibold text-stone-900 sm:text-3xl">Article Not Found</h1>
      <p className="mt-3 text-stone-700">We couldn't find any lessons for this topic.</p>
      <Link to="/resources" className={`${primaryButton} mt-8`}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to Resources
      </Link>
    </div>
  );
}

/**
 * The /article/:id screen: one random lesson of the topic, with "New Article" for another. Give it a
 * `key` of the topic so a different topic starts with a fresh pick.
 */
export function LessonView({
  lessons,
  random = Math.random,
}: {
  lessons: readonly Lesson[];
  random?: () => number;
}) {
  const [lesson, setLesson] = useState(() => pickRandomLesson(lessons, null, random));
  const titleRef = useRef<HTMLHeadingElement>(null);
  usePageTitle(lesson?.title);

  if (!lesson) return <LessonNotFound />;

  const Icon = lessonIcon(lesson.heroIcon);
  const canShuffle = lessons.length > 1;

  function newArticle() {
    const next = pickRandomLesson(lessons, lesson?.id, random);
    if (!next) return;
    setLesson(next);
    scrollToTop();
    // Let screen reader and keyboard users know the text changed by moving focus to the new title.
    requestAnimationFrame(() => titleRef.current?.focus({ preventScroll: true }));
  }

  const newArticleButton = (className: string) => (
    <button type="button" className={className} onClick={newArticle} disabled={!canShuffle}>
      <Shuffle aria-hidden="true" className="size-4" />
      New Article
    </button>
  );

  return (
    <article className="bg-stone-50 pb-16">
      {/* Mobile: a compact bar under the site header. */}
      <div className="sticky top-16 z-20 border-b border-stone-200 bg-stone-50/95 backdrop-blur md:hidden">
        <div className="flex items-center justify-between gap-2 px-2 py-1.5">
          <Link to="/resources" className={ghostButton}>
            <ArrowLeft aria-hidden="true" className="size-4" />
            Back
          </Link>
          {newArticleButton(
            `inline-flex min-h-11 items-center gap-2 rounded-full px-4 py-2 text-sm font-semibold text-teal-800 transition-colors hover:bg-teal-50 disabled:opacity-50 ${focusRing}`,
          )}
        </div>
      </div>

      {/* Desktop: back button and New Article above the hero. */}
      <div className="mx-auto hidden max-w-4xl items-center justify-between gap-3 px-6 pt-6 md:flex">
        <Link to="/resources" className={`${ghostButton} -ml-3`}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to Resources
        </Link>
        {newArticleButton(`${secondaryButton} disabled:cursor-not-allowed disabled:opacity-50`)}
      </div>

      <header className="mx-auto max-w-4xl px-4 pt-4 md:px-6">
        <div
          className="rounded-3xl border border-stone-200 px-5 py-8 shadow-sm sm:px-10 sm:py-12"
          style={{ background: lesson.heroGradient }}
        >
          <span className="flex size-14 items-center justify-center rounded-2xl bg-white/85 text-teal-800 shadow-sm sm:size-16">
            <Icon aria-hidden="true" className="size-7 sm:size-8" />
          </span>
          <div className="mt-5 flex flex-wrap items-center gap-3 text-sm text-stone-800">
            <span className={`${badge} bg-white/90 text-teal-800 shadow-sm`}>{lesson.category}</span>
            <span className="inline-flex items-center gap-1.5">
              <Clock aria-hidden="true" className="size-4" />
              {lesson.readTime}
            </span>
          </div>
          <h1
            ref={titleRef}
            tabIndex={-1}
            className="mt-4 text-3xl leading-tight font-bold tracking-tight text-stone-900 focus:outline-none sm:text-4xl"
          >
            {lesson.title}
          </h1>
        </div>
      </header>

      <div className="mx-auto mt-8 max-w-3xl px-4 text-base sm:mt-10 sm:px-6 sm:text-[1.05rem]">
        <Markup key={lesson.id} source={lesson.content} />
      </div>
    </article>
  );
}
