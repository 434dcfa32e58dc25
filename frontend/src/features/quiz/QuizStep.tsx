import { ArrowLeft, ArrowRight, Check } from 'lucide-react';
import { Progress, RadioGroup } from 'radix-ui';
import { type Ref, useId } from 'react';
import { buttonClass, cardClass } from '@/components/ui/styles';
import type { QuizQuestion } from './types';

interface QuizStepProps {
  question: QuizQuestion;
  index: number;
  total: number;
  selected: number | undefined;
  canComplete: boolean;
  submitting: boolean;
  headingRef: Ref<HTMLHeadingElement>;
  onSelect: (answerId: number) => void;
  onPrevious: () => void;
  onNext: () => void;
  onComplete: () => void;
  onSkip: () => void;
}

/** One question: position, progress bar, options as a radio group, and the step buttons. */
export function QuizStep({
  question,
  index,
  total,
  selected,
  canComplete,
  submitting,
  headingRef,
  onSelect,
  onPrevious,
  onNext,
  onComplete,
  onSkip,
}: QuizStepProps) {
  const id = useId();
  const isLast = index === total - 1;
  const position = `Question ${index + 1} of ${total}`;
  const percent = Math.round(((index + 1) / total) * 100);

  return (
    <div className={cardClass}>
      <div className="flex items-center justify-between gap-4 text-sm text-stone-600">
        <p aria-hidden="true">{position}</p>
        <p aria-hidden="true">{percent}%</p>
      </div>
      <Progress.Root
        value={index + 1}
        max={total}
        aria-label="Quiz progress"
        className="mt-2 h-2 w-full overflow-hidden rounded-full bg-stone-100"
      >
        <Progress.Indicator
          className="h-full rounded-full bg-teal-600 transition-[width] duration-300"
          style={{ width: `${percent}%` }}
        />
      </Progress.Root>

      <h2
        ref={headingRef}
        id={`${id}-question`}
        tabIndex={-1}
        className="mt-6 font-semibold text-stone-900 text-xl leading-snug focus:outline-none sm:text-2xl"
      >
        <span className="sr-only">{position}: </span>
        {question.text}
      </h2>

      <RadioGroup.Root
        key={question.id}
        aria-labelledby={`${id}-question`}
        value={selected === undefined ? '' : String(selected)}
        onValueChange={(value) => onSelect(Number(value))}
        className="mt-6 grid gap-3"
      >
        {question.options.map((option) => {
          const optionId = `${id}-option-${option.id}`;
          const checked = selected === option.id;
          return (
            <div
              key={option.id}
              className={`flex items-center gap-3 rounded-xl border p-4 transition-colors ${
                checked
                  ? 'border-teal-600 bg-teal-50'
                  : 'border-stone-200 hover:border-teal-300 hover:bg-stone-50'
              }`}
            >
              <RadioGroup.Item
                id={optionId}
                value={String(option.id)}
                className="flex size-5 shrink-0 items-center justify-center rounded-full border-2 border-stone-400 bg-white focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-600 focus-visible:ring-offset-2 data-[state=checked]:border-teal-700"
              >
                <RadioGroup.Indicator className="block size-2.5 rounded-full bg-teal-700" />
              </RadioGroup.Item>
              <label htmlFor={optionId} className="flex-1 cursor-pointer text-stone-800">
                {option.text}
              </label>
            </div>
          );
        })}
      </RadioGroup.Root>

      <div className="mt-8 flex items-center justify-between gap-2">
        <div>
          {index > 0 ? (
            <button
              type="button"
              className={buttonClass.secondary}
              onClick={onPrevious}
              disabled={submitting}
            >
              <ArrowLeft aria-hidden="true" className="size-4" />
              Previous
            </button>
          ) : null}
        </div>
        <div className="flex items-center gap-1 sm:gap-2">
          <button type="button" className={buttonClass.ghost} onClick={onSkip} disabled={submitting}>
            Skip
          </button>
          {isLast ? (
            <button
              type="button"
              className={buttonClass.primary}
              onClick={onComplete}
              disabled={!canComplete || submitting}
            >
              <Check aria-hidden="true" className="size-4" />
              {submitting ? 'Submitting...' : 'Complete'}
            </button>
          ) : (
            <button
              type="button"
              className={buttonClass.primary}
              onClick={onNext}
              disabled={selected === undefined}
            >
              Next
              <ArrowRight aria-hidden="true" className="size-4" />
            </button>
          )}
        </div>
      </div>
    </div>
  );
}
