import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ChatMessage } from '../types';
import { MessageList } from './MessageList';

beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

const suggestions = [
  {
    title: 'When everything feels too much',
    href: '/resources/when-everything-feels-too-much',
    kind: 'article',
  },
  { title: 'Box breathing', href: '/article/breathing', kind: 'exercise' },
] as const;

function companion(extra: Partial<ChatMessage>): ChatMessage {
  return { id: 'r1', content: 'I hear you.', isUser: false, sessionId: 's', ...extra };
}

function renderList(messages: ChatMessage[]) {
  const router = createMemoryRouter(
    [
      {
        path: '/chat',
        element: (
          <MessageList
            messages={messages}
            starting={false}
            pending={false}
            reducedMotion
            onRetry={() => {}}
          />
        ),
      },
      { path: '/resources/:slug', element: <h1>Blog article</h1> },
      { path: '/article/:id', element: <h1>Lesson</h1> },
    ],
    { initialEntries: ['/chat'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('SuggestionCards under a reply', () => {
  it('shows up to two cards as links with kind and title', () => {
    renderList([companion({ suggestions: [...suggestions] })]);
    const list = screen.getByRole('list', { name: 'Suggested for you' });
    const links = within(list).getAllByRole('link');
    expect(links).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Article: When everything feels too much' })).toHaveAttribute(
      'href',
      '/resources/when-everything-feels-too-much',
    );
    expect(screen.getByRole('link', { name: 'Exercise: Box breathing' })).toHaveAttribute(
      'href',
      '/article/breathing',
    );
    expect(links[0]).toHaveTextContent('Article');
    expect(links[0]).toHaveTextContent('When everything feels too much');
  });

  it('is hidden while the reply is still streaming', () => {
    renderList([companion({ status: 'streaming', suggestions: [...suggestions] })]);
    expect(screen.queryByRole('list', { name: 'Suggested for you' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('shows nothing when there are no suggestions', () => {
    renderList([companion({})]);
    expect(screen.queryByRole('list', { name: 'Suggested for you' })).not.toBeInTheDocument();
  });

  it('labels the cards in Spanish for a Spanish reply', () => {
    renderList([
      companion({
        language: 'es',
        suggestions: [{ title: 'Respirar', href: '/article/breathing', kind: 'lesson' }],
      }),
    ]);
    const list = screen.getByRole('list', { name: 'Sugerencias para ti' });
    expect(list).toHaveAttribute('lang', 'es');
    expect(within(list).getByRole('link', { name: 'Lección: Respirar' })).toBeInTheDocument();
  });

  it('is reachable with the keyboard and opens the page with Enter', async () => {
    const user = userEvent.setup();
    const router = renderList([companion({ suggestions: [...suggestions] })]);
    // The reply's own actions come first, then its suggestions.
    await user.tab();
    expect(screen.getByRole('button', { name: 'Copy this reply' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Article: When everything feels too much' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Exercise: Box breathing' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(router.state.location.pathname).toBe('/article/breathing');
    expect(await screen.findByRole('heading', { name: 'Lesson' })).toBeInTheDocument();
  });
});
