import { openChat, sendAndWait } from '../support/chat';
import { COMPANION, expect, test } from '../support/fixtures';

// Honest notices: the chat says it is an AI; the landing, FAQ and terms say companion chatbots may not
// suit some minors.

test('every conversation begins with the AI notice, also after messages', async ({ page }) => {
  await openChat(page);
  const notice = page.getByTestId('ai-notice');
  await expect(notice).toContainText(`${COMPANION} is an AI, not a person`);
  await expect(notice).toContainText('not a substitute for professional care');
  await sendAndWait(page, 'Hello, I had a long day.');
  await expect(notice).toBeVisible();
});

test('the landing page, FAQ and terms mention that companion chatbots may not suit some minors', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByTestId('minors-notice')).toContainText('may not be right for every young person');
  await page.goto('/faq');
  await page.getByRole('button', { name: `Is ${COMPANION} suitable for young people?` }).click();
  await expect(page.getByText('companion chatbots may not be suitable for some minors')).toBeVisible();
  await page.goto('/terms');
  await expect(page.getByText(/Companion chatbots, .* may not be suitable for some minors/)).toBeVisible();
});
