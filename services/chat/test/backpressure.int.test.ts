import { safetyReply } from '@sage/safety';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { busyMessage } from '../src/domain/queueLoad.ts';
import { type ChatHarness, startChatHarness, type Visitor } from './support/harness.ts';

const body = (v: Visitor, message: string) => ({
  message,
  sessionId: v.sessionId,
  mode: 'supportive',
  tone: 'casual',
});
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('a full replies queue (no worker running)', () => {
  let h: ChatHarness;

  beforeAll(async () => {
    h = await startChatHarness({
      worker: false,
      env: { CHAT_QUEUE_MAX_WAIT_MS: '300', CHAT_REPLY_WAIT_MS: '15000' },
    });
  });
  afterAll(async () => {
    await h?.close();
  });

  it('turns a new message away at once with Retry-After, answers a crisis at once, and takes messages again once drained', async () => {
    const first = await h.newVisitor();
    const waiting = first.post('/api/chat', body(first, 'work has been a lot this week'));
    // The waiting reply is queued, grows older than the limit, and the queue is sampled again.
    while ((await h.queue.getWaitingCount()) === 0) await sleep(20);
    await sleep(500);

    const second = await h.newVisitor();
    const turned = await second.post('/api/chat', body(second, 'my exams start on monday'));
    expect(turned.status).toBe(429);
    expect(turned.body.error.code).toBe('busy');
    const retryAfter = Number(turned.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(5);
    expect(turned.body.error.message).toBe(busyMessage(retryAfter));
    // Nothing of it was kept: the visitor's text stays in their box to send again.
    expect((await second.get(`/api/chat/${second.sessionId}`)).body).toEqual([]);

    // A crisis needs no model: its fixed reply is stored with the message, whatever the queue.
    const third = await h.newVisitor();
    const crisis = await third.post(
      '/api/chat',
      body(third, 'i have the pills in my hand and i am going to take them all tonight'),
    );
    expect(crisis.status).toBe(200);
    expect(crisis.body).toMatchObject({ risk: 'crisis', category: 'suicide', isUser: false });
    expect(crisis.body.content).toBe(safetyReply('suicide', { companionName: 'Sage', language: 'en' }));
    const history = (await third.get(`/api/chat/${third.sessionId}`)).body;
    expect(history.map((m: { isUser: boolean }) => m.isUser)).toEqual([true, false]);
    expect(await h.queue.getJob(history[0].id)).toBeUndefined();

    // Workers come back: the waiting reply is written, and the queue takes messages again.
    await h.startWorker();
    expect((await waiting).status).toBe(200);
    await sleep(200);
    const again = await second.post('/api/chat', body(second, 'my exams start on monday'));
    expect(again.status).toBe(200);
    expect(again.body.isUser).toBe(false);
  });
});

describe("the model provider's limits", () => {
  let h: ChatHarness;

  beforeAll(async () => {
    // One attempt only: a provider's 429 must be waited out in the queue, not spent as a failure.
    h = await startChatHarness({ env: { LLM_MAX_ATTEMPTS: '1' } });
  });
  afterAll(async () => {
    await h?.close();
  });

  it("waits out a 429's Retry-After in the queue and answers from the model, not the offline companion", async () => {
    h.llm.reset();
    h.llm.failNext(1, 429, { 'retry-after': '1' });
    const v = await h.newVisitor();
    const started = Date.now();
    const res = await v.post('/api/chat', body(v, 'my flatmate keeps eating my food'));
    expect(res.status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
    expect(h.llm.calls.filter((c) => c.endpoint === 'chat')).toHaveLength(2);
    const stored = await h.t.db
      .selectFrom('messages')
      .select('source')
      .where('id', '=', res.body.id)
      .executeTakeFirstOrThrow();
    expect(stored.source).toBe('llm');
  });
});
