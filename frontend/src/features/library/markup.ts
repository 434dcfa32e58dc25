/**
 * Parser for the small markup used by articles and lessons.
 * The parser only ever produces plain strings inside a typed block tree; the renderer turns that tree into
 * React elements, so text is always inserted as text and never interpreted as HTML.
 */

/** A run of inline text: plain, or bold when it was wrapped in double asterisks. */
export interface InlineSegment {
  text: string;
  bold: boolean;
}

export interface HeadingBlock {
  kind: 'heading';
  level: 1 | 2 | 3;
  /** The heading without inline markers. */
  text: string;
  segments: InlineSegment[];
  /** Present when parsed with anchors: heading-0, heading-1, ... in order. */
  anchor?: string;
}

export type MarkupBlock =
  | HeadingBlock
  | { kind: 'paragraph'; segments: InlineSegment[] }
  | { kind: 'lead'; segments: InlineSegment[] }
  | { kind: 'callout'; segments: InlineSegment[] }
  | { kind: 'bullets'; items: InlineSegment[][] }
  | { kind: 'numbered'; start: number; items: InlineSegment[][] }
  | { kind: 'spacer' };

export interface ParseOptions {
  /** Give headings of levels 1 to 3 ids numbered in order of appearance: heading-0, heading-1, ... */
  anchors?: boolean;
}

export interface TocEntry {
  id: string;
  text: string;
  level: 1 | 2 | 3;
}

const HEADING = /^(#{1,3}) +(.+)$/;
const BULLET = /^- +(.*)$/;
const NUMBERED = /^(\d+)\. +(.*)$/;
const CALLOUT_OPEN = '<visual-analogy>';
const CALLOUT_CLOSE = '</visual-analogy>';

export function headingAnchor(index: number): string {
  return `heading-${index}`;
}

/** Splits a line into plain and bold runs. An unmatched `**` is kept as literal text. */
export function parseInline(line: string): InlineSegment[] {
  const segments: InlineSegment[] = [];
  const pattern = /\*\*(.+?)\*\*/g;
  let last = 0;
  for (const match of line.matchAll(pattern)) {
    const start = match.index;
    if (start > last) segments.push({ text: line.slice(last, start), bold: false });
    segments.push({ text: match[1] ?? '', bold: true });
    last = start + match[0].length;
  }
  if (last < line.length) segments.push({ text: line.slice(last), bold: false });
  return segments;
}

/** The text of inline segments without any markers, e.g. for a contents list. */
export function plainText(segments: InlineSegment[]): string {
  return segments.map((s) => s.text).join('');
}

function isWhollyBold(line: string): boolean {
  if (line.length <= 4 || !line.startsWith('**') || !line.endsWith('**')) return false;
  return !line.slice(2, -2).includes('**');
}

function calloutText(line: string): string {
  const inner = line.slice(CALLOUT_OPEN.length);
  const close = inner.indexOf(CALLOUT_CLOSE);
  return (close === -1 ? inner : inner.slice(0, close)).trim();
}

export function parseMarkup(source: string, options: ParseOptions = {}): MarkupBlock[] {
  const blocks: MarkupBlock[] = [];
  let headingCount = 0;

  for (const raw of source.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trim();
    const previous = blocks.at(-1);

    if (line === '') {
      // Blank lines become spacing; a run of them counts once, and none is kept at the very start.
      if (previous && previous.kind !== 'spacer') blocks.push({ kind: 'spacer' });
      continue;
    }

    if (line.startsWith(CALLOUT_OPEN)) {
      blocks.push({ kind: 'callout', segments: parseInline(calloutText(line)) });
      continue;
    }

    const heading = HEADING.exec(line);
    if (heading) {
      const level = heading[1]!.length as 1 | 2 | 3;
      const segments = parseInline(heading[2]!.trim());
      const block: HeadingBlock = { kind: 'heading', level, text: plainText(segments), segments };
      if (options.anchors) block.anchor = headingAnchor(headingCount);
      headingCount += 1;
      blocks.push(block);
      continue;
    }

    const bullet = BULLET.exec(line);
    if (bullet) {
      const item = parseInline(bullet[1]!);
      if (previous?.kind === 'bullets') previous.items.push(item);
      else blocks.push({ kind: 'bullets', items: [item] });
      continue;
    }

    const numbered = NUMBERED.exec(line);
    if (numbered) {
      const item = parseInline(numbered[2]!);
      if (previous?.kind === 'numbered') previous.items.push(item);
      else blocks.push({ kind: 'numbered', start: Number(numbered[1]), items: [item] });
      continue;
    }

    if (isWhollyBold(line)) {
      blocks.push({ kind: 'lead', segments: [{ text: line.slice(2, -2).trim(), bold: false }] });
      continue;
    }

    blocks.push({ kind: 'paragraph', segments: parseInline(line) });
  }

  if (blocks.at(-1)?.kind === 'spacer') blocks.pop();
  return blocks;
}

/** Contents list: headings of levels 1 to 3 with the same numbered anchors the renderer gives them. */
export function tocFromBlocks(blocks: MarkupBlock[]): TocEntry[] {
  const entries: TocEntry[] = [];
  for (const block of blocks) {
    if (block.kind === 'heading' && block.anchor) {
      entries.push({ id: block.anchor, text: block.text, level: block.level });
    }
  }
  return entries;
}

export function extractToc(source: string): TocEntry[] {
  return tocFromBlocks(parseMarkup(source, { anchors: true }));
}

/**
 * Article bodies often open with a level-1 heading repeating the article title, which the page already
 * shows as its h1. Dropping that one line avoids a duplicate title and a contents entry that points at
 * the top of the body.
 */
export function stripLeadingTitle(source: string, title: string): string {
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  const first = lines.findIndex((l) => l.trim() !== '');
  if (first === -1) return source;
  const match = /^# +(.+)$/.exec(lines[first]!.trim());
  if (!match || normalise(match[1]!) !== normalise(title)) return source;
  return lines.slice(first + 1).join('\n');
}

function normalise(text: string): string {
  return text.replace(/\*\*/g, '').trim().toLowerCase();
}

/**
 * Index at which to place a mid-body slot: the heading (or block) nearest the middle of the body, so the
 * slot sits between sections rather than inside a list or between a heading and its text.
 */
export function middleBreakIndex(blocks: MarkupBlock[]): number {
  if (blocks.length < 2) return blocks.length;
  const middle = Math.floor(blocks.length / 2);
  let best = -1;
  for (let i = 1; i < blocks.length; i += 1) {
    if (blocks[i]!.kind === 'heading' && (best === -1 || Math.abs(i - middle) < Math.abs(best - middle))) {
      best = i;
    }
  }
  return best === -1 ? middle : best;
}
