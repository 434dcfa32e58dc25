import type { Page } from '@playwright/test';
import { COMPANION, expect } from './fixtures';

export const conversation = (page: Page) => page.getByRole('log', { name: 'Conversation' });
/** Companion bubbles (each carries a hidden "Sage said:" for screen readers). */
export const replies = (page: Page) =>
  conversation(page)
    .locator('p')
    .filter({ hasText: `${COMPANION} said:` });
export const userBubbles = (page: Page) => conversation(page).locator('p').filter({ hasText: 'You said:' });
export const messageBox = (page: Page) => page.getByRole('textbox', { name: `Message ${COMPANION}` });

/** Opens /chat and waits until the session exists (the greeting or the stored history is shown). */
export async function openChat(page: Page): Promise<void> {
  await page.goto('/chat');
  await expect(page.getByRole('button', { name: 'Clear conversation' })).toBeEnabled();
  await expect(messageBox(page)).toBeEnabled();
}

/** Types a message, sends it with Enter and waits for the companion's complete reply. */
export async function sendAndWait(page: Page, text: string): Promise<string> {
  const before = await replies(page).count();
  await messageBox(page).fill(text);
  await messageBox(page).press('Enter');
  await expect(userBubbles(page).last()).toContainText(text.split('\n')[0]!);
  await expect(replies(page)).toHaveCount(before + 1, { timeout: 30_000 });
  // The reply is complete when the Stop button is gone and the conversation is no longer busy.
  await expect(page.getByRole('button', { name: /Stop responding|Stopping/ })).toHaveCount(0, {
    timeout: 30_000,
  });
  await expect(conversation(page)).toHaveAttribute('aria-busy', 'false');
  const text_ = ((await replies(page).last().textContent()) ?? '').replace(`${COMPANION} said:`, '').trim();
  expect(text_.length).toBeGreaterThan(0);
  return text_;
}

export async function storage(page: Page, key: string): Promise<string | null> {
  return page.evaluate((k) => localStorage.getItem(k), key);
}
