import { expect, h1, shot, test } from '../support/fixtures';

// Installable and offline: a web app manifest, and a service worker that precaches the shell so the crisis
// resources, /safety, /safety-plan and /grounding open with the network cut. API answers are never cached.

test('manifest and icons', async ({ page, request }) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBeTruthy();
  const manifest = await (await request.get(href!)).json();
  expect(manifest.short_name).toBeTruthy();
  expect(manifest.display).toBe('standalone');
  const sizes = manifest.icons.map((i: { sizes: string }) => i.sizes);
  expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
  for (const icon of manifest.icons) expect((await request.get(icon.src)).ok()).toBe(true);
});

test('offline: crisis resources, /safety, /safety-plan and /grounding work with no network', async ({
  page,
  context,
}, testInfo) => {
  await page.goto('/');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // The worker controls the page once it has claimed it; reload so every request goes through it.
  await page.reload();
  await expect
    .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), { timeout: 15_000 })
    .toBe(true);
  // Wait until the precache is complete.
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const names = await caches.keys();
          let n = 0;
          for (const name of names) n += (await (await caches.open(name)).keys()).length;
          return n;
        }),
      { timeout: 30_000 },
    )
    .toBeGreaterThan(20);

  await context.setOffline(true);

  await page.goto('/safety');
  await expect(h1(page)).toHaveText(/keeps you safe/);

  await page.goto('/safety-plan');
  await expect(h1(page)).toHaveText('My safety plan');
  await page.getByRole('textbox', { name: /reasons to keep going/ }).fill('Written offline');
  await page.reload();
  await expect(page.getByRole('textbox', { name: /reasons to keep going/ })).toHaveValue('Written offline');

  await page.goto('/grounding');
  await expect(h1(page)).toHaveText('Grounding and breathing');
  await page.getByRole('button', { name: 'Start breathing' }).click();
  await expect(page.getByTestId('pacer-announcer')).toHaveText('Breathe in, 4');

  await page.getByRole('button', { name: 'Crisis Resources' }).click();
  const dialog = page.getByRole('dialog', { name: 'Crisis Resources' });
  await expect(dialog).toContainText('988');
  await expect(dialog).toContainText('Text HOME to 741741');
  await shot(page, testInfo, 'offline-crisis-dialog');

  // Nothing from the API is in any cache.
  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const req of await (await caches.open(name)).keys()) urls.push(req.url);
    }
    return urls;
  });
  expect(cached.filter((u) => new URL(u).pathname.startsWith('/api'))).toEqual([]);
  const apiOffline = await page.evaluate(async () => {
    try {
      const res = await fetch('/api/quiz/attachment');
      return res.status;
    } catch {
      return 'failed';
    }
  });
  expect(apiOffline).toBe('failed');
  await context.setOffline(false);
});
