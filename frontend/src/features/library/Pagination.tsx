import { ChevronLeft, ChevronRight } from 'lucide-react';
import { focusRing } from './ui';

const pageButton = `inline-flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-full px-3 text-sm font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-50 ${focusRing}`;

/** Previous, numbered pages and Next. Renders nothing when there is a single page. */
export function Pagination({
  page,
  pages,
  onChange,
}: {
  page: number;
  pages: number;
  onChange: (page: number) => void;
}) {
  if (pages <= 1) return null;
  return (
    <nav aria-label="Pagination" className="mt-10">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        <li>
          <button
            type="button"
            className={`${pageButton} border border-stone-300 bg-white text-stone-800 enabled:hover:bg-stone-100`}
            disabled={page <= 1}
            onClick={() => onChange(page - 1)}
          >
            <ChevronLeft aria-hidden="true" className="size-4" />
            <span className="sr-only sm:not-sr-only">Previous</span>
          </button>
        </li>
        {Array.from({ length: pages }, (_, i) => i + 1).map((n) => (
          <li key={n}>
            <button
              type="button"
              aria-label={`Page ${n}`}
              aria-current={n === page ? 'page' : undefined}
              className={`${pageButton} ${
                n === page
                  ? 'bg-teal-700 text-white'
                  : 'border border-stone-300 bg-white text-stone-800 hover:bg-stone-100'
              }`}
              onClick={() => onChange(n)}
            >
              {n}
            </button>
          </li>
        ))}
        <li>
          <button
            type="button"
            className={`${pageButton} border border-stone-300 bg-white text-stone-800 enabled:hover:bg-stone-100`}
            disabled={page >= pages}
            onClick={() => onChange(page + 1)}
          >
            <span className="sr-only sm:not-sr-only">Next</span>
            <ChevronRight aria-hidden="true" className="size-4" />
          </button>
        </li>
      </ul>
    </nav>
  );
}
