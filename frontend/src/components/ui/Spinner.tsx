import { Loader2 } from 'lucide-react';

/** A calm loading indicator with text for screen readers (and optionally on screen). */
export function Spinner({ label = 'Loading…', showLabel = false }: { label?: string; showLabel?: boolean }) {
  return (
    <div role="status" className="flex flex-col items-center justify-center gap-3 py-16 text-stone-600">
      <Loader2 aria-hidden="true" className="size-8 animate-spin text-teal-700 motion-reduce:animate-none" />
      <span className={showLabel ? 'text-sm' : 'sr-only'}>{label}</span>
    </div>
  );
}
