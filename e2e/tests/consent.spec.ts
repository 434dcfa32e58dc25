import type { Page } from '@playwright/test';
import { expect, shot, test } from '../support/fixtures';

test.use({ withConsent: false });

async function storedConsent(page: Page) {
  const raw = await page.evaluate(() => localStorage.getItem('cookie-consent'));
  return raw ? (JSON.parse(raw) as Record<string, unknown>) : null;
}

const banner = (page: Page) => page.getByRole('region', { name: 'Your privacy, your choice' });

test('first visit: banner → Customize → Save Preferences; gone after reload', async ({ page }, testInfo) => {
  await page.goto('/');
  await expect(banner(page)).toBeVisible();
  await expect(banner(page).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
    'href',
    '/privacy',
  );
  await shot(page, testInfo, 'cookie-banner');

  await banner(page).getByRole('button', { name: 'Customize' }).click();
  const prefs = page.getByRole('dialog', { name: 'Cookie Preferences' });
  await expect(prefs).toBeVisible();
  const necessary = prefs.getByRole('switch', { name: 'Necessary' });
  await expect(necessary).toBeChecked();
  await expect(necessary).toBeDisabled();
  const analytics = prefs.getByRole('switch', { name: 'Analytics' });
  const marketing = prefs.getByRole('switch', { name: 'Marketing & Advertising' });
  await expect(analytics).not.toBeChecked();
  await expect(marketing).not.toBeChecked();
  await expect(prefs.getByRole('link', { name: /ad settings|choices/i }).first()).toBeVisible();
  await shot(page, testInfo, 'cookie-preferences');

  // Back returns to the compact banner without saving.
  await prefs.getByRole('button', { name: 'Back' }).click();
  await expect(prefs).toBeHidden();
  await expect(banner(page)).toBeVisible();
  expect(await storedConsent(page)).toBeNull();

  await banner(page).getByRole('button', { name: 'Customize' }).click();
  await prefs.getByRole('switch', { name: 'Analytics' }).click();
  await expect(prefs.getByRole('switch', { name: 'Analytics' })).toBeChecked();
  await prefs.getByRole('button', { name: 'Save Preferences' }).click();
  await expect(prefs).toBeHidden();
  await expect(banner(page)).toBeHidden();

  const saved = await storedConsent(page);
  expect(saved).toMatchObject({ necessary: true, analytics: true, marketing: false });
  expect(Number.isNaN(Date.parse(String(saved?.timestamp)))).toBe(false);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(banner(page)).toBeHidden();
});

test('Accept All stores every optional category as granted', async ({ page }) => {
  await page.goto('/resources');
  await banner(page).getByRole('button', { name: 'Accept All' }).click();
  await expect(banner(page)).toBeHidden();
  expect(await storedConsent(page)).toMatchObject({ necessary: true, analytics: true, marketing: true });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(banner(page)).toBeHidden();
});

test('Reject All stores only the necessary category', async ({ page }) => {
  await page.goto('/faq');
  await banner(page).getByRole('button', { name: 'Reject All' }).click();
  await expect(banner(page)).toBeHidden();
  expect(await storedConsent(page)).toMatchObject({ necessary: true, analytics: false, marketing: false });
  await page.goto('/chat');
  await expect(page.getByRole('heading', { name: /^Hi, I'm / })).toBeVisible();
  await expect(banner(page)).toBeHidden();
});
