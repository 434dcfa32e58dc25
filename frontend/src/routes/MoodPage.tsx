import { Lock, Trash2 } from 'lucide-react';
import { useRef, useState, useSyncExternalStore } from 'react';
import { MoodChart } from '@/features/mood/MoodChart';
import { MoodCheckIn } from '@/features/mood/MoodCheckIn';
import { clearMoods, dailyMoods, readMoods, subscribeMoods } from '@/features/mood/moods';

const focusRing =
  'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-600 focus-visible:ring-offset-2';

let cache: { raw: string; value: ReturnType<typeof readMoods> } | null = null;
function snapshot() {
  const value = readMoods();
  const raw = JSON.stringify(value);
  if (!cache || cache.raw !== raw) cache = { raw, value };
  return cache.value;
}

/** /mood: a check-in and the last 14 days, all kept only in this browser. */
export default function MoodPage() {
  const entries = useSyncExternalStore(subscribeMoods, snapshot, snapshot);
  const [checkInKey, setCheckInKey] = useState(0);
  const [notice, setNotice] = useState('');
  const [confirming, setConfirming] = useState(false);
  const deleteRef = useRef<HTMLButtonElement>(null);
  const noticeRef = useRef<HTMLParagraphElement>(null);
  const days = dailyMoods(entries);

  return (
    <article className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6 sm:py-16">
      <header>
        <h1 className="text-3xl font-bold tracking-tight text-stone-900 sm:text-4xl">My mood</h1>
        <p className="mt-5 text-lg leading-relaxed text-stone-700">
          A quick check-in now and then can show patterns you might not notice day to day. There are no right
          or wrong answers.
        </p>
        <p className="mt-4 flex items-start gap-2 rounded-2xl border border-teal-100 bg-teal-50 p-4 text-sm text-teal-900">
          <Lock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>Your check-ins stay in this browser on this device. They are never sent to us.</span>
        </p>
      </header>

      <div className="mt-8">
        <MoodCheckIn key={checkInKey} showTrendLink={false} />
        <button
          type="button"
          onClick={() => setCheckInKey((k) => k + 1)}
          className={`mt-2 rounded-sm text-sm font-medium text-teal-800 underline underline-offset-2 ${focusRing}`}
        >
          Check in again
        </button>
      </div>

      <section aria-labelledby="mood-trend" className="mt-10">
        <h2 id="mood-trend" className="text-2xl font-semibold text-stone-900">
          The last 14 days
        </h2>
        <div className="mt-4 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6">
          <MoodChart days={days} />
        </div>
      </section>

      <section aria-label="Delete your check-ins" className="mt-10">
        <button
          ref={deleteRef}
          type="button"
          disabled={entries.length === 0}
          aria-expanded={confirming}
          onClick={() => setConfirming(true)}
          className={`inline-flex min-h-11 items-center gap-2 rounded-full border border-rose-300 bg-white px-5 py-2.5 text-sm font-semibold text-rose-800 hover:bg-rose-50 disabled:cursor-not-allowed disabled:opacity-60 ${focusRing}`}
        >
          <Trash2 aria-hidden="true" className="size-4" />
          Delete my mood history
        </button>
        {confirming ? (
          <section
            aria-label="Confirm deletion"
            className="mt-4 rounded-2xl border border-rose-200 bg-rose-50 p-5"
          >
            <p className="font-semibold text-stone-900">Delete every check-in from this browser?</p>
            <div className="mt-4 flex flex-wrap gap-3">
              <button
                type="button"
                // biome-ignore lint/a11y/noAutofocus: the confirmation takes focus as it opens
                autoFocus
                onClick={() => {
                  clearMoods();
                  setConfirming(false);
                  setNotice('Your mood history was deleted from this browser.');
                  // The delete button is disabled now: the confirmation line takes focus.
                  requestAnimationFrame(() => noticeRef.current?.focus());
                }}
                className={`inline-flex min-h-11 items-center rounded-full bg-rose-700 px-5 py-2.5 text-sm font-semibold text-white hover:bg-rose-800 ${focusRing}`}
              >
                Yes, delete
              </button>
              <button
                type="button"
                onClick={() => {
                  setConfirming(false);
                  deleteRef.current?.focus();
                }}
                className={`inline-flex min-h-11 items-center rounded-full border border-teal-200 bg-white px-5 py-2.5 text-sm font-semibold text-teal-800 hover:bg-teal-50 ${focusRing}`}
              >
                Keep it
              </button>
            </div>
          </section>
        ) : null}
        <p
          ref={noticeRef}
          tabIndex={-1}
          role="status"
          className="mt-3 text-sm text-stone-700 focus:outline-none"
        >
          {notice}
        </p>
      </section>
    </article>
  );
}
