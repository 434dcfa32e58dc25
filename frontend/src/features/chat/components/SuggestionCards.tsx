import { clsx } from 'clsx';
import { BookOpen, ChevronRight, GraduationCap, Wind } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { SafetyLanguage, Suggestion, SuggestionKind } from '../types';
import { focusRing } from './styles';

const KIND_LABELS: Record<SafetyLanguage, Record<SuggestionKind, string>> = {
  en: { article: 'Article', lesson: 'Lesson', exercise: 'Exercise' },
  es: { article: 'Artículo', lesson: 'Lección', exercise: 'Ejercicio' },
};

const LIST_LABELS: Record<SafetyLanguage, string> = {
  en: 'Suggested for you',
  es: 'Sugerencias para ti',
};

function KindIcon({ kind }: { kind: SuggestionKind }) {
  const className = 'size-4';
  if (kind === 'lesson') return <GraduationCap aria-hidden="true" className={className} />;
  if (kind === 'exercise') return <Wind aria-hidden="true" className={className} />;
  return <BookOpen aria-hidden="true" className={className} />;
}

/**
 * Up to two small cards under a companion reply, each a link to a library page ("Article: Title").
 * Indented to line up with the reply bubble beside the avatar.
 */
export function SuggestionCards({
  suggestions,
  language = 'en',
}: {
  suggestions: readonly Suggestion[];
  language?: SafetyLanguage;
}) {
  if (suggestions.length === 0) return null;
  const labels = KIND_LABELS[language];
  return (
    <ul
      aria-label={LIST_LABELS[language]}
      lang={language}
      className="-mt-2 grid max-w-[88%] gap-2 sm:ml-[2.625rem] sm:max-w-[80%] sm:grid-cols-2"
    >
      {suggestions.map((suggestion) => {
        const kind = labels[suggestion.kind];
        return (
          <li key={`${suggestion.href}|${suggestion.title}`} className="min-w-0">
            <Link
              to={suggestion.href}
              // Read as "Article: Title" (the visible words, in the same order).
              aria-label={`${kind}: ${suggestion.title}`}
              className={clsx(
                'group flex h-full items-center gap-3 rounded-xl border border-stone-200 bg-white px-3 py-2.5 text-left shadow-sm transition-colors hover:border-teal-300 hover:bg-teal-50/60',
                focusRing,
              )}
            >
              <span
                aria-hidden="true"
                className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-teal-50 text-teal-800 group-hover:bg-white"
              >
                <KindIcon kind={suggestion.kind} />
              </span>
              <span className="min-w-0 flex-1">
                <span className="block font-medium text-teal-800 text-xs uppercase tracking-wide">
                  {kind}
                </span>{' '}
                <span className="mt-0.5 line-clamp-2 font-medium text-sm text-stone-900 leading-snug">
                  {suggestion.title}
                </span>
              </span>
              <ChevronRight
                aria-hidden="true"
                className="size-4 shrink-0 text-stone-400 transition-transform group-hover:translate-x-0.5 group-hover:text-teal-700"
              />
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
