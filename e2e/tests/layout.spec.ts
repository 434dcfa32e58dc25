import { COMPANION, expect, h1, shot, test } from '../support/fixtures';

const MENU = [
  { label: 'Attachment Style', path: '/quiz', heading: 'Attachment Style Quiz' },
  { label: 'Blog', path: '/resources', heading: 'Wellness Blog' },
  { label: 'About', path: '/about', heading: `About ${COMPANION}` },
  { label: 'FAQ', path: '/faq', heading: 'Frequently Asked Questions' },
  { label: 'Contact', path: '/contact', heading: 'Get in Touch' },
  { label: 'Privacy', path: '/privacy', heading: 'Privacy Policy' },
  { label: 'Terms', path: '/terms', heading: 'Terms and Conditions' },
];

test('header: the menu leads to every page, the logo home and Chat to /chat', async ({ page }, testInfo) => {
  await page.goto('/');
  for (const [i, item] of MENU.entries()) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    if (i === 0) {
      await expect(menu.getByRole('menuitem')).toHaveText(MENU.map((m) => m.label));
      await shot(page, testInfo, 'header-menu-open');
    }
    await menu.getByRole('menuitem', { name: item.label, exact: true }).click();
    await expect(page).toHaveURL(item.path);
    await expect(h1(page)).toHaveText(item.heading);
    await expect(menu).toBeHidden();
  }

  await page.getByRole('link', { name: 'Chat', exact: true }).first().click();
  await expect(page).toHaveURL('/chat');
  await expect(page.getByRole('contentinfo')).toHaveCount(0);

  await page.getByTitle('Go to home').click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('contentinfo')).toBeVisible();
});

test('footer: links, support address and year, not on /chat', async ({ page }) => {
  await page.goto('/about');
  const footer = page.getByRole('contentinfo');
  for (const label of ['Chat', 'Attachment Quiz', 'Blog', 'About', 'FAQ', 'Privacy', 'Terms', 'Contact']) {
    await expect(footer.getByRole('link', { name: label, exact: true })).toBeVisible();
  }
  await expect(footer).toContainText(String(new Date().getFullYear()));
  await expect(footer.getByRole('link', { name: 'support@sage.example' })).toHaveAttribute(
    'href',
    'mailto:support@sage.example',
  );
  await footer.getByRole('link', { name: 'Attachment Quiz' }).click();
  await expect(page).toHaveURL('/quiz');
});

test('not-found screen and its Go Home button', async ({ page }, testInfo) => {
  await page.goto('/nowhere/at/all');
  await expect(h1(page)).toHaveText('404 - Page Not Found');
  await expect(page.getByText("The page you're looking for doesn't exist or has been moved.")).toBeVisible();
  await page.getByRole('link', { name: 'Go Home' }).click();
  await expect(page).toHaveURL('/');
  await expect(h1(page)).toHaveText('A calm place to talk about how you feel');
  await shot(page, testInfo, 'landing-after-go-home');
});

test('crisis dialog over the landing page (screenshot) and from the chat screen', async ({
  page,
}, testInfo) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Crisis Resources' }).click();
  const dialog = page.getByRole('dialog', { name: 'Crisis Resources' });
  await expect(dialog).toBeVisible();
  await shot(page, testInfo, 'crisis-dialog');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // On /chat the button sits above the message box and never covers the send button.
  await page.goto('/chat');
  await expect(page.getByRole('heading', { name: /^Hi, I'm / })).toBeVisible();
  const crisis = await page.getByRole('button', { name: 'Crisis Resources' }).boundingBox();
  const send = await page.getByRole('button', { name: 'Send message' }).boundingBox();
  expect(crisis && send).toBeTruthy();
  const overlaps =
    crisis!.x < send!.x + send!.width &&
    crisis!.x + crisis!.width > send!.x &&
    crisis!.y < send!.y + send!.height &&
    crisis!.y + crisis!.height > send!.y;
  expect(overlaps, 'the crisis button covers the send button').toBe(false);
});

test('landing: calls to action lead to chat, quiz and about', async ({ page }) => {
  await page.goto('/');
  for (const title of ['Just Here to Listen', 'Personalized Insights', 'Privacy First']) {
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
  }
  await page.getByRole('link', { name: 'Start Chatting', exact: true }).click();
  await expect(page).toHaveURL('/chat');
  await page.goBack();
  await page.getByRole('link', { name: 'Attachment Style', exact: true }).click();
  await expect(page).toHaveURL('/quiz');
  await page.goBack();
  await page.getByRole('link', { name: 'Learn More About Our Approach' }).click();
  await expect(page).toHaveURL('/about');
  await page.goBack();
  await expect(page.getByRole('link', { name: 'Start Chatting Now' })).toHaveAttribute('href', '/chat');
  await expect(page.getByRole('link', { name: 'Attachment Style Quiz' })).toHaveAttribute('href', '/quiz');
});
