import { axe, checkCrisisDialog, expect, h1, shot, test } from '../support/fixtures';
import { unreachableByTab } from '../support/keyboard';
import { ROUTES } from '../support/routes';

// Every screen: it renders its heading, passes axe-core with no serious or critical violation, every
// control on it is reachable with Tab, it offers the Crisis Resources button and dialog, and it leaves a
// full-page screenshot for review.
for (const route of ROUTES) {
  test(`${route.name} (${route.path}): heading, axe, Tab order, crisis dialog, screenshot`, async ({
    page,
  }, testInfo) => {
    await page.goto(route.path);
    await expect(h1(page)).toHaveText(route.heading);
    if (route.name === 'chat') {
      // Wait for the session to exist, so the screenshot shows the greeting and not the loading state.
      await expect(page.getByRole('heading', { name: /^Hi, I'm / })).toBeVisible();
    }
    await shot(page, testInfo, route.name, route.name !== 'chat');

    const serious = await axe(page, testInfo, route.path);
    expect(serious, `serious or critical axe violations on ${route.path}`).toEqual([]);

    expect(await unreachableByTab(page), `controls on ${route.path} that Tab never reaches`).toEqual([]);

    await checkCrisisDialog(page);
    // Focus goes back to the button when the dialog closes.
    await expect(page.getByRole('button', { name: 'Crisis Resources' })).toBeFocused();
  });
}
