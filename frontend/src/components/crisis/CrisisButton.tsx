import { LifeBuoy } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { lazyModule, onFirstInteraction, prefetch, useLazyModule } from '@/components/ui/lazyModule';
import { CrisisDialogResources } from './CrisisResourcesList';

// The dialog (with its focus trap and scroll lock) is not part of the first download: it is fetched on the
// visitor's first interaction with the page (or hover, focus or press of the button), so it is usually
// ready before it is needed. The list of lines itself stays here for the fallback below.
const crisisDialog = lazyModule(() => import('./CrisisDialog'));

/** The fixed red round button on every screen and the Crisis Resources dialog it opens. */
export function CrisisButton({ className = '' }: { className?: string }) {
  const [mod, ensure] = useLazyModule(crisisDialog);
  const [open, setOpen] = useState(false);
  const [fallback, setFallback] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  useEffect(() => (mod ? undefined : onFirstInteraction(() => prefetch(crisisDialog))), [mod]);

  const show = () => {
    if (mod) {
      setOpen(true);
      return;
    }
    ensure().then(
      () => setOpen(true),
      // Offline or a stale deployment: the resources must still be reachable.
      () => setFallback(true),
    );
  };

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        aria-label="Crisis Resources"
        title="Crisis Resources"
        aria-haspopup="dialog"
        aria-expanded={open || fallback}
        data-state={open || fallback ? 'open' : 'closed'}
        onPointerEnter={() => prefetch(crisisDialog)}
        onFocus={() => prefetch(crisisDialog)}
        onClick={show}
        className={`pointer-events-auto flex size-14 items-center justify-center rounded-full bg-rose-700 text-white shadow-lg ring-4 ring-white/80 transition-colors hover:bg-rose-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-rose-600 focus-visible:ring-offset-2 ${className}`}
      >
        <LifeBuoy aria-hidden="true" className="size-7" />
        <span className="sr-only">Crisis Resources</span>
      </button>
      {mod ? <mod.CrisisDialog open={open} onOpenChange={setOpen} returnFocusTo={buttonRef} /> : null}
      {fallback ? (
        <CrisisFallback
          onClose={() => {
            setFallback(false);
            buttonRef.current?.focus();
          }}
        />
      ) : null}
    </>
  );
}

/** A plain version of the dialog, used only when the dialog code cannot be downloaded. */
function CrisisFallback({ onClose }: { onClose: () => void }) {
  const titleId = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => titleRef.current?.focus(), []);
  return (
    <div className="pointer-events-auto fixed inset-0 z-[70] flex items-center justify-center bg-stone-900/50 p-4 dark:bg-black/70">
      <div
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        onKeyDown={(event) => {
          if (event.key === 'Escape') onClose();
        }}
        className="max-h-[90dvh] w-full max-w-lg overflow-y-auto rounded-2xl bg-white p-6 shadow-xl sm:p-8"
      >
        <h2
          id={titleId}
          tabIndex={-1}
          ref={titleRef}
          className="font-semibold text-stone-900 text-xl focus:outline-none"
        >
          Crisis Resources
        </h2>
        <p className="mt-2 text-sm text-stone-700">
          If you are thinking about harming yourself or you feel unsafe, please reach out now. These services
          are free and confidential.
        </p>
        <CrisisDialogResources onNavigate={onClose} />
        <div className="mt-6 flex justify-end">
          <button
            type="button"
            onClick={onClose}
            className="inline-flex items-center justify-center rounded-xl border border-stone-300 bg-white px-5 py-2.5 font-medium text-sm text-stone-800 hover:bg-stone-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-600 focus-visible:ring-offset-2"
          >
            Close
          </button>
        </div>
      </div>
    </div>
  );
}
