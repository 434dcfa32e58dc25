/**
 * THE REFERENCE, not Sage: a minimal single-process chat server the chat benchmark measures beside the
 * real pipeline, to say what "the speed of a monolith" is on this machine. One Node process, one
 * PostgreSQL pool, no queue, no relay: `POST /api/chat {message, sessionId}` stores the message (with an
 * outbox row, in one transaction), reads the conversation before it, calls the same fake model the same
 * way the chat worker does (openai SDK, streamed, read to the end), stores the reply (with its outbox
 * row) and answers it. Tables have the chat service's shape (messages with seq, session, reply_to unique;
 * an outbox), in a throwaway schema of the benchmark database that is dropped on exit.
 *
 *   REF_PORT (default 8097), BENCH_DATABASE_URL, FAKE_LLM_PORT (default 8099)
 */
import { randomBytes, randomUUID } from 'node:crypto';
import http from 'node:http';
import OpenAI from 'openai';
import pg from 'pg';

const port = Number(process.env.REF_PORT ?? 8097);
const schema = `bench_reference_${randomBytes(4).toString('hex')}`;
const pool = new pg.Pool({
  connectionString:
    process.env.BENCH_DATABASE_URL ?? 'postgres://postgres:postgres@127.0.0.1:5432/sage_bench',
  max: 10,
  options: `-c search_path=${schema}`,
});
const model = new OpenAI({
  baseURL: `http://127.0.0.1:${process.env.FAKE_LLM_PORT ?? 8099}/v1`,
  apiKey: 'bench',
  maxRetries: 0,
});
const SYSTEM =
  'You are Sage, a warm companion for people who want to talk about how they feel. Listen, reflect, validate, ask one open question.';

await pool.query(`create schema ${schema}`);
await pool.query(`
  create table messages (
    id uuid primary key, seq bigserial not null unique, session_id text not null, is_user boolean not null,
    content text not null, risk text not null default 'none', reply_to uuid unique,
    awaiting_reply boolean not null default false, created_at timestamptz not null default now());
  create index messages_session_seq on messages (session_id, seq);
  create table outbox (id bigserial primary key, topic text not null, key text not null, event jsonb not null,
    created_at timestamptz not null default now(), sent_at timestamptz);`);

async function inTransaction<T>(fn: (c: pg.PoolClient) => Promise<T>): Promise<T> {
  const c = await pool.connect();
  try {
    await c.query('begin');
    const out = await fn(c);
    await c.query('commit');
    return out;
  } catch (err) {
    await c.query('rollback').catch(() => undefined);
    throw err;
  } finally {
    c.release();
  }
}

const event = (messageId: string, sessionId: string, role: string, length: number) =>
  JSON.stringify({
    type: 'chat.message.created',
    payload: { messageId, sessionId, role, length, risk: 'none' },
  });

async function chat(message: string, sessionId: string) {
  const userId = randomUUID();
  const seq = await inTransaction(async (c) => {
    const r = await c.query<{ seq: string }>(
      'insert into messages (id, session_id, is_user, content, awaiting_reply) values ($1, $2, true, $3, true) returning seq',
      [userId, sessionId, message],
    );
    await c.query('insert into outbox (topic, key, event) values ($1, $2, $3)', [
      'chat.messages.v1',
      sessionId,
      event(userId, sessionId, 'user', message.length),
    ]);
    return r.rows[0]!.seq;
  });
  const history = await pool.query<{ is_user: boolean; content: string }>(
    'select is_user, content from messages where session_id = $1 and seq < $2 order by seq desc limit 60',
    [sessionId, seq],
  );
  const stream = await model.chat.completions.create({
    model: 'bench-fake',
    stream: true,
    messages: [
      { role: 'system', content: SYSTEM },
      ...history.rows.reverse().map((m) => ({
        role: m.is_user ? ('user' as const) : ('assistant' as const),
        content: m.content,
      })),
      { role: 'user', content: message },
    ],
  });
  let text = '';
  for await (const chunk of stream) text += chunk.choices[0]?.delta?.content ?? '';
  const replyId = randomUUID();
  return inTransaction(async (c) => {
    const r = await c.query(
      `insert into messages (id, session_id, is_user, content, reply_to) values ($1, $2, false, $3, $4)
       returning id, content, session_id, created_at`,
      [replyId, sessionId, text, userId],
    );
    await c.query('update messages set awaiting_reply = false where id = $1', [userId]);
    await c.query('insert into outbox (topic, key, event) values ($1, $2, $3)', [
      'chat.messages.v1',
      sessionId,
      event(replyId, sessionId, 'assistant', text.length),
    ]);
    const row = r.rows[0];
    return {
      id: row.id,
      content: row.content,
      isUser: false,
      sessionId: row.session_id,
      createdAt: row.created_at.toISOString(),
      risk: 'none',
    };
  });
}

const server = http.createServer((req, res) => {
  const answer = (status: number, body: unknown) => {
    const text = JSON.stringify(body);
    res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
    res.end(text);
  };
  if (req.method === 'GET' && req.url === '/health') return answer(200, { ok: true });
  if (req.method !== 'POST' || req.url !== '/api/chat') return answer(404, { error: 'not found' });
  const parts: Buffer[] = [];
  req.on('data', (p: Buffer) => parts.push(p));
  req.on('end', () => {
    let body: { message?: unknown; sessionId?: unknown };
    try {
      body = JSON.parse(Buffer.concat(parts).toString('utf8'));
    } catch {
      return answer(400, { error: 'bad json' });
    }
    if (typeof body.message !== 'string' || typeof body.sessionId !== 'string')
      return answer(400, { error: 'message and sessionId' });
    chat(body.message.trim(), body.sessionId).then(
      (reply) => answer(200, reply),
      (err: Error) => answer(500, { error: err.message }),
    );
  });
});
server.keepAliveTimeout = 60_000;

async function shutdown() {
  server.close();
  await pool.query(`drop schema if exists ${schema} cascade`).catch(() => undefined);
  await pool.end();
  process.exit(0);
}
for (const s of ['SIGINT', 'SIGTERM'] as const) process.once(s, () => void shutdown());
server.listen(port, '127.0.0.1', () => console.log(`reference chat server on 127.0.0.1:${port}`));
