import { axe, COLOUR_RULES, expect, h1, shot, test } from '../support/fixtures';
import { ROUTES } from '../support/routes';

// Dark mode follows the system, with a System / Light / Dark toggle kept in the browser. Every screen,
// old and new, is checked with axe's colour rules in dark mode (its other rules run on every screen in the
// light theme: screens.spec.ts and each journey's own check).

const NEW_ROUTES = [
  { name: 'safety', path: '/safety', heading: /keeps you safe/ },
  { name: 'safety-plan', path: '/safety-plan', heading: 'My safety plan' },
  { name: 'grounding', path: '/grounding', heading: 'Grounding and breathing' },
  { name: 'mood', path: '/mood', heading: 'My mood' },
];

test.describe('dark mode', () => {
  test.use({ colorScheme: 'dark' });

  for (const route of [...ROUTES, ...NEW_ROUTES]) {
    test(`${route.name} (${route.path}) in dark mode: no serious axe issue`, async ({ page }, testInfo) => {
      await page.goto(route.path);
      await expect(h1(page)).toHaveText(route.heading);
      await expect(page.locator('html')).toHaveClass(/dark/);
      await shot(page, testInfo, `dark-${route.name}`);
      const serious = await axe(page, testInfo, `dark ${route.path}`, COLOUR_RULES);
      expect(serious, `serious or critical axe violations on ${route.path} in dark mode`).toEqual([]);
    });
  }

  test('crisis dialog in dark mode', async ({ page }, testInfo) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Crisis Resources' }).click();
    await expect(page.getByRole('dialog', { name: 'Crisis Resources' })).toBeVisible();
    await shot(page, testInfo, 'dark-crisis-dialog');
    const serious = await axe(page, testInfo, 'dark crisis dialog', COLOUR_RULES);
    expect(serious).toEqual([]);
  });
});

test('the theme toggle has three states and is kept in the browser', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/about');
  const html = page.locator('html');
  const theme = page.getByRole('group', { name: 'Theme' });
  await expect(theme.getByRole('radio', { name: 'System' })).toBeChecked();
  await expect(html).toHaveClass(/dark/);
  await theme.getByText('Light').click();
  await expect(html).not.toHaveClass(/dark/);
  await page.reload();
  await expect(html).not.toHaveClass(/dark/);
  await expect(
    page.getByRole('group', { name: 'Theme' }).getByRole('radio', { name: 'Light' }),
  ).toBeChecked();
  await page.getByRole('group', { name: 'Theme' }).getByText('Dark').click();
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(html).toHaveClass(/dark/);
  await page.getByRole('group', { name: 'Theme' }).getByText('System').click();
  await expect(html).not.toHaveClass(/dark/);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(html).toHaveClass(/dark/);
});
