import { HeartHandshake } from 'lucide-react';
import { useId } from 'react';
import { CrisisResourcesList } from '@/components/crisis/CrisisResourcesList';

/** A labelled section (role "region"), shown inline under a reply the safety check marked as crisis. Calm, always visible, never a popup. */
export function CrisisCard() {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
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
          <h3 id={titleId} className="font-semibold text-stone-900">
            You don't have to go through this alone
          </h3>
          <p className="mt-1 text-sm text-stone-700">
            If you're thinking about hurting yourself or you don't feel safe, a real person can talk with you
            right now, for free.
          </p>
        </div>
      </div>
      <CrisisResourcesList className="mt-4" />
    </section>
  );
}
