import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ArticleNotFound, ArticleView } from './ArticleView';
import { makeArticle } from './test/fixtures';

const content = [
  '# Finding Calm',
  '',
  'Opening paragraph with **bold** words.',
  '',
  '## Why it matters',
  'Text.',
  '## What to try',
  '- One',
  '- Two',
  '### A small step',
  'More.',
  '# Wrapping up',
  'End.',
].join('\n');

const article = makeArticle(1, { title: 'Finding Calm', content, tags: ['calm', 'breathing', 'stress'] });
const others = [
  makeArticle(2, { tags: ['calm'] }),
  makeArticle(3, { tags: ['sleep'] }),
  makeArticle(4, { tags: ['stress'] }),
  makeArticle(5, { tags: ['breathing', 'calm'] }),
  makeArticle(6, { tags: ['calm'] }),
];

function renderArticle() {
  return render(
    <MemoryRouter>
      <ArticleView article={article} articles={[article, ...others]} />
    </MemoryRouter>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ArticleView', () => {
  it('shows the hero, sets the title and has one h1', () => {
    renderArticle();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Finding Calm');
    expect(screen.getByText('By Sage Wellness Team')).toBeInTheDocument();
    expect(screen.getAllByText('5 min read')[0]).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Blog' })).toHaveAttribute('href', '/resources');
    expect(document.title).toMatch(/^Finding Calm/);
  });

  it('builds the contents from headings 1-3 (without the repeated title) with numbered anchors', () => {
    renderArticle();
    const panel = screen.getByRole('navigation', { name: 'Contents' });
    const links = within(panel).getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Why it matters', '#heading-0'],
      ['What to try', '#heading-1'],
      ['A small step', '#heading-2'],
      ['Wrapping up', '#heading-3'],
    ]);
    expect(document.getElementById('heading-2')).toHaveTextContent('A small step');
  });

  it('has a collapsible Table of Contents that closes when a link is chosen', async () => {
    const user = userEvent.setup();
    renderArticle();
    const toggle = screen.getByRole('button', { name: /Table of Contents/ });
    expect(toggle).toHaveTextContent('4 sections');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const mobile = screen.getByRole('navigation', { name: 'Table of Contents' });
    await user.click(within(mobile).getByRole('link', { name: 'What to try' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(document.activeElement).toBe(document.getElementById('heading-1'));
  });

  it('has three ad placeholders and up to three related articles in list order', () => {
    renderArticle();
    expect(screen.getAllByRole('complementary', { name: /Advertisement/ })).toHaveLength(3);
    const related = screen.getByRole('region', { name: 'Related Articles' });
    expect(
      within(related)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/resources/article-2', '/resources/article-4', '/resources/article-5']);
  });

  it('shares with the device share function when there is one', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, share });
    const user = userEvent.setup();
    renderArticle();
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(share).toHaveBeenCalledWith({
      title: 'Finding Calm',
      text: article.excerpt,
      url: window.location.href,
    });
  });

  it('otherwise copies the address silently', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    // fireEvent, not userEvent: userEvent installs its own clipboard.
    vi.stubGlobal('navigator', { ...navigator, share: undefined, clipboard: { writeText } });
    renderArticle();
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(window.location.href));
  });
});

describe('ArticleNotFound', () => {
  it('says the post was not found and links back to the blog', () => {
    render(
      <MemoryRouter>
        <ArticleNotFound />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Post Not Found' })).toBeInTheDocument();
    expect(screen.getByText("The article you're looking for doesn't exist.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Blog' })).toHaveAttribute('href', '/resources');
  });
});
