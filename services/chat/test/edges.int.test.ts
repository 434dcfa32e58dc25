import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type ChatHarness, openStream, startChatHarness, type Visitor } from './support/harness.ts';

const body = (v: Visitor, message: string) => ({
  message,
  sessionId: v.sessionId,
  mode: 'supportive',
  tone: 'casual',
});
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('slow replies, clearing mid-reply, the offline companion', () => {
  let h: ChatHarness;

  beforeAll(async () => {
    // POST /api/chat waits 1.5 s; the model takes longer.
    h = await startChatHarness({ env: { CHAT_REPLY_WAIT_MS: '1500', LLM_TIMEOUT_MS: '5000' } });
  });
  afterAll(async () => {
    await h?.close();
  });
  beforeEach(() => {
    h.llm.reset();
  });

  it('answers 504 with a clear message when the reply is slow, and the reply still lands in history', async () => {
    const v = await h.newVisitor();
    h.llm.setChunkDelay(400); // 7 chunks: about 2.8 s
    const res = await v.post('/api/chat', body(v, 'Are you still there?'));
    expect(res.status).toBe(504);
    expect(res.body.error.code).toBe('reply_timeout');
    expect(res.body.error.message).toMatch(/will appear in your conversation/);
    const deadline = Date.now() + 15_000;
    let history: { isUser: boolean; content: string }[] = [];
    while (Date.now() < deadline) {
      history = (await v.get(`/api/chat/${v.sessionId}`)).body;
      if (history.length === 2) break;
      await sleep(200);
    }
    expect(history.map((m) => m.isUser)).toEqual([true, false]);
    expect(history[1]!.content).toMatch(/That sounds really hard/);
  });

  it('keeps a stream open while deltas flow, even past the wait, with pings in between', async () => {
    const v = await h.newVisitor();
    h.llm.setChunks(Array.from({ length: 8 }, (_, i) => `Step ${i + 1}. `));
    h.llm.setChunkDelay(350); // 2.8 s in total, never 1.5 s without news
    const stream = await openStream(h.gateway.url, v.cookie, body(v, 'walk me through it'));
    await stream.finished;
    expect(stream.events.at(-1)!.event).toBe('done');
    expect(stream.comments).toContain('ping');
  });

  it('ends the stream with an error event when the reply does not come in time', async () => {
    const v = await h.newVisitor();
    h.llm.setChunks(['Hello. ', 'Hi.']);
    h.llm.setChunkDelay(2_500);
    const stream = await openStream(h.gateway.url, v.cookie, body(v, 'hello?'));
    await stream.finished;
    const last = stream.events.at(-1)!;
    expect(last.event).toBe('error');
    expect(last.data.error.code).toBe('reply_timeout');
    // A new message is refused until that reply has landed.
    expect((await v.post('/api/chat', body(v, 'again'))).status).toBe(409);
  });

  it('stores nothing when the conversation is cleared while the reply is written', async () => {
    const v = await h.newVisitor();
    h.llm.setChunks(Array.from({ length: 10 }, (_, i) => `Thought ${i + 1}. `));
    h.llm.setChunkDelay(150);
    const stream = await openStream(h.gateway.url, v.cookie, body(v, 'something to forget'));
    await stream.until((e) => e.event === 'delta');
    expect((await v.del(`/api/chat/${v.sessionId}`)).status).toBe(204);
    await stream.finished;
    const last = stream.events.at(-1)!;
    expect(last.event).toBe('error');
    expect(last.data.error.message).toMatch(/cleared/);
    await sleep(500);
    expect((await v.get(`/api/chat/${v.sessionId}`)).body).toEqual([]);
    expect(h.llm.calls[0]!.aborted).toBe(true);
    h.llm.setChunkDelay(0);
    expect((await v.post('/api/chat/stream', body(v, 'fresh start'))).status).toBe(200);
  });
});

describe('with no model configured', () => {
  let h: ChatHarness;

  beforeAll(async () => {
    h = await startChatHarness({ llm: false });
  });
  afterAll(async () => {
    await h?.close();
  });

  it('the offline companion answers in the chosen mode and tone, streamed, never repeating itself', async () => {
    const v = await h.newVisitor();
    const stream = await openStream(h.gateway.url, v.cookie, {
      ...body(v, 'I feel so lonely since I moved'),
      tone: 'gen-z',
    });
    await stream.finished;
    const done = stream.events.at(-1)!.data.message;
    expect(
      stream.events
        .filter((e) => e.event === 'delta')
        .map((e) => e.data.text)
        .join(''),
    ).toBe(done.content);
    expect(done.content).toMatch(/lonely/);
    expect((done.content.match(/\?/g) ?? []).length).toBe(1);

    const again = await v.post('/api/chat', body(v, 'I feel so lonely since I moved'));
    expect(again.status).toBe(200);
    expect(again.body.content).not.toBe(done.content);

    const solving = await v.post('/api/chat', {
      ...body(v, 'Work is so stressful'),
      mode: 'problem-solving',
    });
    // Problem-solving mode offers concrete steps.
    expect(solving.body.content).toMatch(/\n- |might help|could try|first step/i);
    expect(h.llm.calls).toHaveLength(0);
  });
});
