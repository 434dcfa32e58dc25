import { readFileSync } from 'node:fs';
import { axe, expect, h1, shot, test } from '../support/fixtures';
import { leaking, recordRequests } from '../support/requests';

// The private safety plan (/safety-plan): reached from the footer, the crisis dialog and the chat's crisis
// card; saved only in the browser; printed, downloaded and deleted there.

test('safety plan: fill in, keep on reload, download, print view, delete; axe; nothing sent', async ({
  page,
}, testInfo) => {
  const requests = recordRequests(page);
  await page.goto('/faq');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Safety plan' }).click();
  await expect(page).toHaveURL(/\/safety-plan$/);
  await expect(h1(page)).toHaveText('My safety plan');
  await expect(page).toHaveTitle(/^My safety plan · /);

  const secret = 'Zephyr-warning-7731';
  const reason = 'My tortoise Bartholomew';
  await page.getByRole('textbox', { name: /My warning signs/ }).fill(`${secret}\nI stop replying to friends`);
  await page.getByRole('textbox', { name: /Things I can do on my own/ }).fill('A long shower');
  await page.getByRole('textbox', { name: /People I can ask for help/ }).fill('Aunt Philippa-4409');
  await page.getByRole('textbox', { name: /reasons to keep going/ }).fill(reason);
  const services = page.getByRole('group', { name: 'Free crisis services to keep in my plan' });
  await expect(services.getByRole('checkbox').first()).toBeChecked();
  await expect(services).toContainText('988');
  await shot(page, testInfo, 'safety-plan', true);

  const serious = await axe(page, testInfo, '/safety-plan');
  expect(serious, 'serious or critical axe violations on /safety-plan').toEqual([]);

  await page.reload();
  await expect(page.getByRole('textbox', { name: /reasons to keep going/ })).toHaveValue(reason);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download as a text file' }).click();
  const file = await (await download).path();
  const text = readFileSync(file, 'utf8');
  expect(text).toContain('# My safety plan');
  expect(text).toContain(`- ${secret}`);
  expect(text).toContain(`- ${reason}`);

  await page.emulateMedia({ media: 'print' });
  await expect(page.getByTestId('plan-print')).toBeVisible();
  await expect(page.getByTestId('plan-print')).toContainText(reason);
  await expect(page.getByRole('textbox', { name: /reasons to keep going/ })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Crisis Resources' })).toBeHidden();
  await page.emulateMedia({ media: 'screen' });

  await page.getByRole('button', { name: 'Delete my plan' }).click();
  await page.getByRole('button', { name: 'Yes, delete my plan' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'deleted' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('sage-safety-plan'))).toBeNull();
  await page.reload();
  await expect(page.getByRole('textbox', { name: /reasons to keep going/ })).toHaveValue('');

  expect(
    leaking(requests, [secret, reason, 'Philippa-4409', 'sage-safety-plan']),
    'requests carrying the plan',
  ).toEqual([]);
});

test('the crisis dialog leads to the safety plan and to grounding', async ({ page }) => {
  await page.goto('/about');
  await page.getByRole('button', { name: 'Crisis Resources' }).click();
  const dialog = page.getByRole('dialog', { name: 'Crisis Resources' });
  await dialog.getByRole('link', { name: 'Make your own safety plan' }).click();
  await expect(page).toHaveURL(/\/safety-plan$/);
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: 'Crisis Resources' }).click();
  await dialog.getByRole('link', { name: 'Try a grounding or breathing exercise' }).click();
  await expect(page).toHaveURL(/\/grounding$/);
  await expect(h1(page)).toHaveText('Grounding and breathing');
});
