import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { COMPANION_NAME, SUPPORT_EMAIL } from '@/lib/brand';
import { resetConsentCache } from '@/lib/consent';
import { Layout } from './Layout';

beforeAll(() => {
  // jsdom has neither of these; Radix menus measure themselves with ResizeObserver.
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

beforeEach(() => {
  resetConsentCache();
});

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        element: <Layout />,
        children: [
          { path: '/', element: <h1>Home</h1> },
          { path: '/chat', element: <h1>Chat screen</h1> },
          { path: '/resources', element: <h1>Blog</h1> },
          { path: '/quiz', element: <h1>Quiz</h1> },
          { path: '/safety', element: <h1>Safety</h1> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  const user = userEvent.setup();
  render(<RouterProvider router={router} />);
  return { router, user };
}

describe('Layout', () => {
  it('has a skip link, a home link, a Chat button and a footer with the support address', () => {
    renderAt('/');
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#main-content');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
    expect(screen.getByTitle('Go to home')).toHaveAttribute('href', '/');
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Chat' })).toHaveAttribute(
      'href',
      '/chat',
    );
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Attachment Quiz' })).toHaveAttribute('href', '/quiz');
    expect(within(footer).getByRole('link', { name: SUPPORT_EMAIL })).toHaveAttribute(
      'href',
      `mailto:${SUPPORT_EMAIL}`,
    );
    expect(
      within(footer).getByText(new RegExp(`© ${new Date().getFullYear()} ${COMPANION_NAME}`)),
    ).toBeInTheDocument();
    expect(within(footer).getByRole('button', { name: 'Cookie settings' })).toHaveAttribute(
      'aria-haspopup',
      'dialog',
    );
  });

  it('links the safety page from the footer and titles it', async () => {
    const { user } = renderAt('/');
    const footer = screen.getByRole('contentinfo');
    const link = within(footer).getByRole('link', { name: 'Safety' });
    expect(link).toHaveAttribute('href', '/safety');
    await user.click(link);
    expect(await screen.findByRole('heading', { level: 1, name: 'Safety' })).toBeInTheDocument();
    expect(document.title).toBe(`How we keep you safe · ${COMPANION_NAME}`);
  });

  it('hides the footer and fills the screen on /chat', () => {
    renderAt('/chat');
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(screen.getByRole('main').parentElement).toHaveClass('h-dvh', 'overflow-hidden');
  });

  it('scrolls to the top on each route change, smoothly on the blog', async () => {
    const { router } = renderAt('/');
    vi.mocked(window.scrollTo).mockClear();
    await act(() => router.navigate('/resources'));
    expect(window.scrollTo).toHaveBeenLastCalledWith({ top: 0, left: 0, behavior: 'smooth' });
    await act(() => router.navigate('/quiz'));
    expect(window.scrollTo).toHaveBeenLastCalledWith({ top: 0, left: 0, behavior: 'instant' });
  });

  it('lists the site pages in the menu', async () => {
    const { user } = renderAt('/');
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    // The menu loads on first use; the first import can be slow in tests.
    const menu = await screen.findByRole('menu', {}, { timeout: 5000 });
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((i) => [i.textContent, i.getAttribute('href')])).toEqual([
      ['Attachment Style', '/quiz'],
      ['Blog', '/resources'],
      ['About', '/about'],
      ['FAQ', '/faq'],
      ['Contact', '/contact'],
      ['Privacy', '/privacy'],
      ['Terms', '/terms'],
    ]);
  });

  it('opens the menu from the keyboard with the first page focused, and Escape returns to the button', async () => {
    const { user } = renderAt('/');
    screen.getByRole('button', { name: 'Open menu' }).focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu', {}, { timeout: 5000 });
    await waitFor(() =>
      expect(within(menu).getByRole('menuitem', { name: 'Attachment Style' })).toHaveFocus(),
    );
    await user.keyboard('{ArrowDown}');
    expect(within(menu).getByRole('menuitem', { name: 'Blog' })).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('returns focus to the red button when the crisis dialog closes', async () => {
    const { user } = renderAt('/');
    const button = screen.getByRole('button', { name: 'Crisis Resources' });
    button.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Crisis Resources' }, { timeout: 5000 });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.click(within(dialog).getByRole('button', { name: 'Close dialog' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(button).toHaveFocus());
  });

  it('opens the crisis resources from the red button', async () => {
    const { user } = renderAt('/');
    await user.click(screen.getByRole('button', { name: 'Crisis Resources' }));
    // The dialog loads on first use; the first import can be slow in tests.
    const dialog = await screen.findByRole('dialog', { name: 'Crisis Resources' }, { timeout: 5000 });
    expect(within(dialog).getByText('988 Suicide & Crisis Lifeline')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Call 988' })).toHaveAttribute('href', 'tel:988');
    expect(within(dialog).getByRole('link', { name: /Text 988/ })).toHaveAttribute('href', 'sms:988');
    expect(within(dialog).getByRole('link', { name: /Text HOME to 741741/ })).toHaveAttribute(
      'href',
      'sms:741741?&body=HOME',
    );
    expect(within(dialog).getByRole('link', { name: /Call 911/ })).toHaveAttribute('href', 'tel:911');
    expect(within(dialog).getByText("It's okay to ask for help.")).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: /findahelpline.com/ })).toHaveAttribute(
      'href',
      'https://findahelpline.com',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the cookie banner until consent is stored', async () => {
    renderAt('/');
    expect(await screen.findByRole('button', { name: 'Accept All' })).toBeInTheDocument();
  });
});
