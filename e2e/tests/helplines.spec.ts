import { HELPLINES } from '@sage/shared/helplines';
import { axe, checkCrisisDialog, expect, shot, test } from '../support/fixtures';

// The Crisis Resources dialog's country picker: guessed from the browser (en-US here), kept in the browser.

const other = HELPLINES.find((c) => c.code !== 'US' && c.helplines.some((h) => h.actions.length > 0))!;

test('crisis dialog: country picker, another country’s lines, the choice kept; axe', async ({
  page,
}, testInfo) => {
  await page.goto('/');
  await checkCrisisDialog(page);
  await page.getByRole('button', { name: 'Crisis Resources' }).click();
  const dialog = page.getByRole('dialog', { name: 'Crisis Resources' });
  const picker = dialog.getByRole('combobox', { name: 'Your country' });
  await expect(picker).toHaveValue('US');
  await expect(dialog.getByRole('region', { name: 'More lines for specific needs' })).toBeVisible();

  await picker.selectOption(other.code);
  const list = dialog.getByRole('list', { name: `Crisis lines in ${other.name}` });
  await expect(list.getByRole('link', { name: `Call ${other.emergency.number}` })).toHaveAttribute(
    'href',
    `tel:${other.emergency.number}`,
  );
  await expect(list).toContainText(other.helplines[0]!.name);
  await shot(page, testInfo, 'crisis-dialog-country');
  const serious = await axe(page, testInfo, '/ (crisis dialog, country)');
  expect(serious, 'serious or critical axe violations in the crisis dialog').toEqual([]);

  await picker.selectOption('');
  await expect(dialog.getByRole('link', { name: /Open findahelpline\.com/ })).toBeVisible();
  await picker.selectOption(other.code);
  await page.keyboard.press('Escape');

  await page.reload();
  await page.getByRole('button', { name: 'Crisis Resources' }).click();
  await expect(dialog.getByRole('combobox', { name: 'Your country' })).toHaveValue(other.code);
});

test.describe('a browser set to another country', () => {
  test.use({ locale: `en-${other.code}`, timezoneId: other.timeZones[0] ?? 'UTC' });
  test('the picker starts from the guess', async ({ page }) => {
    await page.goto('/faq');
    await page.getByRole('button', { name: 'Crisis Resources' }).click();
    const dialog = page.getByRole('dialog', { name: 'Crisis Resources' });
    await expect(dialog.getByRole('combobox', { name: 'Your country' })).toHaveValue(other.code);
    await expect(dialog.getByRole('list', { name: `Crisis lines in ${other.name}` })).toBeVisible();
  });
});
