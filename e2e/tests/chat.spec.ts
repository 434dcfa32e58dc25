import { readFileSync } from 'node:fs';
import {
  conversation,
  messageBox,
  openChat,
  replies,
  sendAndWait,
  storage,
  userBubbles,
} from '../support/chat';
import { FAKE_REPLIES, SLOW_TRIGGER } from '../support/fakeReplies';
import { COMPANION, expect, shot, test, toast } from '../support/fixtures';

// These journeys run with the chat worker pointed at the local OpenAI-compatible test server (e2e/run.sh).
// The offline companion has its own journey in chat-offline.spec.ts.

test('greeting, Enter sends, the reply streams in, Shift+Enter adds a line', async ({ page }, testInfo) => {
  await openChat(page);
  await expect(page.getByRole('heading', { name: `Hi, I'm ${COMPANION}` })).toBeVisible();
  await expect(
    page.getByText("I'm here to listen and support you. What's on your mind today?"),
  ).toBeVisible();
  await expect(page.getByText('Your conversations are private and secure')).toBeVisible();
  const send = page.getByRole('button', { name: 'Send message' });
  await expect(send).toBeDisabled();
  await shot(page, testInfo, 'chat-empty');

  // Shift+Enter inserts a newline and sends nothing.
  const box = messageBox(page);
  await box.click();
  await box.pressSequentially('First line');
  await box.press('Shift+Enter');
  await box.pressSequentially('second line');
  await expect(box).toHaveValue('First line\nsecond line');
  await expect(userBubbles(page)).toHaveCount(0);
  await expect(send).toBeEnabled();

  // Enter sends: the message appears at once, then the reply streams in over server-sent events: record
  // the companion's text each time the conversation changes, to see it grow piece by piece.
  await conversation(page).evaluate((log, companion) => {
    const seen: string[] = [];
    (window as Window & { __replyTexts?: string[] }).__replyTexts = seen;
    new MutationObserver(() => {
      const bubbles = Array.from(log.querySelectorAll('p')).filter((el) =>
        el.textContent?.includes(`${companion} said:`),
      );
      const text = bubbles.at(-1)?.textContent ?? '';
      if (text && seen.at(-1) !== text) seen.push(text);
    }).observe(log, { subtree: true, childList: true, characterData: true });
  }, COMPANION);
  const stream = page.waitForResponse((res) => res.url().endsWith('/api/chat/stream'));
  await box.press('Enter');
  await expect(box).toHaveValue('');
  await expect(userBubbles(page)).toHaveCount(1);
  await expect(userBubbles(page).first()).toHaveText(/First line\nsecond line/);
  const res = await stream;
  expect(res.headers()['content-type']).toContain('text/event-stream');
  await expect(replies(page)).toHaveCount(1, { timeout: 30_000 });
  await expect(conversation(page)).toHaveAttribute('aria-busy', 'false', { timeout: 30_000 });
  await expect(page.getByRole('button', { name: /Stop responding/ })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: `Hi, I'm ${COMPANION}` })).toHaveCount(0);
  // The test model wrote it (not the offline companion).
  const reply = ((await replies(page).first().textContent()) ?? '').replace(`${COMPANION} said:`, '').trim();
  expect(FAKE_REPLIES).toContain(reply);
  const texts = await page.evaluate(
    () => (window as Window & { __replyTexts?: string[] }).__replyTexts ?? [],
  );
  expect(texts.length, 'the reply should appear in more than one step').toBeGreaterThan(1);
  expect(texts[0]!.length).toBeLessThan(texts.at(-1)!.length);
  expect(texts.at(-1)).toContain(reply);
  await shot(page, testInfo, 'chat-conversation');
});

