import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page, type TestInfo } from '@playwright/test';

const here = path.dirname(fileURLToPath(import.meta.url));
export const ROOT = path.resolve(here, '../..');
export const ARTIFACTS = path.join(ROOT, 'e2e/artifacts');
/** Where the local SMTP sink writes each mail as an .eml file (`make up`). */
export const MAIL_DIR = process.env.MAIL_DIR ?? path.join(ROOT, '.data/mail');

export const COMPANION = process.env.E2E_COMPANION_NAME ?? 'Sage';

/** The record the cookie banner stores; set before a page loads so the banner stays out of the way. */
export const SAVED_CONSENT = {
  necessary: true,
  analytics: false,
  marketing: false,
  timestamp: '2026-01-01T00:00:00.000Z',
};

interface Options {
  /** Start with a saved cookie choice (true for every journey except the cookie banner's). */
  withConsent: boolean;
}

export const test = base.extend<Options>({
  withConsent: [true, { option: true }],
  page: async ({ page, withConsent }, use) => {
    if (withConsent) {
      await page.addInitScript((consent) => {
        if (!localStorage.getItem('cookie-consent')) localStorage.setItem('cookie-consent', consent);
      }, JSON.stringify(SAVED_CONSENT));
    }
    await use(page);
  },
});

export { expect };

/** A screenshot for review, saved as e2e/artifacts/screens/<viewport>/<name>.png. */
export async function shot(page: Page, testInfo: TestInfo, name: string, fullPage = false): Promise<void> {
  const dir = path.join(ARTIFACTS, 'screens', testInfo.project.name);
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage, animations: 'disabled' });
}

export interface AxeSummary {
  route: string;
  viewport: string;
  violations: { id: string; impact: string | null | undefined; nodes: number; help: string }[];
}

/** The axe rules that read colour: all a change of theme can break (the rest is checked in the light theme). */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * Runs axe-core (WCAG 2.0/2.1 A and AA, plus best practices; or only the given rules) on the page, saves the
 * result under e2e/artifacts/axe/ and returns the serious and critical violations.
 */
export async function axe(
  page: Page,
  testInfo: TestInfo,
  route: string,
  rules?: string[],
): Promise<AxeSummary['violations']> {
  const builder = new AxeBuilder({ page });
  const result = await (rules
    ? builder.withRules(rules)
    : builder.withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
  ).analyze();
  const violations = result.violations.map((v) => ({
    id: v.id,
    impact: v.impact,
    nodes: v.nodes.length,
    help: v.help,
    targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')),
  }));
  const summary = { route, viewport: testInfo.project.name, violations };
  const dir = path.join(ARTIFACTS, 'axe');
  mkdirSync(dir, { recursive: true });
  const file = `${testInfo.project.name}-${route.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'home'}.json`;
  writeFileSync(path.join(dir, file), JSON.stringify(summary, null, 2));
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

/** Opens the Crisis Resources dialog from the red button and checks what it lists. */
export async function checkCrisisDialog(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Crisis Resources' }).click();
  const dialog = page.getByRole('dialog', { name: 'Crisis Resources' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('988');
  await expect(dialog).toContainText('24/7');
  await expect(dialog).toContainText('Text HOME to 741741');
  await expect(dialog).toContainText('911');
  await expect(dialog).toContainText("It's okay to ask for help.");
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(dialog).toBeHidden();
}

/** The page's main heading (level 1). */
export function h1(page: Page) {
  return page.getByRole('heading', { level: 1 });
}

/** The notification (toast) on screen whose text contains `text`. */
export function toast(page: Page, text: string | RegExp) {
  return page
    .getByRole('region', { name: /^Notifications/ })
    .locator('li')
    .filter({ hasText: text });
}
