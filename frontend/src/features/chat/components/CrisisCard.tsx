import { HeartHandshake } from 'lucide-react';
import { useId } from 'react';
import { CrisisResourcesList, SafetyLink, SelfHelpLinks } from '@/components/crisis/CrisisResourcesList';
import { cardCopy } from '@/components/crisis/crisisCopy';
import { resourcesForCategory } from '@/components/crisis/resources';
import type { SafetyCategory, SafetyLanguage } from '../types';

/**
 * A labelled section (role "region"), shown inline under a reply the safety check marked as crisis, also
 * when that reply comes back with the history. It lists the resources for that kind of danger, in the
 * reply's language. Calm, always visible, never a popup.
 */
export function CrisisCard({
  category = 'suicide',
  language = 'en',
}: {
  category?: SafetyCategory;
  language?: SafetyLanguage;
}) {
  const titleId = useId();
  const copy = cardCopy(category, language);
  return (
    <section
      aria-labelledby={titleId}
      lang={language}
      data-category={category === 'none' ? 'suicide' : category}
      className="rounded-2xl border border-rose-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="flex items-start gap-3">
        <span
          aria-hidden="true"
          className="flex size-9 shrink-0 items-center justify-center rounded-full bg-rose-50 text-rose-700"
        >
          <HeartHandshake className="size-5" />
        </span>
        <div className="min-w-0">
          <h2 id={titleId} className="font-semibold text-stone-900">
            {copy.heading}
          </h2>
          <p className="mt-1 text-sm text-stone-700">{copy.body}</p>
        </div>
      </div>
      <CrisisResourcesList className="mt-4" resources={resourcesForCategory(category)} language={language} />
      <SafetyLink className="mt-3" language={language} />
      <SelfHelpLinks className="mt-2" language={language} />
    </section>
  );
}