test('settings: mode and tone are kept; history off and on with toasts; a failed update reverts', async ({
  page,
}, testInfo) => {
  await openChat(page);
  await page.getByRole('button', { name: 'Settings' }).click();
  const settings = page.getByRole('dialog', { name: 'Chat settings' });
  await expect(settings).toBeVisible();
  await expect(settings.getByRole('radio', { name: /Supportive Mode/ })).toBeChecked();
  await expect(settings.getByRole('radio', { name: /Casual & Friendly/ })).toBeChecked();
  await shot(page, testInfo, 'chat-settings');

  await settings.getByRole('radio', { name: /Problem-Solving Mode/ }).click();
  await settings.getByRole('radio', { name: /Gen Z Vibes/ }).click();
  expect(await storage(page, 'responseMode')).toBe('problem-solving');
  expect(await storage(page, 'conversationTone')).toBe('gen-z');

  const save = settings.getByRole('switch', { name: 'Save conversations' });
  await expect(save).toBeChecked();
  await expect(settings.getByText('Chats saved for continuity')).toBeVisible();
  const patched = page.waitForRequest(
    (req) => req.method() === 'PATCH' && req.url().includes('/api/session/'),
  );
  await save.click();
  expect((await patched).postDataJSON()).toEqual({ saveHistory: false });
  await expect(toast(page, 'Privacy mode enabled')).toContainText(
    "Your conversations won't be saved after this session.",
  );
  await expect(save).not.toBeChecked();
  await expect(settings.getByText('Chats deleted on close')).toBeVisible();
  expect(await storage(page, 'saveChatHistory')).toBe('false');

  await save.click();
  await expect(toast(page, 'Chat history enabled')).toContainText(
    'Your conversations will be saved for continuity.',
  );
  await expect(save).toBeChecked();
  expect(await storage(page, 'saveChatHistory')).toBe('true');

  // The session update fails: the switch and the stored value go back, an error toast explains.
  await page.route('**/api/session/*', (route) =>
    route.request().method() === 'PATCH'
      ? route.fulfill({
          status: 503,
          contentType: 'application/json',
          body: '{"error":{"code":"unavailable"}}',
        })
      : route.fallback(),
  );
  await save.click();
  await expect(toast(page, 'Failed to update privacy setting. Please try again.')).toBeVisible();
  await expect(save).toBeChecked();
  expect(await storage(page, 'saveChatHistory')).toBe('true');
  await shot(page, testInfo, 'chat-settings-failed');
  await page.unroute('**/api/session/*');

  // Mode and tone survive a reload.
  await page.keyboard.press('Escape');
  await page.reload();
  await page.getByRole('button', { name: 'Settings' }).click();
  await expect(page.getByRole('radio', { name: /Problem-Solving Mode/ })).toBeChecked();
  await expect(page.getByRole('radio', { name: /Gen Z Vibes/ })).toBeChecked();
});

test('history: kept across a reload; Clear conversation with Keep Chat, then Delete', async ({
  page,
}, testInfo) => {
  await openChat(page);
  const sessionId = await storage(page, 'chatSessionId');
  expect(sessionId).toBeTruthy();
  await sendAndWait(page, 'I had a long day at work and I feel drained.');

  await page.reload();
  await expect(userBubbles(page)).toHaveCount(1);
  await expect(userBubbles(page).first()).toContainText('I had a long day at work and I feel drained.');
  await expect(replies(page)).toHaveCount(1);
  expect(await storage(page, 'chatSessionId')).toBe(sessionId);

  const clear = page.getByRole('button', { name: 'Clear conversation' });
  await clear.click();
  const dialog = page.getByRole('alertdialog', { name: 'Clear conversation' });
  await expect(dialog).toContainText(
    'This will permanently delete your current conversation history. This action cannot be undone.',
  );
  await shot(page, testInfo, 'chat-clear-dialog');
  await dialog.getByRole('button', { name: 'Keep Chat' }).click();
  await expect(dialog).toBeHidden();
  await expect(userBubbles(page)).toHaveCount(1);

  await clear.click();
  const deleted = page.waitForResponse(
    (res) => res.request().method() === 'DELETE' && res.url().includes('/api/chat/'),
  );
  await dialog.getByRole('button', { name: 'Delete' }).click();
  expect((await deleted).status()).toBe(204);
  await expect(toast(page, 'Conversation cleared')).toContainText('Your chat history has been deleted.');
  // The page reloads with a new session and the greeting.
  await page.waitForEvent('load');
  await expect(page.getByRole('heading', { name: `Hi, I'm ${COMPANION}` })).toBeVisible();
  await expect(userBubbles(page)).toHaveCount(0);
  const fresh = await storage(page, 'chatSessionId');
  expect(fresh).toBeTruthy();
  expect(fresh).not.toBe(sessionId);
});

