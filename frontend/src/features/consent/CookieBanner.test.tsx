import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetConsentCache } from '@/lib/consent';
import { CookieBanner } from './CookieBanner';

function renderBanner() {
  return render(
    <MemoryRouter>
      <CookieBanner />
    </MemoryRouter>,
  );
}

function stored() {
  return JSON.parse(localStorage.getItem('cookie-consent') ?? 'null');
}

let gtag: ReturnType<typeof vi.fn>;

beforeEach(() => {
  resetConsentCache();
  gtag = vi.fn();
  (window as Window & { gtag?: unknown }).gtag = gtag;
});

afterEach(() => {
  delete (window as Window & { gtag?: unknown }).gtag;
});

describe('CookieBanner', () => {
  it('is hidden when consent is already stored', () => {
    localStorage.setItem(
      'cookie-consent',
      JSON.stringify({
        necessary: true,
        analytics: false,
        marketing: false,
        timestamp: new Date().toISOString(),
      }),
    );
    renderBanner();
    expect(screen.queryByRole('button', { name: 'Accept All' })).not.toBeInTheDocument();
  });

  it('is shown when the stored value is invalid', () => {
    localStorage.setItem('cookie-consent', '{"necessary":true}');
    renderBanner();
    expect(screen.getByRole('button', { name: 'Accept All' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
  });

  it('Accept All stores full consent, grants every signal and hides the banner', async () => {
    const user = userEvent.setup();
    renderBanner();
    await user.click(screen.getByRole('button', { name: 'Accept All' }));
    expect(stored()).toMatchObject({ necessary: true, analytics: true, marketing: true });
    expect(typeof stored().timestamp).toBe('string');
    expect(gtag).toHaveBeenCalledWith(
      'consent',
      'update',
      expect.objectContaining({
        analytics_storage: 'granted',
        ad_storage: 'granted',
        security_storage: 'granted',
      }),
    );
    expect(screen.queryByRole('button', { name: 'Accept All' })).not.toBeInTheDocument();
  });

  it('Reject All stores a refusal and keeps functionality and security granted', async () => {
    const user = userEvent.setup();
    renderBanner();
    await user.click(screen.getByRole('button', { name: 'Reject All' }));
    expect(stored()).toMatchObject({ necessary: true, analytics: false, marketing: false });
    expect(gtag).toHaveBeenCalledWith('consent', 'update', {
      analytics_storage: 'denied',
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      personalization_storage: 'denied',
      functionality_storage: 'granted',
      security_storage: 'granted',
    });
  });

  it('Customize lets a visitor save their own choice, and Back returns to the banner', async () => {
    const user = userEvent.setup();
    renderBanner();
    await user.click(screen.getByRole('button', { name: 'Customize' }));
    // The preferences modal loads on first use; the first import can be slow in tests.
    let dialog = await screen.findByRole('dialog', { name: 'Cookie Preferences' }, { timeout: 5000 });
    expect(within(dialog).getByRole('switch', { name: 'Necessary' })).toBeDisabled();
    expect(within(dialog).getByRole('switch', { name: 'Necessary' })).toBeChecked();
    expect(within(dialog).getByRole('link', { name: /Google ad settings/ })).toHaveAttribute(
      'href',
      'https://adssettings.google.com',
    );

    await user.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Accept All' })).toBeInTheDocument();
    expect(localStorage.getItem('cookie-consent')).toBeNull();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Customize' })).toHaveFocus());

    await user.click(screen.getByRole('button', { name: 'Customize' }));
    dialog = screen.getByRole('dialog', { name: 'Cookie Preferences' });
    await user.click(within(dialog).getByRole('switch', { name: 'Analytics' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save Preferences' }));

    expect(stored()).toMatchObject({ necessary: true, analytics: true, marketing: false });
    expect(gtag).toHaveBeenCalledWith('consent', 'update', {
      analytics_storage: 'granted',
      personalization_storage: 'granted',
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      functionality_storage: 'granted',
      security_storage: 'granted',
    });
    expect(screen.queryByRole('button', { name: 'Accept All' })).not.toBeInTheDocument();
  });
});
