import { conversation, messageBox, openChat, replies, sendAndWait, userBubbles } from '../support/chat';
import { LONG_REPLY, SLOW_TRIGGER } from '../support/fakeReplies';
import { axe, COMPANION, expect, shot, test } from '../support/fixtures';

// Chat comforts: a reply survives a reload mid-stream; the last reply can be written again and copied.

const replyText = async (page: import('@playwright/test').Page) =>
  ((await replies(page).last().textContent()) ?? '').replace(`${COMPANION} said:`, '').trim();

test('a reload mid-reply picks the stream up where it was: in order, nothing doubled', async ({
  page,
}, testInfo) => {
  await openChat(page);
  await messageBox(page).fill(`Tell me a ${SLOW_TRIGGER}, please`);
  await messageBox(page).press('Enter');
  await expect(replies(page).last()).toContainText('part 2 of', { timeout: 30_000 });
  const before = await replyText(page);
  expect(LONG_REPLY.startsWith(before)).toBe(true);

  await page.reload();
  await expect(userBubbles(page)).toHaveCount(1);
  // The page reattaches: the reply shows what was written meanwhile, then keeps growing.
  await expect(replies(page)).toHaveCount(1, { timeout: 15_000 });
  await expect(page.getByRole('status').filter({ hasText: `${COMPANION} is replying` })).toHaveCount(1);
  await shot(page, testInfo, 'chat-resumed-mid-reply');
  await expect(conversation(page)).toHaveAttribute('aria-busy', 'false', { timeout: 60_000 });
  await expect(page.getByRole('button', { name: /Stop responding|Stopping/ })).toHaveCount(0, {
    timeout: 60_000,
  });
  expect(await replyText(page)).toBe(LONG_REPLY);
  await expect(page.getByRole('status').filter({ hasText: `${COMPANION} replied:` })).toHaveCount(1);
  // Focus is where a keyboard user left it: the message box still works.
  await expect(messageBox(page)).toBeEnabled();
});

test('regenerate and copy the last reply from the keyboard; time on focus; axe', async ({
  page,
}, testInfo) => {
  await openChat(page);
  const first = await sendAndWait(page, 'I had a strange day at work');
  await expect(messageBox(page)).toBeFocused();
  const regenerate = page.getByRole('button', { name: 'Regenerate this reply' });
  await expect(regenerate).toHaveCount(1);
  await regenerate.focus();
  // The time of the reply shows while its actions have focus.
  await expect(conversation(page).locator('time').last()).toBeVisible();
  await shot(page, testInfo, 'chat-reply-actions');
  await page.keyboard.press('Enter');
  await expect(replies(page)).toHaveCount(1, { timeout: 30_000 });
  await expect(page.getByRole('button', { name: /Stop responding|Stopping/ })).toHaveCount(0, {
    timeout: 30_000,
  });
  await expect(conversation(page)).toHaveAttribute('aria-busy', 'false');
  expect((await replyText(page)).length).toBeGreaterThan(0);
  await expect(userBubbles(page)).toHaveCount(1);
  expect(typeof first).toBe('string');

  await page
    .context()
    .grantPermissions(['clipboard-read', 'clipboard-write'])
    .catch(() => undefined);
  await page.getByRole('button', { name: 'Copy this reply' }).focus();
  await page.keyboard.press('Enter');

  // Right-to-left text and a long word stay inside their bubble.
  await sendAndWait(page, `مرحبا، كيف حالك اليوم؟ ${'a'.repeat(120)}`);
  const bubble = userBubbles(page).last();
  const box = await bubble.boundingBox();
  const viewport = page.viewportSize()!;
  expect(box!.x + box!.width).toBeLessThanOrEqual(viewport.width);
  await shot(page, testInfo, 'chat-rtl-and-long-word');
  expect(await axe(page, testInfo, '/chat (reply actions)')).toEqual([]);
});
