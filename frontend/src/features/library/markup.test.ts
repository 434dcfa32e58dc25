import { describe, expect, it } from 'vitest';
import { extractToc, middleBreakIndex, parseInline, parseMarkup, stripLeadingTitle } from './markup';

describe('table of contents', () => {
  const source = [
    '# Big picture',
    'Text',
    '## A closer look',
    '- item',
    '### Small detail',
    '#### Too deep, stays text',
    '## **Bold** heading',
    '#No space is not a heading',
  ].join('\n');

  it('lists headings of levels 1 to 3 with anchors numbered in order', () => {
    expect(extractToc(source)).toEqual([
      { id: 'heading-0', text: 'Big picture', level: 1 },
      { id: 'heading-1', text: 'A closer look', level: 2 },
      { id: 'heading-2', text: 'Small detail', level: 3 },
      { id: 'heading-3', text: 'Bold heading', level: 2 },
    ]);
  });

  it('gives the rendered headings the same anchors, and none without the option', () => {
    const anchored = parseMarkup(source, { anchors: true }).flatMap((b) =>
      b.kind === 'heading' ? [b.anchor] : [],
    );
    expect(anchored).toEqual(['heading-0', 'heading-1', 'heading-2', 'heading-3']);
    const plain = parseMarkup(source).flatMap((b) => (b.kind === 'heading' ? [b.anchor] : []));
    expect(plain).toEqual([undefined, undefined, undefined, undefined]);
  });
});

describe('parseMarkup', () => {
  it('groups consecutive bullets and numbered lines, and collapses blank lines into one spacer', () => {
    const blocks = parseMarkup('\n\n- one\n- two\n\n\n\n1. first\n2. second\nAfter\n\n');
    expect(blocks.map((b) => b.kind)).toEqual(['bullets', 'spacer', 'numbered', 'paragraph']);
    expect(blocks[0]).toMatchObject({ items: [[{ text: 'one' }], [{ text: 'two' }]] });
    expect(blocks[2]).toMatchObject({ start: 1, items: [[{ text: 'first' }], [{ text: 'second' }]] });
  });

  it('recognises a wholly bold line as a lead, but not a line with two bold parts', () => {
    expect(parseMarkup('**All of it.**')[0]).toEqual({
      kind: 'lead',
      segments: [{ text: 'All of it.', bold: false }],
    });
    expect(parseMarkup('**a** and **b**')[0]!.kind).toBe('paragraph');
  });

  it('reads the visual-analogy callout text between the tags', () => {
    expect(parseMarkup('  <visual-analogy>Like a **tide**.</visual-analogy>')[0]).toEqual({
      kind: 'callout',
      segments: [
        { text: 'Like a ', bold: false },
        { text: 'tide', bold: true },
        { text: '.', bold: false },
      ],
    });
  });

  it('keeps an unmatched double asterisk as text', () => {
    expect(parseInline('2 ** 3 is eight')).toEqual([{ text: '2 ** 3 is eight', bold: false }]);
  });
});

describe('stripLeadingTitle', () => {
  it('drops a first level-1 heading that repeats the title', () => {
    expect(stripLeadingTitle('\n# When It Rains\n\nBody', 'When it rains')).toBe('\nBody');
  });

  it('keeps anything else', () => {
    expect(stripLeadingTitle('# Another heading\nBody', 'When it rains')).toBe('# Another heading\nBody');
    expect(stripLeadingTitle('Body\n# When It Rains', 'When It Rains')).toBe('Body\n# When It Rains');
  });
});

describe('middleBreakIndex', () => {
  it('chooses the heading nearest the middle', () => {
    const blocks = parseMarkup('# A\np\np\np\n## B\np\np\n## C\np\np\np\np');
    // 12 blocks, middle 6: the headings sit at 0, 4 and 7; the first one never counts.
    expect(middleBreakIndex(blocks)).toBe(7);
    expect(middleBreakIndex(parseMarkup('p\np\np\np'))).toBe(2);
  });
});
