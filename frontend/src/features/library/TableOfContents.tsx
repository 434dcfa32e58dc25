import { clsx } from 'clsx';
import { ChevronDown, ListTree } from 'lucide-react';
import { type MouseEvent, useId, useState } from 'react';
import type { TocEntry } from './markup';
import { focusRing, scrollToAndFocus } from './ui';

// Indented relative to the shallowest heading present, so a body using only ## and ### starts flush.
const indent = ['', 'pl-3', 'pl-6'] as const;

function jumpTo(event: MouseEvent<HTMLAnchorElement>, id: string): void {
  const target = document.getElementById(id);
  if (!target) return;
  // Scroll and move focus ourselves: the address keeps its path, and keyboard users land on the section.
  event.preventDefault();
  scrollToAndFocus(target);
}

function TocLinks({ entries, onChoose }: { entries: TocEntry[]; onChoose?: () => void }) {
  const top = Math.min(...entries.map((e) => e.level));
  return (
    <ol className="space-y-1">
      {entries.map((entry) => (
        <li key={entry.id} className={indent[entry.level - top]}>
          <a
            href={`#${entry.id}`}
            onClick={(event) => {
              jumpTo(event, entry.id);
              onChoose?.();
            }}
            className={clsx(
              'block rounded-lg px-2 py-1.5 text-sm leading-snug text-stone-700 hover:bg-teal-50 hover:text-teal-800',
              entry.level === top && 'font-medium text-stone-800',
              focusRing,
            )}
          >
            {entry.text}
          </a>
        </li>
      ))}
    </ol>
  );
}

function sectionCount(n: number): string {
  return `${n} ${n === 1 ? 'section' : 'sections'}`;
}

/** Contents list as a sticky side panel, shown on large screens only. */
export function TableOfContentsPanel({ entries }: { entries: TocEntry[] }) {
  const headingId = useId();
  if (entries.length === 0) return null;
  return (
    <nav
      aria-labelledby={headingId}
      className="sticky top-24 max-h-[calc(100vh-7rem)] overflow-y-auto rounded-2xl border border-stone-200 bg-white p-4 shadow-sm"
    >
      <h2 id={headingId} className="mb-2 flex items-center gap-2 px-2 text-sm font-semibold text-stone-900">
        <ListTree aria-hidden="true" className="size-4 text-teal-700" />
        Contents
      </h2>
      <TocLinks entries={entries} />
    </nav>
  );
}

/** Collapsible "Table of Contents" for small screens; it closes when a link is chosen. */
export function TableOfContentsToggle({ entries }: { entries: TocEntry[] }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  if (entries.length === 0) return null;
  return (
    <nav aria-label="Table of Contents" className="rounded-2xl border border-stone-200 bg-white shadow-sm">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
        className={`flex min-h-12 w-full items-center justify-between gap-3 rounded-2xl px-4 py-3 text-left ${focusRing}`}
      >
        <span className="flex items-center gap-2 font-semibold text-stone-900">
          <ListTree aria-hidden="true" className="size-5 text-teal-700" />
          Table of Contents
        </span>
        <span className="flex items-center gap-2 text-sm text-stone-600">
          {sectionCount(entries.length)}
          <ChevronDown
            aria-hidden="true"
            className={clsx(
              'size-5 transition-transform motion-reduce:transition-none',
              open && 'rotate-180',
            )}
          />
        </span>
      </button>
      <div id={panelId} hidden={!open} className="border-t border-stone-200 px-2 py-3">
        <TocLinks entries={entries} onChoose={() => setOpen(false)} />
      </div>
    </nav>
  );
}
