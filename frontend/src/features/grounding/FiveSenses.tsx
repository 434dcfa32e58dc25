import { ArrowLeft, ArrowRight, RotateCcw } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { SENSE_STEPS } from './exercises';
import { primaryButton, secondaryButton } from './ui';

/**
 * The 5-4-3-2-1 exercise, one sense at a time. What the visitor types is optional and stays in this
 * component's memory only: it is never stored or sent, and it is gone when they leave the page.
 */
export function FiveSenses() {
  const [step, setStep] = useState(0);
  const [notes, setNotes] = useState<string[]>(() => SENSE_STEPS.map(() => ''));
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const inputId = useId();
  const done = step >= SENSE_STEPS.length;
  const current = SENSE_STEPS[step];

  // Each new step (after the first) takes focus at its heading, so a screen reader reads it next.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every step change on purpose
  useEffect(() => {
    if (moved.current) headingRef.current?.focus();
  }, [step]);

  const go = (next: number) => {
    moved.current = true;
    setStep(next);
  };

  if (done || !current) {
    return (
      <div className="rounded-2xl border border-teal-100 bg-teal-50 p-6">
        <h3
          ref={headingRef}
          tabIndex={-1}
          className="text-xl font-semibold text-stone-900 focus:outline-none"
        >
          Well done
        </h3>
        <p className="mt-2 leading-relaxed text-stone-700">
          Take a moment to notice how you feel now. If your mind wandered on the way, that's normal: there is
          no way to fail at this. You can go round again whenever you like.
        </p>
        <button
          type="button"
          className={`${secondaryButton} mt-5`}
          onClick={() => {
            setNotes(SENSE_STEPS.map(() => ''));
            go(0);
          }}
        >
          <RotateCcw aria-hidden="true" className="size-4" />
          Start again
        </button>
      </div>
    );
  }

  return (
    <div className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6">
      <p className="text-sm font-medium text-teal-800">
        Step {step + 1} of {SENSE_STEPS.length}
      </p>
      <div aria-hidden="true" className="mt-2 flex gap-1.5">
        {SENSE_STEPS.map((s, i) => (
          <span
            key={s.count}
            className={`h-1.5 flex-1 rounded-full ${i <= step ? 'bg-teal-600' : 'bg-stone-200'}`}
          />
        ))}
      </div>
      <h3
        ref={headingRef}
        tabIndex={-1}
        className="mt-4 text-2xl font-semibold text-stone-900 focus:outline-none"
      >
        Notice {current.count} {current.things}
      </h3>
      <p className="mt-2 leading-relaxed text-stone-700">{current.hint} Go slowly.</p>
      <form
        className="mt-4"
        onSubmit={(event) => {
          event.preventDefault();
          go(step + 1);
        }}
      >
        <label htmlFor={inputId} className="block text-sm font-medium text-stone-800">
          Write them down if it helps (optional, not saved)
        </label>
        <input
          id={inputId}
          type="text"
          autoComplete="off"
          value={notes[step] ?? ''}
          onChange={(event) => setNotes((prev) => prev.map((n, i) => (i === step ? event.target.value : n)))}
          className="mt-2 block min-h-11 w-full rounded-xl border border-stone-300 bg-white px-4 py-2.5 text-base text-stone-900 focus-visible:border-teal-600 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-600/40"
        />
        <div className="mt-5 flex flex-wrap gap-3">
          {step > 0 ? (
            <button type="button" className={secondaryButton} onClick={() => go(step - 1)}>
              <ArrowLeft aria-hidden="true" className="size-4" />
              Back
            </button>
          ) : null}
          <button type="submit" className={primaryButton}>
            {step === SENSE_STEPS.length - 1 ? 'Finish' : 'Next'}
            <ArrowRight aria-hidden="true" className="size-4" />
          </button>
        </div>
      </form>
    </div>
  );
}
