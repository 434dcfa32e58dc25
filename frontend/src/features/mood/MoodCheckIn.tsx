import { clsx } from 'clsx';
import { X } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { MoodFace } from './MoodFace';
import { addMood, MOODS, type MoodValue } from './moods';

const focusRing =
  'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-600 focus-visible:ring-offset-2';

/**
 * "How are you feeling right now?": five faces with words, one tap. Optional and dismissible. The answer
 * is kept only in this browser (features/mood/moods.ts) and never sent with the chat.
 */
export function MoodCheckIn({
  onDismiss,
  showTrendLink = true,
  compact = false,
}: {
  onDismiss?: () => void;
  showTrendLink?: boolean;
  compact?: boolean;
}) {
  const [saved, setSaved] = useState<MoodValue | null>(null);
  const titleId = useId();

  if (saved !== null) {
    return (
      <div role="status" className="rounded-2xl border border-teal-100 bg-teal-50 p-4 text-sm text-teal-900">
        <p>
          Thanks for checking in. We noted "{MOODS.find((m) => m.value === saved)?.label}" in this browser
          only.
          {showTrendLink ? (
            <>
              {' '}
              <Link
                to="/mood"
                className={clsx('rounded-sm font-medium underline underline-offset-2', focusRing)}
              >
                See your mood over time
              </Link>
            </>
          ) : null}
        </p>
      </div>
    );
  }

  return (
    <section
      aria-labelledby={titleId}
      className={clsx('rounded-2xl border border-stone-200 bg-white shadow-sm', compact ? 'p-4' : 'p-5')}
    >
      <div className="flex items-start justify-between gap-3">
        <div>
          <h2 id={titleId} className="font-semibold text-stone-900">
            How are you feeling right now?
          </h2>
          <p className="mt-0.5 text-sm text-stone-700">Optional, one tap. Kept only on this device.</p>
        </div>
        {onDismiss ? (
          <button
            type="button"
            aria-label="Skip the mood check-in"
            title="Not now"
            onClick={onDismiss}
            className={clsx('-mt-1 -mr-1 rounded-full p-2 text-stone-600 hover:bg-stone-100', focusRing)}
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        ) : null}
      </div>
      <ul className="mt-3 grid grid-cols-5 gap-1.5 sm:gap-2">
        {MOODS.map((m) => (
          <li key={m.value}>
            <button
              type="button"
              onClick={() => {
                addMood(m.value);
                setSaved(m.value);
              }}
              className={clsx(
                'flex h-full w-full flex-col items-center gap-1 rounded-xl border border-stone-200 px-1 py-2 text-xs font-medium text-stone-800 hover:border-teal-300 hover:bg-teal-50 sm:text-sm',
                m.value <= 2 ? 'text-rose-800' : 'text-teal-800',
                focusRing,
              )}
            >
              <MoodFace mood={m.value} className="size-8" />
              <span className="text-stone-800">{m.label}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
