import { clsx } from 'clsx';
import { Coffee, Info } from 'lucide-react';
import { Link } from 'react-router-dom';
import { COMPANION_NAME } from '@/lib/brand';
import { focusRing } from './styles';

/** The short, honest notice every conversation begins with. */
export function AiNotice() {
  return (
    <p
      data-testid="ai-notice"
      className="mx-auto flex max-w-xl items-start gap-2 rounded-xl border border-stone-200 bg-white/70 px-3 py-2 text-stone-700 text-xs leading-relaxed"
    >
      <Info aria-hidden="true" className="mt-0.5 size-3.5 shrink-0 text-teal-700" />
      <span>
        {COMPANION_NAME} is an AI, not a person. It can be wrong, and it is not a substitute for professional
        care. In an emergency, use the red Crisis Resources button.
      </span>
    </p>
  );
}

/** Shown above the message box after three hours of continuous conversation (and every three after). */
export function BreakReminder({ onDismiss }: { onDismiss: () => void }) {
  return (
    <div
      role="status"
      className="mb-2 flex items-start gap-3 rounded-2xl border border-teal-100 bg-teal-50 p-3 text-sm text-teal-900"
    >
      <Coffee aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <p className="flex-1">
        We've been talking for a while. This might be a good moment for a short break: a glass of water, a
        stretch, some fresh air. I'll be here when you come back.{' '}
        <Link
          to="/grounding"
          className={clsx('rounded-sm font-medium underline underline-offset-2', focusRing)}
        >
          Try a breathing exercise
        </Link>
      </p>
      <button
        type="button"
        onClick={onDismiss}
        className={clsx(
          'shrink-0 rounded-full border border-teal-200 bg-white px-3 py-1 font-medium text-teal-900 hover:bg-teal-100',
          focusRing,
        )}
      >
        Thanks
      </button>
    </div>
  );
}
