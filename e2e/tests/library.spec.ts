import type { Page } from '@playwright/test';
import { expect, h1, shot, test } from '../support/fixtures';

const cards = (page: Page) =>
  page
    .getByRole('region', { name: 'Browse articles' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('link') });
const countLine = (page: Page) => page.getByText(/^Showing \d/);

test('blog list: search, categories, empty state, pagination', async ({ page, isMobile }, testInfo) => {
  await page.goto('/resources');
  await expect(h1(page)).toHaveText('Wellness Blog');
  await expect(countLine(page)).toHaveText('Showing 1–9 of 40 articles');
  await expect(cards(page)).toHaveCount(9);
  // Nine cards: the advertisement placeholder shows (6 or more).
  await expect(page.getByRole('complementary', { name: 'Advertisement' })).toBeVisible();

  await page.getByRole('button', { name: 'Explore Articles' }).click();
  await expect(page.getByRole('heading', { name: 'Browse articles' })).toBeFocused();
  await expect(page.getByRole('heading', { name: 'Browse articles' })).toBeInViewport();

  // Pagination: Previous disabled on page 1, Next on the last page.
  const pagination = page.getByRole('navigation', { name: 'Pagination' });
  const previous = pagination.getByRole('button', { name: 'Previous' });
  const nextButton = pagination.getByRole('button', { name: 'Next' });
  await expect(previous).toBeDisabled();
  await expect(pagination.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  await pagination.getByRole('button', { name: 'Page 2' }).click();
  await expect(countLine(page)).toHaveText('Showing 10–18 of 40 articles');
  await expect(pagination.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await pagination.getByRole('button', { name: 'Page 5' }).click();
  await expect(countLine(page)).toHaveText('Showing 37–40 of 40 articles');
  await expect(nextButton).toBeDisabled();
  await expect(cards(page)).toHaveCount(4);
  // Four cards: no advertisement placeholder.
  await expect(page.getByRole('complementary', { name: 'Advertisement' })).toHaveCount(0);
  await previous.click();
  await expect(countLine(page)).toHaveText('Showing 28–36 of 40 articles');

  // Search (title, excerpt or tag, any case) goes back to page 1.
  const search = page.getByRole('searchbox', { name: 'Search articles' });
  await expect(search).toHaveAttribute('placeholder', 'Search articles...');
  await search.fill('BREATHING');
  await expect(countLine(page)).toHaveText(/^Showing \d+ articles?$/);
  await expect(cards(page).first()).toBeVisible();
  await expect(
    page.getByRole('heading', { name: 'Mindful Breathing Techniques for Calmer Days' }),
  ).toBeVisible();
  await expect(pagination).toHaveCount(0);
  await shot(page, testInfo, 'blog-search');

  await search.fill('zzzz-nothing-matches');
  await expect(page.getByRole('heading', { name: 'No articles found' })).toBeVisible();
  await expect(page.getByText('Try adjusting your search terms or clearing the filters.')).toBeVisible();
  await expect(countLine(page)).toHaveText('Showing 0 articles');
  await shot(page, testInfo, 'blog-empty');
  await page.getByRole('button', { name: 'Clear Filters' }).click();
  await expect(search).toHaveValue('');
  await expect(countLine(page)).toHaveText('Showing 1–9 of 40 articles');

  // Categories: choosing one filters, choosing it again clears it; All clears too.
  const category = (name: string) =>
    page.getByRole('group', { name: 'Filter by category' }).getByRole('button', { name, exact: true });
  await expect(category('All')).toHaveAttribute('aria-pressed', 'true');
  await category('Relationships').click();
  await expect(category('Relationships')).toHaveAttribute('aria-pressed', 'true');
  await expect(countLine(page)).toHaveText(/^Showing \d+ articles$/);
  const shown = await cards(page).count();
  expect(shown).toBeGreaterThan(0);
  for (let i = 0; i < shown; i += 1) await expect(cards(page).nth(i)).toContainText('Relationships');
  await shot(page, testInfo, 'blog-category', !isMobile);
  await category('Relationships').click();
  await expect(category('All')).toHaveAttribute('aria-pressed', 'true');
  await category('Self Care').click();
  await expect(category('Self Care')).toHaveAttribute('aria-pressed', 'true');
  await category('All').click();
  await expect(countLine(page)).toHaveText('Showing 1–9 of 40 articles');
});

test('article: contents list, related articles, back to blog', async ({ page, isMobile }, testInfo) => {
  await page.goto('/resources');
  await cards(page).first().getByRole('link').click();
  await expect(page).toHaveURL('/resources/when-everything-feels-too-much');
  await expect(h1(page)).toHaveText('When Everything Feels Like Too Much');
  await expect(page.getByText(/^By /)).toBeVisible();
  await expect(page.getByText(/^\d+ min read$/).first()).toBeVisible();
  await expect(page.getByRole('button', { name: /share/i })).toBeVisible();
  for (const slot of ['Advertisement (top)', 'Advertisement (middle)', 'Advertisement (bottom)']) {
    await expect(page.getByRole('complementary', { name: slot })).toHaveCount(1);
  }

  if (isMobile) {
    // Small screens: a collapsible "Table of Contents" with a section count; it closes on a choice.
    const toc = page.getByRole('navigation', { name: 'Table of Contents' });
    const toggle = toc.getByRole('button', { name: /Table of Contents/ });
    await expect(toggle).toContainText(/\d+ sections?/);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await shot(page, testInfo, 'article-toc-open');
    const link = toc.getByRole('link').nth(1);
    const target = (await link.getAttribute('href'))!.slice(1);
    await link.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator(`[id="${target}"]`)).toBeInViewport();
  } else {
    // Wide screens: a sticky side panel.
    const panel = page.getByRole('navigation', { name: 'Contents' });
    await expect(panel).toBeVisible();
    const link = panel.getByRole('link').nth(2);
    const target = (await link.getAttribute('href'))!.slice(1);
    await link.click();
    await expect(page.locator(`[id="${target}"]`)).toBeInViewport();
    await expect(panel).toBeInViewport();
  }

  const related = page.getByRole('region', { name: 'Related Articles' });
  await related.scrollIntoViewIfNeeded();
  const relatedLinks = related.getByRole('link');
  const n = await relatedLinks.count();
  expect(n).toBeGreaterThan(0);
  expect(n).toBeLessThanOrEqual(3);
  await shot(page, testInfo, 'article-related');
  const title = (await relatedLinks.first().getByRole('heading').textContent())!.trim();
  await relatedLinks.first().click();
  await expect(h1(page)).toHaveText(title);
  await expect(page).not.toHaveURL('/resources/when-everything-feels-too-much');

  await page.getByRole('link', { name: 'Back to Blog' }).click();
  await expect(page).toHaveURL('/resources');
  await expect(h1(page)).toHaveText('Wellness Blog');
});

test('unknown article slug: Post Not Found and Back to Blog', async ({ page }) => {
  await page.goto('/resources/this-article-does-not-exist');
  await expect(h1(page)).toHaveText('Post Not Found');
  await expect(page.getByText("The article you're looking for doesn't exist.")).toBeVisible();
  await page.getByRole('link', { name: 'Back to Blog' }).click();
  await expect(page).toHaveURL('/resources');
});

test('lesson reader: New Article picks another lesson of the topic; back to resources', async ({
  page,
  isMobile,
}, testInfo) => {
  await page.goto('/resources');
  await page
    .getByRole('region', { name: 'Short lessons' })
    .getByRole('link', { name: /Emotional Overwhelm/ })
    .click();
  await expect(page).toHaveURL('/article/emotional-overwhelm');
  const first = (await h1(page).textContent())!.trim();
  expect(first.length).toBeGreaterThan(0);
  await shot(page, testInfo, 'lesson', true);

  const newArticle = page.getByRole('button', { name: 'New Article' }).filter({ visible: true });
  await expect(newArticle).toHaveCount(1);
  await newArticle.click();
  await expect(h1(page)).not.toHaveText(first);
  await expect(h1(page)).toBeFocused();

  const back = isMobile
    ? page.getByRole('link', { name: 'Back', exact: true })
    : page.getByRole('link', { name: 'Back to Resources' });
  await expect(back).toBeVisible();
  await back.click();
  await expect(page).toHaveURL('/resources');
});

test('unknown lesson topic: Article Not Found', async ({ page }) => {
  await page.goto('/article/no-such-topic');
  await expect(h1(page)).toHaveText('Article Not Found');
  await page.getByRole('link', { name: 'Back to Resources' }).click();
  await expect(page).toHaveURL('/resources');
});
