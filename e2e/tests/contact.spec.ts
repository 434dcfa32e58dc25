import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, h1, MAIL_DIR, shot, test } from '../support/fixtures';

const INCOMPLETE = 'Please fill in all required fields and accept the privacy policy.';

/** The .eml files in the local SMTP sink that contain `token`. */
function mailsWith(token: string): string[] {
  if (!existsSync(MAIL_DIR)) return [];
  return readdirSync(MAIL_DIR)
    .filter((f) => f.endsWith('.eml'))
    .map((f) => readFileSync(path.join(MAIL_DIR, f), 'utf8'))
    .filter((text) => text.includes(token));
}

test('incomplete form, success view, and the message arriving in the SMTP sink', async ({
  page,
}, testInfo) => {
  const token = `E2E-${testInfo.project.name}-${Date.now().toString(36)}`;
  await page.goto('/contact');
  await expect(h1(page)).toHaveText('Get in Touch');
  await expect(page.getByRole('main').getByRole('link', { name: 'support@sage.example' })).toHaveAttribute(
    'href',
    'mailto:support@sage.example',
  );

  const form = page.locator('form');
  const send = page.getByRole('button', { name: 'Send Message' });
  await send.click();
  await expect(page.getByRole('alert')).toHaveText(INCOMPLETE);
  await shot(page, testInfo, 'contact-incomplete', true);

  await page.getByLabel('Name', { exact: true }).fill('Robin Tester');
  await page.getByLabel('Email', { exact: true }).fill('robin@example.com');
  await page.getByLabel('Subject', { exact: true }).fill(`Hello from the browser tests ${token}`);
  await page
    .getByLabel('Message', { exact: true })
    .fill(`Line one of the message.\nLine two, token ${token}.`);
  // Everything filled but the privacy consent: still incomplete, nothing sent.
  let posted = false;
  page.on('request', (req) => {
    if (req.url().endsWith('/api/contact') && req.method() === 'POST') posted = true;
  });
  await send.click();
  await expect(page.getByRole('alert')).toHaveText(INCOMPLETE);
  expect(posted).toBe(false);

  const consent = form.getByRole('checkbox', { name: /privacy policy/ });
  await consent.check();
  const answer = page.waitForResponse(
    (res) => res.url().endsWith('/api/contact') && res.request().method() === 'POST',
  );
  await send.click();
  expect((await answer).status()).toBe(202);

  const success = page.getByRole('heading', { name: 'Message Sent Successfully!' });
  await expect(success).toBeVisible();
  await expect(
    page.getByText("Thank you for reaching out. We'll get back to you as soon as possible."),
  ).toBeVisible();
  await shot(page, testInfo, 'contact-success');

  // The mail worker delivers it to the local SMTP sink (.data/mail/*.eml).
  await expect
    .poll(() => mailsWith(token).length, { timeout: 30_000, intervals: [250, 500, 1000] })
    .toBeGreaterThan(0);
  const mail = mailsWith(token)[0]!;
  expect(mail).toMatch(/^To: .*support@sage\.example/im);
  expect(mail).toMatch(/^Subject: .*Hello from the browser tests/im);
  expect(mail).toContain('robin@example.com');

  await page.getByRole('button', { name: 'Send Another Message' }).click();
  await expect(send).toBeVisible();
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('');
  await expect(form.getByRole('checkbox', { name: /privacy policy/ })).not.toBeChecked();
});

test('a failing server shows the error box and keeps what was typed', async ({ page }) => {
  await page.route('**/api/contact', (route) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":{"code":"unavailable"}}' }),
  );
  await page.goto('/contact');
  await page.getByLabel('Name', { exact: true }).fill('Robin');
  await page.getByLabel('Email', { exact: true }).fill('robin@example.com');
  await page.getByLabel('Subject', { exact: true }).fill('Hi');
  await page.getByLabel('Message', { exact: true }).fill('Hello');
  await page.getByRole('checkbox', { name: /privacy policy/ }).check();
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('alert')).toHaveText('Failed to send message. Please try again later.');
  await expect(page.getByLabel('Message', { exact: true })).toHaveValue('Hello');
});
