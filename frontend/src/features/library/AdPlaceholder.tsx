import { clsx } from 'clsx';

/**
 * A neutral, labelled placeholder where the ad network's unit would be placed (spec: "placeholders on blog
 * pages"). It loads nothing. `label` names the landmark so several on one page stay distinguishable.
 */
export function AdPlaceholder({
  label = 'Advertisement',
  className,
}: {
  label?: string;
  className?: string;
}) {
  return (
    <aside
      aria-label={label}
      className={clsx(
        'flex min-h-24 items-center justify-center rounded-2xl border border-dashed border-stone-300 bg-stone-100 px-4 py-6',
        className,
      )}
    >
      <p className="text-xs font-medium tracking-widest text-stone-600 uppercase">Advertisement</p>
    </aside>
  );
}
