import { ELEVATED_HELP_NOTE, SAFE_OUTPUT_REPLY, safetyReply } from '@sage/safety';
import { createRedis } from '@sage/shared';
import { readTopics, testEnv } from '@sage/shared/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { replyStreamKey } from '../src/relayEvents.ts';
import { type ChatHarness, openStream, startChatHarness, type Visitor } from './support/harness.ts';

const send = (v: Visitor, message: string, extra: Record<string, unknown> = {}) =>
  v.post('/api/chat', { message, sessionId: v.sessionId, mode: 'supportive', tone: 'casual', ...extra });

const body = (v: Visitor, message: string, extra: Record<string, unknown> = {}) => ({
  message,
  sessionId: v.sessionId,
  mode: 'supportive',
  tone: 'casual',
  ...extra,
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('chat service through the gateway', () => {
  let h: ChatHarness;

  beforeAll(async () => {
    h = await startChatHarness({ consumers: true });
  });
  afterAll(async () => {
    await h?.close();
  });
  beforeEach(() => {
    h.llm.reset();
  });

  it('answers a message with the stored reply and keeps both in history, oldest first', async () => {
    const v = await h.newVisitor();
    expect((await v.get(`/api/chat/${v.sessionId}`)).body).toEqual([]);

    const res = await send(v, '  I had a rough day at work  ', { mode: 'problem-solving', tone: 'gen-z' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      content:
        "That sounds really hard, and it makes sense you'd feel this way. I'm here with you. What's been weighing on you the most?",
      isUser: false,
      sessionId: v.sessionId,
      createdAt: expect.any(String),
      risk: 'none',
      category: 'none',
      language: 'en',
      suggestions: expect.any(Array),
    });
    expect(res.body.suggestions.length).toBeLessThanOrEqual(2);

    const history = await v.get(`/api/chat/${v.sessionId}`);
    expect(history.status).toBe(200);
    expect(history.body).toHaveLength(2);
    expect(history.body[0]).toEqual({
      id: expect.any(String),
      content: 'I had a rough day at work',
      isUser: true,
      sessionId: v.sessionId,
      createdAt: expect.any(String),
    });
    expect(history.body[1]).toEqual(res.body);

    // The prompt: persona, mode and tone, then the trimmed message.
    const call = h.llm.calls[0]!;
    expect(call.stream).toBe(true);
    expect(call.model).toBe('fake-model');
    expect(call.messages[0]!.role).toBe('system');
    expect(call.messages[0]!.content).toMatch(/You are Sage/);
    expect(call.messages[0]!.content).toMatch(/Mode: problem-solving/);
    expect(call.messages[0]!.content).toMatch(/Gen Z vibes/);
    expect(call.messages.at(-1)).toEqual({ role: 'user', content: 'I had a rough day at work' });

    // The next prompt carries the conversation so far.
    h.llm.setReply('Glad you came back.');
    await send(v, 'Me again');
    const second = h.llm.calls[1]!.messages.map((m) => m.role);
    expect(second).toEqual(['system', 'user', 'assistant', 'user']);
  });

  it('streams the reply: the user event, deltas in order, then done with the stored reply', async () => {
    const v = await h.newVisitor();
    const chunks = ['Thank you ', 'for telling me. ', 'That sounds ', 'heavy. ', 'What happened ', 'next?'];
    h.llm.setChunks(chunks);
    h.llm.setChunkDelay(30);
    const stream = await openStream(h.gateway.url, v.cookie, body(v, 'My friend ignored me today'));
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(stream.headers.get('cache-control')).toBe('no-cache');
    expect(stream.headers.get('x-accel-buffering')).toBe('no');
    await stream.finished;

    const names = stream.events.map((e) => e.event);
    expect(names[0]).toBe('user');
    expect(names.at(-1)).toBe('done');
    expect(names.filter((n) => n === 'delta').length).toBeGreaterThanOrEqual(2);
    expect(names.slice(1, -1).every((n) => n === 'delta')).toBe(true);

    const user = stream.events[0]!.data.message;
    expect(user).toEqual({
      id: expect.any(String),
      content: 'My friend ignored me today',
      isUser: true,
      sessionId: v.sessionId,
      createdAt: expect.any(String),
    });
    const streamed = stream.events
      .filter((e) => e.event === 'delta')
      .map((e) => e.data.text)
      .join('');
    expect(streamed).toBe(chunks.join(''));
    const done = stream.events.at(-1)!.data.message;
    expect(done).toMatchObject({
      content: chunks.join(''),
      isUser: false,
      sessionId: v.sessionId,
      risk: 'none',
    });
    const history = (await v.get(`/api/chat/${v.sessionId}`)).body;
    expect(history).toEqual([user, done]);
  });

  it('relays only done for POST /api/chat, whose sender waits for the stored reply', async () => {
    const v = await h.newVisitor();
    h.llm.setChunks(['Thank you ', 'for telling me. ', 'What happened ', 'next?']);
    h.llm.setChunkDelay(30);
    const res = await send(v, 'My friend ignored me today');
    expect(res.status).toBe(200);
    expect(res.body.content).toBe('Thank you for telling me. What happened next?');
    const [user] = (await v.get(`/api/chat/${v.sessionId}`)).body;
    const redis = createRedis(testEnv.redisUrl, 'producer');
    try {
      const log = await redis.xrange(replyStreamKey(h.config.QUEUE_PREFIX, user.id), '-', '+');
      expect(log.map(([, fields]) => JSON.parse(fields[1]!).type)).toEqual(['done']);
    } finally {
      redis.disconnect();
    }
  });

  it('stops mid-stream, keeps what was said, and ends with done', async () => {
    const v = await h.newVisitor();
    const sentences = Array.from({ length: 20 }, (_, i) => `Sentence number ${i + 1}. `);
    h.llm.setChunks(sentences);
    h.llm.setChunkDelay(120);
    const stream = await openStream(h.gateway.url, v.cookie, body(v, 'Tell me something calming'));
    await stream.until((e) => e.event === 'delta' && /Sentence number 2\./.test(e.data.text));
    const stop = await v.post(`/api/chat/${v.sessionId}/stop`);
    expect(stop.status).toBe(202);
    await stream.finished;

    const done = stream.events.at(-1)!;
    expect(done.event).toBe('done');
    const content = done.data.message.content as string;
    expect(content.startsWith('Sentence number 1. Sentence number 2.')).toBe(true);
    expect(content.length).toBeLessThan(sentences.join('').length);
    const streamed = stream.events
      .filter((e) => e.event === 'delta')
      .map((e) => e.data.text)
      .join('');
    expect(streamed).toBe(content);
    const stored = (await v.get(`/api/chat/${v.sessionId}`)).body;
    expect(stored[1].content).toBe(content);
    expect(h.llm.calls[0]!.aborted).toBe(true);

    // Nothing is in flight any more: stop answers 202 and the next message goes through.
    expect((await v.post(`/api/chat/${v.sessionId}/stop`)).body).toEqual({ stopping: false });
    h.llm.setChunkDelay(0);
    expect((await send(v, 'thanks')).status).toBe(200);
  });

  it('answers with the offline companion when the provider keeps failing or hangs', async () => {
    const v = await h.newVisitor();
    h.llm.failNext(100, 500);
    const res = await send(v, "I'm so anxious about my exam and I can't sleep");
    expect(res.status).toBe(200);
    expect(res.body.content).toMatch(/anxious/);
    expect(res.body.content).toMatch(/\?/);
    expect(h.llm.calls).toHaveLength(2); // LLM_MAX_ATTEMPTS
    const row = await h.t.db
      .selectFrom('messages')
      .select('source')
      .where('id', '=', res.body.id)
      .executeTakeFirstOrThrow();
    expect(row.source).toBe('offline');

    h.llm.reset();
    h.llm.hangNext(100);
    const started = Date.now();
    const hung = await send(v, 'Are you there?');
    expect(hung.status).toBe(200);
    expect(hung.body.content).not.toBe(res.body.content);
    expect(Date.now() - started).toBeGreaterThanOrEqual(2 * 1500);
    expect(h.llm.calls).toHaveLength(2);
  });

  it('recovers on a retry when the provider fails once', async () => {
    const v = await h.newVisitor();
    h.llm.failNext(1, 503);
    const res = await send(v, 'hello again');
    expect(res.status).toBe(200);
    expect(res.body.content).toMatch(/That sounds really hard/);
    expect(h.llm.calls).toHaveLength(2);
    const replies = await h.t.db
      .selectFrom('messages')
      .select('id')
      .where('session_id', '=', v.sessionId)
      .where('is_user', '=', false)
      .execute();
    expect(replies).toHaveLength(1);
  });

  it('refuses a second message while a reply is in flight with 409', async () => {
    const v = await h.newVisitor();
    h.llm.setChunkDelay(150);
    const first = await openStream(h.gateway.url, v.cookie, body(v, 'first message'));
    await first.until((e) => e.event === 'user');
    const second = await send(v, 'second message');
    expect(second.status).toBe(409);
    expect(second.body.error.code).toBe('reply_in_progress');
    const secondStream = await openStream(h.gateway.url, v.cookie, body(v, 'second message'));
    expect(secondStream.status).toBe(409);
    expect(secondStream.body.error.code).toBe('reply_in_progress');
    await first.finished;
    expect(first.events.at(-1)!.event).toBe('done');
    h.llm.setChunkDelay(0);
    expect((await send(v, 'second message')).status).toBe(200);
    expect((await v.get(`/api/chat/${v.sessionId}`)).body).toHaveLength(4);
  });

  it('answers a crisis message with the fixed reply and flags the session, even after clearing', async () => {
    const v = await h.newVisitor();
    const res = await send(v, "I don't want to live anymore, I've been saving up my pills");
    expect(res.status).toBe(200);
    expect(res.body.risk).toBe('crisis');
    expect(res.body.content).toBe(safetyReply('suicide', { companionName: 'Sage', language: 'en' }));
    expect(res.body.category).toBe('suicide');
    expect(h.llm.calls).toHaveLength(0);
    const history = (await v.get(`/api/chat/${v.sessionId}`)).body;
    expect(history[1].risk).toBe('crisis');
    expect(history[0].risk).toBeUndefined();

    expect((await v.del(`/api/chat/${v.sessionId}`)).status).toBe(204);
    const flag = await h.t.db
      .selectFrom('session_flags')
      .selectAll()
      .where('session_id', '=', v.sessionId)
      .executeTakeFirst();
    expect(flag?.crisis_at).toBeInstanceOf(Date);

    // Right after a crisis the conversation stays on the safety footing, even after clearing it.
    expect((await send(v, 'hi, it is me again')).body.risk).toBe('crisis');
    // The footing holds for five messages (CRISIS_STAYS_FOR).
    for (const calm of ['I made some tea', 'the rain stopped', 'my cat is asleep', 'it is getting late']) {
      await send(v, calm);
    }
    expect(h.llm.calls).toHaveLength(0);
    // Then the model answers again, and the flag still shapes its prompt.
    const later = await send(v, 'I watched a film');
    expect(later.body.risk).toBe('none');
    expect(h.llm.calls[0]!.messages[0]!.content).toMatch(/Earlier in this session/);
  });

  it('checks in gently on elevated risk and mentions that help is available', async () => {
    const v = await h.newVisitor();
    const res = await send(v, 'I feel completely hopeless lately');
    expect(res.body.risk).toBe('elevated');
    expect(res.body.content).toContain(ELEVATED_HELP_NOTE);
    expect(h.llm.calls[0]!.messages[0]!.content).toMatch(/Check in gently/);
  });

  it('replaces model output that gives dosing or methods with a safe reply, before it is streamed', async () => {
    const v = await h.newVisitor();
    h.llm.setChunks(['I understand. ', 'You could take 200 mg ', 'of it tonight. ', 'That should help.']);
    const stream = await openStream(h.gateway.url, v.cookie, body(v, 'I cannot sleep at all'));
    await stream.finished;
    const deltas = stream.events.filter((e) => e.event === 'delta').map((e) => e.data.text);
    expect(deltas.join('')).not.toMatch(/mg/);
    const done = stream.events.at(-1)!.data.message;
    expect(done.content).toBe(SAFE_OUTPUT_REPLY);
    expect(done.risk).toBe('elevated');
  });

  it('uses the latest attachment style from the quiz results projection', async () => {
    const v = await h.newVisitor();
    const { createKafka, createProducer, makeEvent, topicName } = await import('@sage/shared');
    const producer = createProducer(createKafka('quiz-test', testEnv.kafkaBrokers));
    await producer.connect();
    const quiz = (primaryType: 'anxious' | 'avoidant', at: Date) =>
      makeEvent(
        'quiz.completed',
        {
          sessionId: v.sessionId,
          quizType: 'attachment',
          primaryType,
          scores: { secure: 1, anxious: 2, avoidant: 3, disorganized: 0 },
        },
        at,
      );
    const newer = quiz('avoidant', new Date());
    const older = quiz('anxious', new Date(Date.now() - 60_000));
    const topic = topicName('quizResults', h.config.KAFKA_TOPIC_PREFIX);
    for (const e of [newer, older, newer]) {
      await producer.send({ topic, messages: [{ key: v.sessionId, value: JSON.stringify(e) }] });
    }
    await producer.send({ topic, messages: [{ key: 'x', value: 'not json' }] });
    await producer.disconnect();
    const deadline = Date.now() + 15_000;
    for (;;) {
      const seen = await h.t.db
        .selectFrom('processed_events')
        .select('event_id')
        .where('event_id', 'in', [newer.id, older.id])
        .execute();
      if (seen.length === 2 || Date.now() > deadline) break;
      await sleep(100);
    }
    const row = await h.t.db
      .selectFrom('attachment_styles')
      .selectAll()
      .where('session_id', '=', v.sessionId)
      .executeTakeFirstOrThrow();
    expect(row.primary_type).toBe('avoidant');
    await send(v, 'I pulled away from my partner again');
    expect(h.llm.calls[0]!.messages[0]!.content).toMatch(/attachment style leans avoidant/);
  });

  it('exports the conversation as a Markdown download with timestamps', async () => {
    const v = await h.newVisitor();
    await send(v, 'Line one\nline two');
    const res = await v.get(`/api/chat/${v.sessionId}/export`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/markdown/);
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="sage-conversation-\d{4}-\d{2}-\d{2}\.md"$/,
    );
    expect(res.text).toMatch(/^# Conversation with Sage/);
    expect(res.text).toMatch(/\*\*You\*\* · \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC\n\nLine one {2}\nline two/);
    expect(res.text).toMatch(/\*\*Sage\*\* · \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC\n\nThat sounds really hard/);
  });

  it('reads history a page at a time and streams an export of any length', async () => {
    const v = await h.newVisitor();
    const rows = Array.from({ length: 1_203 }, (_, i) => ({
      id: crypto.randomUUID(),
      session_id: v.sessionId,
      is_user: i % 2 === 0,
      content: `message ${i}`,
      risk: 'none' as const,
      mode: null,
      tone: null,
      reply_to: null,
      source: null,
      suggestions: null,
      created_at: new Date(Date.now() - (1_203 - i) * 1_000),
    }));
    for (let i = 0; i < rows.length; i += 500) {
      await h.t.db
        .insertInto('messages')
        .values(rows.slice(i, i + 500))
        .execute();
    }
    const latest = await v.get(`/api/chat/${v.sessionId}`);
    expect(latest.body).toHaveLength(200);
    expect(latest.body.at(-1).content).toBe('message 1202');
    expect(latest.body[0].content).toBe('message 1003');
    const prev = /<([^>]+)>; rel="prev"/.exec(latest.headers.get('link') ?? '')?.[1];
    expect(prev).toBe(`/api/chat/${v.sessionId}?before=${latest.body[0].id}&limit=200`);
    const older = await v.get(`${prev}`);
    expect(older.body[199].content).toBe('message 1002');
    const small = await v.get(`/api/chat/${v.sessionId}?limit=3&before=${older.body[0].id}`);
    expect(small.body.map((m: { content: string }) => m.content)).toEqual([
      'message 800',
      'message 801',
      'message 802',
    ]);
    expect((await v.get(`/api/chat/${v.sessionId}?limit=501`)).status).toBe(400);
    const foreign = await v.get(`/api/chat/${v.sessionId}?before=${crypto.randomUUID()}`);
    expect(foreign.status).toBe(400);
    expect(foreign.body.error.message).toMatch(/before/);

    const exported = await v.get(`/api/chat/${v.sessionId}/export`);
    expect(exported.status).toBe(200);
    expect(exported.text.match(/^\*\*(?:You|Sage)\*\* · /gm)).toHaveLength(1_203);
    expect(exported.text.indexOf('message 999')).toBeLessThan(exported.text.indexOf('message 1000'));
    expect(exported.text).toMatch(/If you are struggling: .*988/);
  });

  it('clears the conversation and emits chat.history.cleared; events carry no text', async () => {
    const v = await h.newVisitor();
    await send(v, 'something private');
    expect((await v.del(`/api/chat/${v.sessionId}`)).status).toBe(204);
    expect((await v.get(`/api/chat/${v.sessionId}`)).body).toEqual([]);
    expect((await v.del(`/api/chat/${v.sessionId}`)).status).toBe(204);

    await h.relay.flush();
    const reader = await readTopics(testEnv.kafkaBrokers, [`${h.config.KAFKA_TOPIC_PREFIX}chat.messages.v1`]);
    const events = await reader.waitFor(
      (e) => e.filter((x) => x.key === v.sessionId && x.type === 'chat.history.cleared').length === 2,
    );
    await reader.close();
    const mine = events.filter((e) => e.key === v.sessionId);
    expect(mine.map((e) => e.type)).toEqual([
      'chat.message.created',
      'chat.message.created',
      'chat.history.cleared',
      'chat.history.cleared',
    ]);
    expect(mine[0]!.payload).toEqual({
      messageId: expect.any(String),
      sessionId: v.sessionId,
      role: 'user',
      length: 'something private'.length,
      risk: 'none',
    });
    expect(mine[1]!.payload).toMatchObject({ role: 'assistant', risk: 'none' });
    expect(mine[2]!.payload).toEqual({ sessionId: v.sessionId, deleted: 2 });
    expect(mine[3]!.payload).toEqual({ sessionId: v.sessionId, deleted: 0 });
    expect(JSON.stringify(mine)).not.toContain('something private');
  });

  it('answers 404 alike for foreign, forged and unknown sessions on every route', async () => {
    const owner = await h.newVisitor();
    const stranger = await h.newVisitor();
    await send(owner, 'mine');
    const id = owner.sessionId;
    const forged = `${id.slice(0, -2)}xx`;
    for (const sid of [id, forged, 'not-a-session']) {
      for (const res of [
        await stranger.get(`/api/chat/${sid}`),
        await stranger.get(`/api/chat/${sid}/export`),
        await stranger.post(`/api/chat/${sid}/stop`),
        await stranger.del(`/api/chat/${sid}`),
        await stranger.post('/api/chat', {
          message: 'hi',
          sessionId: sid,
          mode: 'supportive',
          tone: 'casual',
        }),
      ]) {
        expect(res.status).toBe(404);
        expect(res.body).toEqual({ error: { code: 'not_found', message: 'Session not found' } });
      }
      const stream = await openStream(h.gateway.url, stranger.cookie, {
        message: 'hi',
        sessionId: sid,
        mode: 'supportive',
        tone: 'casual',
      });
      expect(stream.status).toBe(404);
    }
    expect((await owner.get(`/api/chat/${id}`)).body).toHaveLength(2);
  });

  it('rejects empty, oversized and malformed messages with 400 naming the field', async () => {
    const v = await h.newVisitor();
    for (const message of ['', '   \n  ', 'x'.repeat(4001)]) {
      const res = await send(v, message);
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('invalid_input');
      expect(res.body.error.message).toMatch(/body\.message/);
      const stream = await openStream(h.gateway.url, v.cookie, body(v, message));
      expect(stream.status).toBe(400);
    }
    expect((await send(v, 'x'.repeat(4000))).status).toBe(200);
    const mode = await send(v, 'hi', { mode: 'lecture' });
    expect(mode.status).toBe(400);
    expect(mode.body.error.message).toMatch(/mode/);
    const tone = await send(v, 'hi', { tone: 'formal' });
    expect(tone.body.error.message).toMatch(/tone/);
    const extra = await send(v, 'hi', { admin: true });
    expect(extra.status).toBe(400);
    expect(extra.body.error.message).toMatch(/admin/);
    const missing = await v.post('/api/chat', { message: 'hi', mode: 'supportive', tone: 'casual' });
    expect(missing.body.error.message).toMatch(/sessionId/);
    expect((await v.get(`/api/chat/${v.sessionId}`)).body).toHaveLength(2);
  });

  it('counts messages by risk and reply outcomes in /metrics', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/metrics' });
    expect(res.body).toMatch(/chat_messages_total\{[^}]*risk="crisis"[^}]*\} [1-9]/);
    expect(res.body).toMatch(/chat_reply_outcomes_total\{[^}]*outcome="done"[^}]*\} [1-9]/);
    expect(res.body).toMatch(/chat_reply_seconds_bucket/);
  });
});
