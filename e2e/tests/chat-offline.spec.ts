import { openChat, replies, sendAndWait, userBubbles } from '../support/chat';
import { FAKE_REPLIES, LONG_REPLY } from '../support/fakeReplies';
import { expect, shot, test } from '../support/fixtures';

// Run by e2e/run.sh after the chat worker restarts with no model configured (tests tagged @offline run
// only then): the built-in offline companion answers, so a visitor never meets an error.
test.describe('offline companion @offline', () => {
  test('answers with no model configured, in both modes', async ({ page }, testInfo) => {
    await openChat(page);
    const first = await sendAndWait(page, "I feel so anxious about tomorrow's job interview.");
    expect(first).not.toMatch(/error|try again/i);
    // Not the test model's words: the worker has no model now.
    expect([...FAKE_REPLIES, LONG_REPLY]).not.toContain(first);
    await shot(page, testInfo, 'chat-offline-reply');

    await page.getByRole('button', { name: 'Settings' }).click();
    await page.getByRole('radio', { name: /Problem-Solving Mode/ }).click();
    await page.keyboard.press('Escape');
    const second = await sendAndWait(page, 'I keep putting off my assignments and I feel stuck.');
    expect(second).not.toBe(first);
    await expect(userBubbles(page)).toHaveCount(2);
    await expect(replies(page)).toHaveCount(2);
  });

  test('a crisis message still gets the crisis reply and card', async ({ page }) => {
    await openChat(page);
    const reply = await sendAndWait(page, 'I want to end my life tonight.');
    expect(reply).toContain('988');
    await expect(page.getByRole('region', { name: "You don't have to go through this alone" })).toBeVisible();
  });
});
