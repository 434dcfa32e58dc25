import { openChat } from '../support/chat';
import { axe, expect, h1, shot, test } from '../support/fixtures';
import { leaking, recordRequests } from '../support/requests';

// Mood check-in at the start of a chat and the 14-day trend on /mood, kept only in the browser.

test('mood: one tap in the chat, the trend on /mood with a table; axe; nothing sent', async ({
  page,
}, testInfo) => {
  const requests = recordRequests(page);
  await openChat(page);
  const checkIn = page.getByRole('region', { name: 'How are you feeling right now?' });
  await expect(checkIn).toBeVisible();
  await shot(page, testInfo, 'chat-mood-check-in');
  await checkIn.getByRole('button', { name: 'Low', exact: true }).click();
  await page.getByRole('link', { name: 'See your mood over time' }).click();
  await expect(page).toHaveURL(/\/mood$/);
  await expect(h1(page)).toHaveText('My mood');

  await page.getByRole('button', { name: 'Great' }).click();
  await expect(page.getByRole('img', { name: /1 of the last 14 days have a check-in/ })).toBeVisible();
  await page.getByText('Show as a table').click();
  const table = page.getByRole('table', { name: 'Mood by day, last 14 days' });
  await expect(table.getByRole('row')).toHaveCount(15);
  await expect(table.getByRole('row').nth(1)).toContainText('3.5 of 5');
  await shot(page, testInfo, 'mood', true);

  const serious = await axe(page, testInfo, '/mood');
  expect(serious, 'serious or critical axe violations on /mood').toEqual([]);

  const stored = await page.evaluate(() => localStorage.getItem('sage-mood-log'));
  expect(stored).toContain('"mood":2');
  expect(leaking(requests, ['sage-mood-log', '"mood"', 'Very low', 'moodLog'])).toEqual([]);
  expect(requests.filter((r) => r.url.includes('/api/') && /mood/i.test(r.url + r.body))).toEqual([]);
});

test('the mood check-in can be dismissed', async ({ page }) => {
  await openChat(page);
  await page.getByRole('button', { name: 'Skip the mood check-in' }).click();
  await expect(page.getByRole('region', { name: 'How are you feeling right now?' })).toHaveCount(0);
});
