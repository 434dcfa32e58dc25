import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetConsentCache } from '@/lib/consent';
import { CookieSettingsButton } from './CookieSettingsButton';

let gtag: ReturnType<typeof vi.fn>;

beforeEach(() => {
  resetConsentCache();
  gtag = vi.fn();
  (window as Window & { gtag?: unknown }).gtag = gtag;
});

afterEach(() => {
  delete (window as Window & { gtag?: unknown }).gtag;
});

function saveStored(analytics: boolean, marketing: boolean) {
  localStorage.setItem(
    'cookie-consent',
    JSON.stringify({ necessary: true, analytics, marketing, timestamp: '2025-01-01T00:00:00.000Z' }),
  );
}

function stored() {
  return JSON.parse(localStorage.getItem('cookie-consent') ?? 'null');
}

async function openSettings(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Cookie settings' }));
  // The modal is loaded on first use; the first import can be slow in tests.
  return screen.findByRole('dialog', { name: 'Cookie Preferences' }, { timeout: 5000 });
}

function renderButton() {
  const user = userEvent.setup();
  render(
    <MemoryRouter>
      <CookieSettingsButton />
    </MemoryRouter>,
  );
  return user;
}

describe('CookieSettingsButton', () => {
  it('reopens Cookie Preferences with the saved choices and saves a new one', async () => {
    saveStored(true, false);
    const user = renderButton();
    const dialog = await openSettings(user);
    expect(within(dialog).getByRole('switch', { name: 'Necessary' })).toBeChecked();
    expect(within(dialog).getByRole('switch', { name: 'Analytics' })).toBeChecked();
    expect(within(dialog).getByRole('switch', { name: 'Marketing & Advertising' })).not.toBeChecked();
    expect(within(dialog).getByText(/Cookie settings in the site footer/)).toBeInTheDocument();

    await user.click(within(dialog).getByRole('switch', { name: 'Marketing & Advertising' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save Preferences' }));

    expect(stored()).toMatchObject({ necessary: true, analytics: true, marketing: true });
    expect(stored().timestamp).not.toBe('2025-01-01T00:00:00.000Z');
    expect(gtag).toHaveBeenCalledWith(
      'consent',
      'update',
      expect.objectContaining({ analytics_storage: 'granted', ad_storage: 'granted' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cookie settings' })).toHaveFocus());
  });

  it('Back keeps the saved choice, and the next opening starts from it again', async () => {
    saveStored(false, true);
    const user = renderButton();
    let dialog = await openSettings(user);
    await user.click(within(dialog).getByRole('switch', { name: 'Analytics' }));
    await user.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(stored()).toMatchObject({ analytics: false, marketing: true });
    expect(gtag).not.toHaveBeenCalled();

    dialog = await openSettings(user);
    expect(within(dialog).getByRole('switch', { name: 'Analytics' })).not.toBeChecked();
    expect(within(dialog).getByRole('switch', { name: 'Marketing & Advertising' })).toBeChecked();
  });

  it('starts with everything optional off when nothing is saved yet', async () => {
    const user = renderButton();
    const dialog = await openSettings(user);
    expect(within(dialog).getByRole('switch', { name: 'Analytics' })).not.toBeChecked();
    expect(within(dialog).getByRole('switch', { name: 'Marketing & Advertising' })).not.toBeChecked();
  });
});
