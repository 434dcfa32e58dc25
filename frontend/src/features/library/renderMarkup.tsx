import { Lightbulb } from 'lucide-react';
import type { ReactNode } from 'react';
import { type InlineSegment, type MarkupBlock, type ParseOptions, parseMarkup } from './markup';

/**
 * Renders article and lesson markup as React elements. Every piece of source text ends up as a React text
 * node, which React escapes, so markup in the content (a `<script>` tag, an `<img onerror>`) shows as
 * literal text and can never become an element. No raw HTML is ever inserted.
 *
 * Levels are relative: the shallowest heading in the body becomes h2 (the page title is the page's only h1),
 * the next h3, then h4, so outlines never skip a level (an article whose "# " title line was dropped starts
 * its sections at h2).
 */

function Inline({ segments }: { segments: InlineSegment[] }) {
  return (
    <>
      {segments.map((segment, i) =>
        segment.bold ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: segments are static and never reordered
          <strong key={i} className="font-semibold text-stone-900">
            {segment.text}
          </strong>
        ) : (
          segment.text
        ),
      )}
    </>
  );
}

const headingClass = {
  1: 'mt-6 text-2xl font-bold tracking-tight text-stone-900 sm:text-[1.7rem]',
  2: 'mt-5 text-xl font-semibold text-stone-900 sm:text-[1.35rem]',
  3: 'mt-4 text-lg font-semibold text-stone-900',
} as const;

function Block({ block, topLevel }: { block: MarkupBlock; topLevel: number }) {
  switch (block.kind) {
    case 'heading': {
      const Tag = (['h2', 'h3', 'h4'] as const)[block.level - topLevel]!;
      return (
        <Tag
          id={block.anchor}
          tabIndex={block.anchor ? -1 : undefined}
          className={`${headingClass[block.level]} scroll-mt-24 leading-snug first:mt-0 focus:outline-none`}
        >
          <Inline segments={block.segments} />
        </Tag>
      );
    }
    case 'paragraph':
      return (
        <p className="mt-2 leading-relaxed text-stone-700 first:mt-0">
          <Inline segments={block.segments} />
        </p>
      );
    case 'lead':
      return (
        <p className="mt-2 text-lg leading-relaxed font-semibold text-stone-900 first:mt-0">
          <Inline segments={block.segments} />
        </p>
      );
    case 'callout':
      return (
        <div
          role="note"
          className="my-2 flex gap-3 rounded-2xl border border-teal-200 bg-teal-50 p-4 text-teal-950 sm:p-5"
        >
          <Lightbulb aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-teal-700" />
          <p className="leading-relaxed italic">
            <Inline segments={block.segments} />
          </p>
        </div>
      );
    case 'bullets':
      return (
        <ul className="mt-2 list-disc space-y-2 pl-6 text-stone-700 marker:text-teal-700 first:mt-0">
          {block.items.map((item, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: list items are static and never reordered
            <li key={i} className="pl-1 leading-relaxed">
              <Inline segments={item} />
            </li>
          ))}
        </ul>
      );
    case 'numbered':
      return (
        <ol
          start={block.start === 1 ? undefined : block.start}
          className="mt-2 list-decimal space-y-2 pl-6 text-stone-700 marker:font-semibold marker:text-teal-700 first:mt-0"
        >
          {block.items.map((item, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: list items are static and never reordered
            <li key={i} className="pl-1 leading-relaxed">
              <Inline segments={item} />
            </li>
          ))}
        </ol>
      );
    case 'spacer':
      return <div aria-hidden="true" className="h-3" />;
  }
}

/** The shallowest heading level among the blocks (1 when there is none). */
export function topHeadingLevel(blocks: MarkupBlock[]): number {
  const levels = blocks.flatMap((b) => (b.kind === 'heading' ? [b.level] : []));
  return levels.length > 0 ? Math.min(...levels) : 1;
}

/** Renders already-parsed blocks (lets a page place something, such as an ad slot, between them). */
export function MarkupBlocks({
  blocks,
  topLevel = topHeadingLevel(blocks),
}: {
  blocks: MarkupBlock[];
  topLevel?: number;
}) {
  return (
    <>
      {blocks.map((block, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: blocks come from static content and never reorder
        <Block key={i} block={block} topLevel={topLevel} />
      ))}
    </>
  );
}

/** Parses and renders markup in one step. */
export function renderMarkup(source: string, options: ParseOptions = {}): ReactNode {
  return <MarkupBlocks blocks={parseMarkup(source, options)} />;
}

/** Component form of {@link renderMarkup}. */
export function Markup({ source, anchors = false }: { source: string; anchors?: boolean }) {
  return <MarkupBlocks blocks={parseMarkup(source, { anchors })} />;
}
