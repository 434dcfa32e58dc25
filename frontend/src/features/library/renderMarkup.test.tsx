import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Markup, renderMarkup } from './renderMarkup';

function renderSource(source: string, anchors = false) {
  return render(<div data-testid="root">{renderMarkup(source, { anchors })}</div>).getByTestId('root');
}

describe('renderMarkup', () => {
  it('renders #, ##, ### as h2, h3, h4 (the page title is the h1)', () => {
    const root = renderSource('# One\n## Two\n### Three');
    expect(root.querySelector('h1')).toBeNull();
    expect(root.querySelector('h2')).toHaveTextContent('One');
    expect(root.querySelector('h3')).toHaveTextContent('Two');
    expect(root.querySelector('h4')).toHaveTextContent('Three');
  });

  it('gives blog headings numbered ids when asked', () => {
    const root = renderSource('# One\ntext\n## Two\n### Three', true);
    expect([...root.querySelectorAll('h2, h3, h4')].map((h) => h.id)).toEqual([
      'heading-0',
      'heading-1',
      'heading-2',
    ]);
  });

  it('groups consecutive bullets in one list', () => {
    const root = renderSource('- one\n- two\n- three\n\nText\n\n- four');
    const lists = root.querySelectorAll('ul');
    expect(lists).toHaveLength(2);
    expect(lists[0]!.querySelectorAll('li')).toHaveLength(3);
    expect(lists[1]!.querySelectorAll('li')).toHaveLength(1);
  });

  it('groups numbered lines in an ordered list', () => {
    const root = renderSource('1. first\n2. second\n3. third');
    const list = root.querySelector('ol');
    expect(list).not.toBeNull();
    expect([...list!.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      'first',
      'second',
      'third',
    ]);
  });

  it('renders a wholly bold line as a bold lead paragraph', () => {
    const root = renderSource('**Take a breath.**');
    const p = root.querySelector('p');
    expect(p).toHaveTextContent('Take a breath.');
    expect(p).toHaveClass('font-semibold');
    expect(p!.textContent).not.toContain('**');
  });

  it('renders inline double asterisks as strong', () => {
    const root = renderSource('Try **one small thing** today.');
    expect(root.querySelector('p strong')).toHaveTextContent('one small thing');
    expect(root.querySelector('p')).toHaveTextContent('Try one small thing today.');
  });

  it('renders the visual-analogy line as a highlighted callout without the tags', () => {
    const root = renderSource(
      'Before\n<visual-analogy>Feelings are weather, not climate.</visual-analogy>\nAfter',
    );
    const note = root.querySelector('[role="note"]');
    expect(note).toHaveTextContent('Feelings are weather, not climate.');
    expect(root.textContent).not.toContain('visual-analogy');
  });

  it('turns blank lines into spacing and other lines into paragraphs', () => {
    const root = renderSource('One\n\nTwo');
    expect(root.querySelectorAll('p')).toHaveLength(2);
    expect(root.querySelectorAll('div[aria-hidden="true"]')).toHaveLength(1);
  });

  it('never turns content into elements: script and img tags show as text', () => {
    const source = [
      '<script>alert(1)</script>',
      '# <img src=x onerror=alert(1)>',
      '- **<script>alert(2)</script>**',
      '<visual-analogy><img src=x onerror="alert(3)"></visual-analogy>',
      '**<b onclick=alert(4)>lead</b>**',
    ].join('\n');
    const { container } = render(<Markup source={source} anchors />);
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
    expect(container.textContent).toContain('<script>alert(1)</script>');
    expect(container.textContent).toContain('<img src=x onerror=alert(1)>');
    expect(container.querySelector('li strong')).toHaveTextContent('<script>alert(2)</script>');
    expect(container.querySelector('[role="note"]')).toHaveTextContent('<img src=x onerror="alert(3)">');
  });
});