test('a crisis message brings the crisis card with the crisis lines', async ({ page }, testInfo) => {
  await openChat(page);
  const reply = await sendAndWait(page, "I don't want to be alive anymore. I want to kill myself.");
  expect(reply).toContain('988');
  const card = page.getByRole('region', { name: "You don't have to go through this alone" });
  await expect(card).toBeVisible();
  await expect(card).toContainText('988');
  await expect(card).toContainText('741741');
  await expect(card).toContainText('911');
  await card.scrollIntoViewIfNeeded();
  await shot(page, testInfo, 'chat-crisis-card');

  // The card comes back with the history.
  await page.reload();
  await expect(page.getByRole('region', { name: "You don't have to go through this alone" })).toBeVisible();
});

test('an everyday idiom gets an ordinary reply, without the crisis card', async ({ page }) => {
  await openChat(page);
  await sendAndWait(page, 'This exam is killing me, I have studied all week.');
  await expect(page.getByRole('region', { name: "You don't have to go through this alone" })).toHaveCount(0);
});

test('Stop during a reply keeps what was said so far', async ({ page }, testInfo) => {
  await openChat(page);
  await messageBox(page).fill(`Please tell me a ${SLOW_TRIGGER}, slowly.`);
  await messageBox(page).press('Enter');
  const stop = page.getByRole('button', { name: 'Stop responding' });
  await expect(stop).toBeVisible();
  // Wait for the first words, so there is something to keep.
  await expect(replies(page)).toHaveCount(1, { timeout: 20_000 });
  await shot(page, testInfo, 'chat-streaming');
  const stopped = page.waitForResponse((res) => res.url().endsWith('/stop'));
  await stop.click();
  expect((await stopped).status()).toBe(202);
  await expect(page.getByRole('button', { name: /Stop responding|Stopping/ })).toHaveCount(0, {
    timeout: 15_000,
  });
  await expect(conversation(page)).toHaveAttribute('aria-busy', 'false');
  const partial = ((await replies(page).last().textContent()) ?? '').replace(`${COMPANION} said:`, '').trim();
  expect(partial.length).toBeGreaterThan(0);

  // What was said is stored: it is still there after a reload.
  await page.reload();
  await expect(replies(page)).toHaveCount(1);
  const stored = ((await replies(page).last().textContent()) ?? '').replace(`${COMPANION} said:`, '').trim();
  expect(stored.startsWith(partial.slice(0, 20))).toBe(true);

  // And the next message can be sent.
  await sendAndWait(page, 'Thank you, that is enough for now.');
});

test('download the conversation as Markdown', async ({ page }) => {
  await openChat(page);
  const download = page.getByRole('button', { name: 'Download conversation' });
  await expect(download).toBeDisabled();
  await sendAndWait(page, 'Could you help me plan a calmer evening?');
  await expect(download).toBeEnabled();
  const file = page.waitForEvent('download');
  await download.click();
  const saved = await file;
  expect(saved.suggestedFilename()).toMatch(/\.md$/);
  const text = readFileSync((await saved.path())!, 'utf8');
  expect(text).toContain('Could you help me plan a calmer evening?');
  expect(text).toContain(COMPANION);
});
