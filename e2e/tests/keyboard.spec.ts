import { expect, h1, test } from '../support/fixtures';

test('skip link, header menu and crisis dialog work from the keyboard', async ({ page }) => {
  await page.goto('/about');
  await expect(h1(page)).toBeVisible();

  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('#main-content')).toBeFocused();

  // Menu: Enter opens it on the first item, arrows move, Enter follows the link.
  const trigger = page.getByRole('button', { name: 'Open menu' });
  await trigger.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Attachment Style' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'Blog' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/resources');
  await expect(h1(page)).toHaveText('Wellness Blog');

  // Escape closes the menu and gives focus back to its button.
  await page.getByRole('button', { name: 'Open menu' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menu')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();

  // Crisis dialog: opens with Enter, keeps focus inside, closes with Escape.
  const crisis = page.getByRole('button', { name: 'Crisis Resources' });
  await crisis.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Crisis Resources' });
  await expect(dialog).toBeVisible();
  for (let i = 0; i < 12; i += 1) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(crisis).toBeFocused();
});

test('the quiz can be answered from the keyboard', async ({ page }) => {
  await page.goto('/quiz');
  await expect(h1(page)).toHaveText('Attachment Style Quiz');
  await page.getByRole('button', { name: 'Begin Quiz' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Question 1 of 10', { exact: true })).toBeVisible();
  // Tab into the options, Space picks the focused one, arrows move the choice.
  const radios = page.getByRole('radio');
  await radios.first().focus();
  await page.keyboard.press('Space');
  await expect(radios.first()).toBeChecked();
  // Held briefly, as a person presses a key: the radio group checks the option that arrow keys move to
  // only while the key is down (an instant press and release can outrun it).
  await page.keyboard.down('ArrowDown');
  await page.waitForTimeout(80);
  await page.keyboard.up('ArrowDown');
  await expect(radios.nth(1)).toBeChecked();
  const next = page.getByRole('button', { name: 'Next' });
  await next.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Question 2 of 10', { exact: true })).toBeVisible();
});

test.describe('cookie banner', () => {
  test.use({ withConsent: false });

  test('can be customized and saved from the keyboard', async ({ page }) => {
    await page.goto('/terms');
    await expect(h1(page)).toBeVisible();
    const customize = page.getByRole('button', { name: 'Customize' });
    await customize.focus();
    await page.keyboard.press('Enter');
    const prefs = page.getByRole('dialog', { name: 'Cookie Preferences' });
    await expect(prefs).toBeVisible();
    const marketing = prefs.getByRole('switch', { name: 'Marketing & Advertising' });
    await marketing.focus();
    await page.keyboard.press('Space');
    await expect(marketing).toBeChecked();
    await prefs.getByRole('button', { name: 'Save Preferences' }).focus();
    await page.keyboard.press('Enter');
    await expect(prefs).toBeHidden();
    const saved = await page.evaluate(() => JSON.parse(localStorage.getItem('cookie-consent') ?? 'null'));
    expect(saved).toMatchObject({ necessary: true, analytics: false, marketing: true });
  });
});
