import { COMPANION, expect, h1, shot, test, toast } from '../support/fixtures';

const STYLE_TITLES = /^(Secure|Anxious|Avoidant|Disorganized) Attachment$/;

test('intro → 10 answers with Previous/Next → Complete → results → Continue to chat', async ({
  page,
}, testInfo) => {
  // The browser already holds its visitor cookie (see the first-visit test below for why).
  await page.request.get('/api/quiz/attachment');
  await page.goto('/quiz');
  await expect(h1(page)).toHaveText('Attachment Style Quiz');
  await expect(page.getByText('Discover how you connect in relationships')).toBeVisible();
  await expect(page.getByText('Takes about 3 minutes • 10 questions')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Skip for now' })).toBeVisible();
  await shot(page, testInfo, 'quiz-intro');
  await page.getByRole('button', { name: 'Begin Quiz' }).click();

  const next = page.getByRole('button', { name: 'Next' });
  for (let n = 1; n <= 10; n += 1) {
    await expect(page.getByText(`Question ${n} of 10`, { exact: true })).toBeVisible();
    const options = page.getByRole('radio');
    expect(await options.count()).toBeGreaterThanOrEqual(2);
    if (n === 1) {
      await expect(page.getByRole('button', { name: 'Previous' })).toHaveCount(0);
      await expect(next).toBeDisabled();
      await shot(page, testInfo, 'quiz-question');
    } else {
      await expect(page.getByRole('button', { name: 'Previous' })).toBeVisible();
    }
    // Vary the answers a little; the last question changes its answer once (it replaces the first).
    await options.nth(n % 2).check();
    await expect(options.nth(n % 2)).toBeChecked();
    if (n === 2) {
      // Previous keeps the earlier answer, Next brings us back with ours still selected.
      await page.getByRole('button', { name: 'Previous' }).click();
      await expect(page.getByText('Question 1 of 10', { exact: true })).toBeVisible();
      await expect(page.getByRole('radio').nth(1)).toBeChecked();
      await next.click();
      await expect(page.getByText('Question 2 of 10', { exact: true })).toBeVisible();
      await expect(page.getByRole('radio').nth(0)).toBeChecked();
    }
    if (n < 10) {
      await expect(page.getByRole('button', { name: 'Complete' })).toHaveCount(0);
      await next.click();
    }
  }

  await options10Change(page);
  const complete = page.getByRole('button', { name: 'Complete' });
  await expect(complete).toBeEnabled();
  await complete.click();

  await expect(page.getByRole('heading', { name: 'Your Results' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('Your Attachment Style', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: STYLE_TITLES })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Key Characteristics' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Moving Forward' })).toBeVisible();
  await expect(toast(page, 'Quiz completed')).toContainText(
    `Thank you for completing the quiz. Your responses will help ${COMPANION} provide better support.`,
  );
  await shot(page, testInfo, 'quiz-results', true);

  await page.getByRole('link', { name: `Continue with ${COMPANION}` }).click();
  await expect(page).toHaveURL('/chat');
  await expect(page.getByRole('heading', { name: `Hi, I'm ${COMPANION}` })).toBeVisible();
});

async function options10Change(page: import('@playwright/test').Page) {
  const options = page.getByRole('radio');
  await options.nth(2).check();
  await expect(options.nth(2)).toBeChecked();
  await expect(options.nth(0)).not.toBeChecked();
}

test('Skip for now on the intro goes home and replaces the history entry', async ({ page }) => {
  await page.goto('/about');
  await page.goto('/quiz');
  await page.getByRole('button', { name: 'Skip for now' }).click();
  await expect(page).toHaveURL('/');
  await page.goBack();
  await expect(page).toHaveURL('/about');
});

test('Skip during the questions goes home', async ({ page }) => {
  await page.goto('/quiz');
  await page.getByRole('button', { name: 'Begin Quiz' }).click();
  await page.getByRole('radio').first().check();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Question 2 of 10', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Skip', exact: true }).click();
  await expect(page).toHaveURL('/');
  await expect(h1(page)).toHaveText('A calm place to talk about how you feel');
});

test('questions that fail to load show the error state with Skip Quiz', async ({ page }, testInfo) => {
  await page.route('**/api/quiz/attachment', (route) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":{"code":"unavailable"}}' }),
  );
  await page.goto('/quiz');
  await expect(h1(page)).toHaveText('Error loading quiz');
  await expect(page.getByText('Unable to load quiz questions. Please try again later.')).toBeVisible();
  await expect(toast(page, 'Failed to load quiz questions. Please try again.')).toBeVisible();
  await shot(page, testInfo, 'quiz-error');
  await page.getByRole('button', { name: 'Skip Quiz' }).click();
  await expect(page).toHaveURL('/');
});

test('first visit straight to /quiz: the quiz session belongs to this browser', async ({ page }) => {
  // On a first visit the page asks for the questions and creates its session at once, before the browser
  // has a visitor cookie. The frontend sends the first API request of a page load alone, so both answers
  // agree on one visitor. Here the questions' answer is also held back until the session exists, the order
  // in which a second visitor cookie used to orphan the session.
  let sessionCreated!: () => void;
  const created = new Promise<void>((resolve) => {
    sessionCreated = resolve;
  });
  page.on('response', (res) => {
    if (res.url().endsWith('/api/session') && res.request().method() === 'POST') sessionCreated();
  });
  await page.route('**/api/quiz/attachment', async (route) => {
    const res = await route.fetch();
    await created;
    await route.fulfill({ response: res });
  });
  await page.goto('/quiz');
  await page.getByRole('button', { name: 'Begin Quiz' }).click();
  for (let n = 1; n <= 10; n += 1) {
    await page.getByRole('radio').first().check();
    if (n < 10) await page.getByRole('button', { name: 'Next' }).click();
  }
  const submitted = page.waitForResponse((res) => res.url().endsWith('/api/quiz/submit'));
  await page.getByRole('button', { name: 'Complete' }).click();
  const status = (await submitted).status();
  test.info().annotations.push({ type: 'submit status', description: String(status) });
  expect(status).toBe(201);
  await expect(page.getByRole('heading', { name: 'Your Results' })).toBeVisible();
});
