import { axe, COMPANION, checkCrisisDialog, expect, h1, shot, test } from '../support/fixtures';
import { unreachableByTab } from '../support/keyboard';

// The safety page: reached from the footer and from the Crisis Resources dialog; its heading, axe, Tab
// order and crisis dialog like every other screen.
test('safety page (/safety): heading, axe, Tab order, crisis dialog, screenshot', async ({
  page,
}, testInfo) => {
  await page.goto('/safety');
  await expect(h1(page)).toHaveText(`How ${COMPANION} keeps you safe`);
  await expect(page).toHaveTitle(new RegExp(`^How we keep you safe · ${COMPANION}$`));
  await expect(page.getByRole('heading', { name: `What ${COMPANION} can't do` })).toBeVisible();
  await shot(page, testInfo, 'safety', true);

  const serious = await axe(page, testInfo, '/safety');
  expect(serious, 'serious or critical axe violations on /safety').toEqual([]);
  expect(await unreachableByTab(page), 'controls on /safety that Tab never reaches').toEqual([]);

  await checkCrisisDialog(page);
  await expect(page.getByRole('button', { name: 'Crisis Resources' })).toBeFocused();
});

test('the footer and the crisis dialog lead to the safety page', async ({ page }) => {
  await page.goto('/faq');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Safety', exact: true }).click();
  await expect(page).toHaveURL(/\/safety$/);
  await expect(h1(page)).toHaveText(`How ${COMPANION} keeps you safe`);

  await page.goto('/about');
  await page.getByRole('button', { name: 'Crisis Resources' }).click();
  const dialog = page.getByRole('dialog', { name: 'Crisis Resources' });
  await expect(dialog.getByRole('region', { name: 'For specific situations' })).toBeVisible();
  await dialog.getByRole('link', { name: `How ${COMPANION} keeps you safe` }).click();
  await expect(page).toHaveURL(/\/safety$/);
  await expect(dialog).toBeHidden();
  await expect(h1(page)).toHaveText(`How ${COMPANION} keeps you safe`);
});
