import { openChat } from '../support/chat';
import { axe, expect, h1, shot, test } from '../support/fixtures';

// /grounding: the 5-4-3-2-1 exercise and the breathing pacer; reached from the library and the chat.

test('grounding: 5-4-3-2-1 step by step and a breathing pacer with reduced motion; axe', async ({
  page,
}, testInfo) => {
  await page.goto('/resources');
  await page.getByRole('link', { name: /Grounding and breathing/ }).click();
  await expect(page).toHaveURL(/\/grounding$/);
  await expect(h1(page)).toHaveText('Grounding and breathing');

  await expect(page.getByText('Step 1 of 5')).toBeVisible();
  await page.getByRole('textbox', { name: /Write them down/ }).fill('a mug, the curtain');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Notice 4 things you can feel' })).toBeFocused();
  for (const next of ['Next', 'Next', 'Next', 'Finish'])
    await page.getByRole('button', { name: next }).click();
  await expect(page.getByRole('heading', { name: 'Well done' })).toBeFocused();

  // The suite runs with reduced motion: a number countdown, no animated circle.
  await page.getByRole('radio', { name: /4-7-8 breathing/ }).check();
  await page.getByRole('button', { name: 'Start breathing' }).click();
  await expect(page.getByTestId('pacer-circle')).toHaveCount(0);
  const countdown = page.getByTestId('pacer-countdown');
  await expect(countdown).toContainText('Breathe in');
  await expect(page.getByTestId('pacer-announcer')).toHaveText('Breathe in, 4');
  await expect(page.getByTestId('pacer-announcer')).toHaveText('Hold, 7', { timeout: 8_000 });
  await shot(page, testInfo, 'grounding', true);

  const serious = await axe(page, testInfo, '/grounding');
  expect(serious, 'serious or critical axe violations on /grounding').toEqual([]);
  await page.getByRole('button', { name: 'Stop' }).click();
});

test('grounding: the circle breathes when motion is allowed', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await page.goto('/grounding');
  await page.getByRole('button', { name: 'Start breathing' }).click();
  const circle = page.getByTestId('pacer-circle');
  await expect(circle).toBeVisible();
  await expect(circle).toHaveAttribute('style', /scale\(1\)/);
  await expect(page.getByTestId('pacer-announcer')).toHaveText('Hold, 4', { timeout: 8_000 });
});

test('the chat links to grounding from its header', async ({ page }) => {
  await openChat(page);
  await page.getByRole('link', { name: 'Grounding and breathing exercises' }).click();
  await expect(page).toHaveURL(/\/grounding$/);
});
