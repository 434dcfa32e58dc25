import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BlogListView, type LessonTopicSummary } from './BlogListView';
import { makeArticle, makeArticles } from './test/fixtures';

const topics: LessonTopicSummary[] = [
  { key: 'breathing', title: 'Breathing', description: 'Calm breaths.', icon: 'Wind', count: 2 },
];

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search}</output>;
}

function renderList(articles = makeArticles(20), initial = '/resources') {
  return render(
    <MemoryRouter initialEntries={[initial]}>
      <Routes>
        <Route path="/resources" element={<BlogListView articles={articles} topics={topics} />} />
      </Routes>
      <Where />
    </MemoryRouter>,
  );
}

function cards() {
  return within(screen.getByRole('region', { name: 'Browse articles' }))
    .queryAllByRole('link')
    .filter((a) => a.getAttribute('href')?.startsWith('/resources/'));
}

beforeEach(() => {
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});

describe('BlogListView', () => {
  it('shows the hero, a labelled search box and the category buttons', () => {
    renderList();
    expect(screen.getByRole('heading', { level: 1, name: 'Wellness Blog' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search articles' })).toHaveAttribute(
      'placeholder',
      'Search articles...',
    );
    for (const name of ['All', 'Wellness', 'Relationships', 'Self Care']) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('shows 9 cards per page with an ad placeholder and pagination', async () => {
    const user = userEvent.setup();
    renderList();
    expect(cards()).toHaveLength(9);
    expect(cards()[0]).toHaveAttribute('href', '/resources/article-1');
    expect(screen.getByText('Showing 1–9 of 20 articles')).toBeInTheDocument();
    expect(screen.getByRole('complementary', { name: 'Advertisement' })).toBeInTheDocument();

    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(nav).getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(within(nav).getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');

    await user.click(within(nav).getByRole('button', { name: 'Page 3' }));
    expect(cards()).toHaveLength(2);
    expect(screen.getByText('Showing 19–20 of 20 articles')).toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.queryByRole('complementary', { name: 'Advertisement' })).toBeNull();
    expect(window.scrollTo).toHaveBeenCalled();
    expect(screen.getByTestId('where')).toHaveTextContent('/resources?page=3');

    await user.click(within(nav).getByRole('button', { name: 'Previous' }));
    expect(within(nav).getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows card details: category, up to two shortened tags, reading time and tag count', () => {
    renderList([makeArticle(1, { tags: ['self-compassion', 'work-life', 'rest'], category: 'Self Care' })]);
    const card = cards()[0]!;
    expect(within(card).getByRole('heading', { name: 'Article number 1' })).toBeInTheDocument();
    expect(within(card).getByText('Self Care')).toBeInTheDocument();
    const tags = within(within(card).getByRole('list', { name: 'Tags' })).getAllByRole('listitem');
    expect(tags.map((t) => t.textContent)).toEqual(['self com', 'work lif']);
    expect(within(card).getByText('5 min read')).toBeInTheDocument();
    expect(within(card).getByText('3 tags')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
    expect(screen.queryByRole('complementary', { name: 'Advertisement' })).toBeNull();
  });

  it('searches and filters together, resetting to page 1', async () => {
    const user = userEvent.setup();
    const articles = [
      ...makeArticles(18),
      makeArticle(19, { title: 'Sleep and rest', category: 'Wellness' }),
      makeArticle(20, { title: 'Better sleep together', category: 'Relationships' }),
    ];
    renderList(articles, '/resources?page=2');
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');

    await user.type(screen.getByRole('searchbox', { name: 'Search articles' }), 'SLEEP');
    expect(cards()).toHaveLength(2);
    expect(screen.getByText('Showing 2 articles')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Relationships' }));
    expect(screen.getByRole('button', { name: 'Relationships' })).toHaveAttribute('aria-pressed', 'true');
    expect(cards().map((c) => c.getAttribute('href'))).toEqual(['/resources/article-20']);

    // Clicking the active category clears it.
    await user.click(screen.getByRole('button', { name: 'Relationships' }));
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    expect(cards()).toHaveLength(2);
  });

  it('shows the empty state, and Clear Filters brings everything back', async () => {
    const user = userEvent.setup();
    renderList();
    await user.click(screen.getByRole('button', { name: 'Wellness' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search articles' }), 'zzz nothing');
    expect(screen.getByRole('heading', { name: 'No articles found' })).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your search terms or clearing the filters.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear Filters' }));
    expect(cards()).toHaveLength(9);
    expect(screen.getByRole('searchbox', { name: 'Search articles' })).toHaveValue('');
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('lists lesson topics linking to the lesson reader', () => {
    renderList();
    const lessons = screen.getByRole('region', { name: 'Short lessons' });
    expect(within(lessons).getByRole('link', { name: /Breathing/ })).toHaveAttribute(
      'href',
      '/article/breathing',
    );
  });
});
