import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type ChatHarness, openStream, startChatHarness } from './support/harness.ts';
import { spawnWorkerProcess, type WorkerProcess } from './support/workerProcess.ts';

describe('reply worker as its own process', () => {
  let h: ChatHarness;
  const running: WorkerProcess[] = [];

  function startWorkerProcess(): WorkerProcess {
    const w = spawnWorkerProcess({ ...h.env, LOG_LEVEL: 'info' });
    running.push(w);
    return w;
  }

  async function waitForOutput(w: WorkerProcess, pattern: RegExp, timeoutMs = 150_000): Promise<void> {
    const start = Date.now();
    while (!pattern.test(w.output())) {
      if (Date.now() - start > timeoutMs) throw new Error(`worker never logged ${pattern}:\n${w.output()}`);
      if (w.child.exitCode !== null) throw new Error(`worker exited early:\n${w.output()}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  async function assistantEvents(sessionId: string): Promise<number> {
    const rows = await h.t.db
      .selectFrom('outbox')
      .select(sql<number>`count(*)`.as('n'))
      .where(sql<boolean>`event->>'type' = 'chat.message.created'`)
      .where(sql<boolean>`event->'payload'->>'role' = 'assistant'`)
      .where('key', '=', sessionId)
      .executeTakeFirstOrThrow();
    return Number(rows.n);
  }

  beforeAll(async () => {
    h = await startChatHarness({
      worker: false,
      env: {
        CHAT_REPLY_WAIT_MS: '120000',
        WORKER_LOCK_DURATION_MS: '1500',
        WORKER_STALLED_INTERVAL_MS: '500',
      },
    });
  });
  afterEach(() => {
    h.llm.reset();
  });
  afterAll(async () => {
    for (const w of running.splice(0)) {
      if (w.child.exitCode === null && w.child.signalCode === null) w.child.kill('SIGKILL');
      await w.exited;
    }
    await h?.close();
  });

  // The tests run in order and hand their worker processes on: starting one compiles TypeScript on the
  // fly, which takes a while on a busy machine.
  let current: WorkerProcess;

  const SLOW = 300_000;

  it('logs which model answers at start', { timeout: SLOW }, async () => {
    current = startWorkerProcess();
    await waitForOutput(current, /reply worker ready/);
    const host = new URL(h.llm.url).host;
    expect(current.output()).toContain(`llm: openai-compatible at ${host}, model fake-model`);
  });

  it('answers exactly once when a worker is killed mid-reply and another picks the job up', {
    timeout: SLOW,
  }, async () => {
    const sentences = Array.from({ length: 16 }, (_, i) => `Part ${i + 1} of my answer. `);
    h.llm.setChunks(sentences);
    h.llm.setChunkDelay(150);
    const first = current;
    const v = await h.newVisitor();
    const stream = await openStream(h.gateway.url, v.cookie, {
      message: 'Can you stay with me for a bit?',
      sessionId: v.sessionId,
      mode: 'supportive',
      tone: 'casual',
    });
    await stream.until((e) => e.event === 'delta');
    first.child.kill('SIGKILL');
    await first.exited;

    current = startWorkerProcess();
    await waitForOutput(current, /reply worker ready/);
    await stream.finished;

    const done = stream.events.at(-1)!;
    expect(done.event).toBe('done');
    expect(done.data.message.content).toBe(sentences.join(''));
    expect(h.llm.calls).toHaveLength(2);
    expect(h.llm.calls[0]!.aborted).toBe(true);
    const history = (await v.get(`/api/chat/${v.sessionId}`)).body;
    expect(history.map((m: { isUser: boolean }) => m.isUser)).toEqual([true, false]);
    expect(history[1]).toEqual(done.data.message);
    expect(await assistantEvents(v.sessionId)).toBe(1);
    const job = await h.queue.getJob(history[0].id);
    expect(await job!.getState()).toBe('completed');
  });

  it('finishes the reply in progress on SIGTERM (worker.close) instead of leaving it to stall', {
    timeout: SLOW,
  }, async () => {
    h.llm.setChunks(Array.from({ length: 8 }, (_, i) => `Line ${i + 1}. `));
    h.llm.setChunkDelay(150);
    const w = current;
    const v = await h.newVisitor();
    const stream = await openStream(h.gateway.url, v.cookie, {
      message: 'Long day',
      sessionId: v.sessionId,
      mode: 'supportive',
      tone: 'casual',
    });
    await stream.until((e) => e.event === 'delta');
    w.child.kill('SIGTERM');
    await stream.finished;
    expect(stream.events.at(-1)!.event).toBe('done');
    expect(stream.events.at(-1)!.data.message.content).toBe(
      Array.from({ length: 8 }, (_, i) => `Line ${i + 1}. `).join(''),
    );
    expect(await w.exited).toBe(0);
    expect(h.llm.calls).toHaveLength(1);
    expect(h.llm.calls[0]!.aborted).toBe(false);
    expect(await assistantEvents(v.sessionId)).toBe(1);
  });
});
