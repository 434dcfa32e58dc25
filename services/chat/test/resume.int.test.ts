import { safetyReply } from '@sage/safety';
import { createRedis } from '@sage/shared';
import { silentLogger } from '@sage/shared/testing';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { recoverLostReplies } from '../src/jobs/recovery.ts';
import { ReplyPublisher } from '../src/relayWorker.ts';
import {
  type ChatHarness,
  openStream,
  type SseStream,
  startChatHarness,
  type Visitor,
} from './support/harness.ts';

const body = (v: Visitor, message: string) => ({
  message,
  sessionId: v.sessionId,
  mode: 'supportive',
  tone: 'casual',
});
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const deltas = (s: SseStream) => s.events.filter((e) => e.event === 'delta');
const text = (s: SseStream) =>
  deltas(s)
    .map((e) => e.data.text)
    .join('');

describe('resuming a reply, regenerating it, recovering a lost job', () => {
  let h: ChatHarness;

  beforeAll(async () => {
    h = await startChatHarness();
  });
  afterAll(async () => {
    await h?.close();
  });
  beforeEach(() => {
    h.llm.reset();
  });

  async function assistantEvents(sessionId: string): Promise<number> {
    const row = await h.t.db
      .selectFrom('outbox')
      .select(sql<number>`count(*)`.as('n'))
      .where(sql<boolean>`event->>'type' = 'chat.message.created'`)
      .where(sql<boolean>`event->'payload'->>'role' = 'assistant'`)
      .where('key', '=', sessionId)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  it('a page that dropped its stream mid-reply reattaches: what it missed, then the rest, in order, once', async () => {
    const v = await h.newVisitor();
    const sentences = Array.from({ length: 12 }, (_, i) => `Sentence ${i + 1}. `);
    h.llm.setChunks(sentences);
    h.llm.setChunkDelay(120);
    const dropped = new AbortController();
    const first = await openStream(h.gateway.url, v.cookie, body(v, 'Tell me a story'), {
      signal: dropped.signal,
    });
    const user = (await first.until((e) => e.event === 'user')).data.message;
    await first.until((e) => e.event === 'delta' && /Sentence 3\./.test(text(first)));
    dropped.abort(); // the reload
    const seen = deltas(first);
    const lastId = Number(seen.at(-1)!.id);
    expect(seen.map((e) => Number(e.id))).toEqual(seen.map((_, i) => i + 1));

    // History says a reply is on its way.
    const history = (await v.get(`/api/chat/${v.sessionId}`)).body;
    expect(history).toEqual([{ ...user, awaitingReply: true }]);

    // From the start (a reloaded page has nothing), and from where the dropped stream was.
    const path = `/api/chat/${v.sessionId}/stream`;
    const [fromStart, fromLast] = await Promise.all([
      openStream(h.gateway.url, v.cookie, undefined, { method: 'GET', path: `${path}?after=0` }),
      openStream(h.gateway.url, v.cookie, undefined, {
        method: 'GET',
        path: `${path}?after=${lastId}&message=${user.id}`,
      }),
    ]);
    await Promise.all([fromStart.finished, fromLast.finished]);
    const done = fromStart.events.at(-1)!;
    expect(done.event).toBe('done');
    expect(done.data.message.content).toBe(sentences.join(''));
    expect(text(fromStart)).toBe(sentences.join(''));
    expect(fromLast.events.at(-1)!.data.message).toEqual(done.data.message);
    expect(text(first) + text(fromLast)).toBe(sentences.join(''));
    for (const s of [fromStart, fromLast]) {
      const ids = deltas(s).map((e) => Number(e.id));
      expect(ids).toEqual([...ids].sort((a, b) => a - b));
      expect(new Set(ids).size).toBe(ids.length);
    }
    expect(Number(deltas(fromLast)[0]!.id)).toBe(lastId + 1);

    // After the reply: reattaching answers `done` at once; with nothing in flight, 404.
    const late = await openStream(h.gateway.url, v.cookie, undefined, {
      method: 'GET',
      path: `${path}?message=${user.id}`,
    });
    await late.finished;
    expect(late.events.map((e) => e.event)).toEqual(['done']);
    expect((await v.get(`${path}`)).status).toBe(404);
    const stranger = await h.newVisitor();
    expect((await stranger.get(`${path}?message=${user.id}`)).status).toBe(404);
  });

  it('regenerates the last reply: replaced in history, with its event; a crisis gets the same safety reply', async () => {
    const v = await h.newVisitor();
    h.llm.setReply('First answer.');
    const first = (await v.post('/api/chat', body(v, 'I had a long day'))).body;
    h.llm.setReply('A second, different answer.');
    const again = await openStream(
      h.gateway.url,
      v.cookie,
      { tone: 'gen-z' },
      {
        path: `/api/chat/${v.sessionId}/regenerate`,
      },
    );
    await again.finished;
    expect(again.events[0]!.event).toBe('user');
    expect(again.events[0]!.data.replaces).toBe(first.id);
    const done = again.events.at(-1)!;
    expect(done.event).toBe('done');
    expect(done.data.message.content).toBe('A second, different answer.');
    expect(text(again)).toBe('A second, different answer.');
    const history = (await v.get(`/api/chat/${v.sessionId}`)).body;
    expect(history.map((m: { content: string }) => m.content)).toEqual([
      'I had a long day',
      'A second, different answer.',
    ]);
    expect(h.llm.calls.at(-1)!.messages[0]!.content).toMatch(/Gen Z vibes/);
    expect(h.llm.calls.at(-1)!.messages.at(-1)).toEqual({ role: 'user', content: 'I had a long day' });
    expect(await assistantEvents(v.sessionId)).toBe(2);

    // Nothing to regenerate in an empty conversation; not while a reply is on its way.
    const empty = await h.newVisitor();
    expect((await empty.post(`/api/chat/${empty.sessionId}/regenerate`, {})).status).toBe(409);
    h.llm.setChunkDelay(150);
    const slow = await openStream(h.gateway.url, v.cookie, body(v, 'one more thing'));
    await slow.until((e) => e.event === 'user');
    const busy = await v.post(`/api/chat/${v.sessionId}/regenerate`, {});
    expect(busy.status).toBe(409);
    expect(busy.body.error.code).toBe('reply_in_progress');
    await slow.finished;

    const c = await h.newVisitor();
    const crisis = (await c.post('/api/chat', body(c, 'I want to kill myself tonight'))).body;
    expect(crisis.risk).toBe('crisis');
    const redo = await openStream(
      h.gateway.url,
      c.cookie,
      {},
      { path: `/api/chat/${c.sessionId}/regenerate` },
    );
    await redo.finished;
    const redone = redo.events.at(-1)!.data.message;
    expect(redone).toMatchObject({ risk: 'crisis', category: crisis.category, content: crisis.content });
    expect(redone.content).toBe(safetyReply('suicide', { companionName: 'Sage', language: 'en' }));
    expect(redone.id).not.toBe(crisis.id);
  });

  it('the sweep adds a job that was lost between the commit and the enqueue', async () => {
    const v = await h.newVisitor();
    const id = crypto.randomUUID();
    await h.t.db
      .insertInto('messages')
      .values({
        id,
        session_id: v.sessionId,
        is_user: true,
        content: 'Stored while Redis was away',
        risk: 'none',
        mode: 'supportive',
        tone: 'casual',
        reply_to: null,
        source: null,
        suggestions: null,
        awaiting_reply: true,
        created_at: new Date(Date.now() - 60_000),
      })
      .execute();
    const publisherRedis = createRedis(h.config.REDIS_URL, 'worker');
    try {
      const recover = () =>
        recoverLostReplies({
          db: h.t.db,
          queue: h.queue,
          publisher: new ReplyPublisher(publisherRedis, h.config.QUEUE_PREFIX),
          logger: silentLogger,
          retry: { attempts: 2, backoffMs: 50 },
          olderThanMs: 10_000,
        });
      expect(await recover()).toEqual({ requeued: 1, markedFailed: 0 });
      const deadline = Date.now() + 10_000;
      let history: { isUser: boolean }[] = [];
      while (Date.now() < deadline) {
        history = (await v.get(`/api/chat/${v.sessionId}`)).body;
        if (history.length === 2) break;
        await sleep(100);
      }
      expect(history.map((m) => m.isUser)).toEqual([true, false]);
      expect(await recover()).toEqual({ requeued: 0, markedFailed: 0 });
    } finally {
      publisherRedis.disconnect();
    }
  });
});
