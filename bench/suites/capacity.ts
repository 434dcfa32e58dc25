/**
 * Capacity at real model speed: how many conversations the stack holds at once while the model takes
 * seconds per reply, what each reply costs in CPU per process, and the reference single-process server's
 * figures beside them in the same run. Then backpressure: with the replies queue held up, how fast a new
 * message is turned away and how fast a crisis is answered.
 */
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import OpenAI from 'openai';
import type { BenchConfig } from '../lib/config.ts';
import { cpuMsPer, idleCpu, stackProcessGroups, startCpuWindow } from '../lib/cpu.ts';
import { type BenchModel, startBenchModel, wordChunks } from '../lib/fakeModel.ts';
import { BenchClient, nowMs } from '../lib/http.ts';
import { progress, sleep } from '../lib/log.ts';
import { check, fmt, type SuiteResult, type TargetCheck } from '../lib/results.ts';
import { clearSessions } from '../lib/sessions.ts';
import { summarizeLatency } from '../lib/stats.ts';
import { type Actor, closedLoop, type LoopRun, nextMarker, startReference } from './chat.ts';

/** 20 words streamed at 100 ms a word: about 2 s a reply, as a real model writes. */
const SLOW_REPLY =
  'That sounds like a lot to carry this week. What part of it has been sitting with you the most tonight?';
const WORD_DELAY_MS = 100;
/** The second opinion's verdict (a short JSON answer, not streamed): 4 pieces, about 0.4 s. */
const VERDICT = ['{"level": ', '"none", ', '"category": ', '"none"}'];
const MESSAGE = 'Work has been a lot this week and I keep replaying one conversation in my head.';
const CRISIS = 'i have the pills in my hand and i am going to take them all tonight';
const LEVELS = [64, 256, 512, 1000];
/** p50 may exceed the model's own time by this much and still count as held. */
const HELD_MARGIN = 0.15;
const QUEUE = 'chat-replies';

export async function capacityBench(cfg: BenchConfig, given?: BenchModel): Promise<SuiteResult> {
  const started = Date.now();
  const seconds = Math.max(12, cfg.durationS * 3);
  const base: SuiteResult = {
    name: 'capacity',
    title: 'Capacity at model speed',
    status: 'ok',
    durationS: 0,
    settings: {
      model: `the fake OpenAI-compatible server streaming ${wordChunks(SLOW_REPLY).length} words at ${WORD_DELAY_MS} ms a word; the second opinion (on by default with a model) gets its JSON verdict in ${(VERDICT.length * WORD_DELAY_MS) / 1000} s`,
      path: 'POST /api/chat through nginx (gateway, chat API, BullMQ, chat worker, fake model, back through Redis)',
      reference:
        'THE REFERENCE (bench/reference/server.ts, not Sage): one Node process doing the same durable work against the same slow model',
      visitors: `closed loop: each concurrent visitor has its own session and sends its next message when the reply is in; ${LEVELS.join(', ')} at once, ${seconds} s each`,
      held: `a level is held when p50 ≤ the model's own time + ${HELD_MARGIN * 100}% with no error`,
    },
    tables: [],
    targets: [],
    findings: [],
    data: {},
  };
  let model: BenchModel;
  try {
    model = given ?? (await startBenchModel(cfg.fakeLlmPort));
  } catch (err) {
    return { ...base, status: 'failed', reason: `cannot start the fake model: ${(err as Error).message}` };
  }
  const fake = model.fake;
  fake.respondWith((call) => (call.stream ? wordChunks(SLOW_REPLY) : VERDICT));
  fake.setChunkDelay(WORD_DELAY_MS);

  const browsers: BenchClient[] = [];
  const sessions: { cookie: string; sessionId: string }[] = [];
  const body = (message: string, sessionId: string) => ({
    message,
    sessionId,
    mode: 'supportive',
    tone: 'casual',
  });
  const newSession = async () => {
    const b = new BenchClient(cfg.nginxUrl, 1);
    browsers.push(b);
    const res = await b.request<{ sessionId: string }>('POST', '/api/session', { saveHistory: true });
    if (res.status !== 201) throw new Error(`POST /api/session answered ${res.status}`);
    sessions.push({ cookie: b.visitorCookie, sessionId: res.body.sessionId });
    return { b, sessionId: res.body.sessionId };
  };
  const pipelineActor = async (): Promise<Actor> => {
    const { b, sessionId } = await newSession();
    return {
      async once(marker) {
        const res = await b.request<{ content?: string }>(
          'POST',
          '/api/chat',
          body(`${MESSAGE} [ref ${marker}]`, sessionId),
        );
        if (res.status !== 200 || !res.body.content)
          throw new Error(`POST /api/chat answered ${res.status}: ${res.text.slice(0, 120)}`);
        return {};
      },
      close: () => undefined,
    };
  };
  let referenceUrl = '';
  let refSeq = 0;
  const referenceActor = async (): Promise<Actor> => {
    const b = new BenchClient(referenceUrl, 1);
    browsers.push(b);
    const sessionId = `cap-${process.pid}-${refSeq++}`;
    return {
      async once(marker) {
        const res = await b.request<{ content?: string }>(
          'POST',
          '/api/chat',
          body(`${MESSAGE} [ref ${marker}]`, sessionId),
        );
        if (res.status !== 200 || !res.body.content)
          throw new Error(`the reference answered ${res.status}: ${res.text.slice(0, 120)}`);
        return {};
      },
      close: () => undefined,
    };
  };
  const sdk = new OpenAI({
    baseURL: `http://127.0.0.1:${cfg.fakeLlmPort}/v1`,
    apiKey: 'bench',
    maxRetries: 0,
  });

  type Kind = 'pipeline' | 'reference';
  const runs: Record<Kind, Record<number, LoopRun>> = { pipeline: {}, reference: {} };
  let modelMs = Number.NaN;
  const backpressure: {
    busyMs: number[];
    busyStatuses: number[];
    crisisMs: number[];
    crisisStatuses: number[];
  } = {
    busyMs: [],
    busyStatuses: [],
    crisisMs: [],
    crisisStatuses: [],
  };
  let reference: Awaited<ReturnType<typeof startReference>> | undefined;
  let idle: Record<string, number> = {};
  const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', { maxRetriesPerRequest: null });
  const queue = new Queue(QUEUE, { connection: redis, prefix: process.env.QUEUE_PREFIX ?? 'sage' });
  try {
    // The model's own time, one call at a time.
    const own: number[] = [];
    for (let i = 0; i < 3; i++) {
      const t0 = nowMs();
      const stream = await sdk.chat.completions.create({
        model: 'bench-fake',
        stream: true,
        messages: [{ role: 'user', content: MESSAGE }],
      });
      for await (const _ of stream);
      own.push(nowMs() - t0);
    }
    modelMs = own.sort((a, b) => a - b)[1]!;
    progress(`capacity: the model's own time ${modelMs.toFixed(0)} ms`);
    reference = await startReference(cfg);
    referenceUrl = reference.url;
    const groups = stackProcessGroups(cfg.pidsDir);
    progress('capacity: CPU of the idle stack, 3 s');
    idle = await idleCpu(groups, 3_000);
    for (const c of LEVELS) {
      for (const kind of ['pipeline', 'reference'] as const) {
        progress(`capacity: ${kind}, ${c} conversations at once`);
        const actors: Actor[] = [];
        for (let i = 0; i < c; i += 50)
          actors.push(
            ...(await Promise.all(
              Array.from({ length: Math.min(50, c - i) }, () =>
                kind === 'pipeline' ? pipelineActor() : referenceActor(),
              ),
            )),
          );
        // A short warm-up (connections, first replies), then the measured window.
        await closedLoop(c, 3, actors);
        const cpu = startCpuWindow(groups);
        const run = await closedLoop(c, seconds, actors);
        run.cpu = cpu.stop();
        runs[kind][c] = run;
        for (const b of browsers.splice(0)) b.close();
        fake.calls.length = 0;
      }
    }

    // Backpressure: hold the replies queue, let messages wait past the limit, then measure what a new
    // message and a crisis get.
    progress('capacity: the replies queue held up');
    await queue.pause();
    const waiting = await Promise.all(Array.from({ length: 20 }, () => newSession()));
    const held = waiting.map(({ b, sessionId }) =>
      b.request('POST', '/api/chat', body(MESSAGE, sessionId)).catch(() => undefined),
    );
    await sleep(Number(process.env.CHAT_QUEUE_MAX_WAIT_MS ?? 15_000) + 1_500);
    for (let i = 0; i < 30; i++) {
      const { b, sessionId } = await newSession();
      let t0 = nowMs();
      const turned = await b.request('POST', '/api/chat', body(MESSAGE, sessionId));
      backpressure.busyMs.push(nowMs() - t0);
      backpressure.busyStatuses.push(turned.status);
      t0 = nowMs();
      const crisis = await b.request('POST', '/api/chat', body(CRISIS, sessionId));
      backpressure.crisisMs.push(nowMs() - t0);
      backpressure.crisisStatuses.push(crisis.status);
    }
    await queue.resume();
    await Promise.all(held);
  } catch (err) {
    await queue.resume().catch(() => undefined);
    return {
      ...base,
      status: 'failed',
      reason: (err as Error).message,
      durationS: Math.round((Date.now() - started) / 1000),
    };
  } finally {
    for (const b of browsers) b.close();
    await reference?.stop();
    fake.setChunkDelay(0);
    fake.respondWith(undefined);
    await queue.close().catch(() => undefined);
    redis.disconnect();
    await clearSessions(cfg, sessions, 'capacity');
    if (!given) await model.close();
  }

  const rows: string[][] = [];
  const heldLevel = (kind: Kind) =>
    Math.max(
      0,
      ...LEVELS.filter((c) => {
        const r = runs[kind][c];
        return r && r.errors === 0 && summarizeLatency(r.latencies).p50 <= modelMs * (1 + HELD_MARGIN);
      }),
    );
  const groupsSeen = new Set<string>();
  for (const c of LEVELS)
    for (const kind of ['pipeline', 'reference'] as const) {
      const r = runs[kind][c];
      if (!r) continue;
      const l = summarizeLatency(r.latencies);
      const perS = r.inWindow / r.seconds;
      for (const g of Object.keys(r.cpu)) groupsSeen.add(g);
      const cpuMs = busyCores(r.cpu, kind === 'pipeline' ? idle : {});
      rows.push([
        kind === 'pipeline' ? 'Sage through nginx' : 'THE REFERENCE (not Sage)',
        fmt.num(c),
        fmt.ms(l.p50),
        fmt.ms(l.p99),
        `${fmt.num(perS)}/s`,
        fmt.num(r.errors) + (r.errorSample ? ` (${r.errorSample.slice(0, 60)})` : ''),
        // The reference runs as a child of the load generator, whose CPU is left out: not measured here.
        kind === 'pipeline' && perS > 0 ? fmt.ms((cpuMs / perS) * 1000) : '–',
      ]);
    }
  base.tables.push({
    title: `Conversations at once, with a model taking ${fmt.ms(modelMs)} a reply`,
    columns: [
      'Path',
      'conversations',
      'p50',
      'p99',
      'replies/s',
      'errors',
      'CPU per reply (every process but the load generator, idle use subtracted)',
    ],
    rows,
  });
  // CPU per reply per process at the busiest level the pipeline held (or the first level).
  const at = heldLevel('pipeline') || LEVELS[0]!;
  const r = runs.pipeline[at];
  if (r) {
    const perS = r.inWindow / r.seconds;
    const groups = Object.keys(r.cpu).sort((a, b) => (r.cpu[b] ?? 0) - (r.cpu[a] ?? 0));
    base.tables.push({
      title: `CPU per reply by process, ${at} conversations at once`,
      columns: ['Process', 'cores used', 'cores used idle (subtracted)', 'CPU ms per reply'],
      rows: groups.map((g) => [
        g,
        (r.cpu[g] ?? 0).toFixed(2),
        (idle[g] ?? 0).toFixed(2),
        fmt.ms(cpuMsPer([{ cpu: r.cpu, perS }], g, idle)),
      ]),
    });
  }
  const busy = summarizeLatency(backpressure.busyMs);
  const crisis = summarizeLatency(backpressure.crisisMs);
  base.tables.push({
    title: 'Backpressure: the replies queue held up past its limit',
    columns: ['Message', 'answers', 'p50', 'p99'],
    rows: [
      [
        'an ordinary message (turned away)',
        countOf(backpressure.busyStatuses),
        fmt.ms(busy.p50),
        fmt.ms(busy.p99),
      ],
      [
        'a crisis message (answered)',
        countOf(backpressure.crisisStatuses),
        fmt.ms(crisis.p50),
        fmt.ms(crisis.p99),
      ],
    ],
  });
  const pipeAt = runs.pipeline[at];
  const totalCpu = pipeAt
    ? (busyCores(pipeAt.cpu, idle) / (pipeAt.inWindow / pipeAt.seconds)) * 1000
    : Number.NaN;
  const targets: TargetCheck[] = [
    check(
      'capacity.held',
      'conversations held at once (p50 ≤ model time + 15 %, no error)',
      heldLevel('pipeline'),
      '>=',
      1000,
      'conversations',
      fmt.num,
      ` (the reference: ${fmt.num(heldLevel('reference'))})`,
    ),
    check(
      'capacity.cpu',
      'CPU per reply across all processes',
      totalCpu,
      '<=',
      4,
      'ms',
      fmt.ms,
      ` at ${at} conversations`,
    ),
    check(
      'capacity.busy',
      'a full queue answers a new message (p99)',
      backpressure.busyStatuses.every((s) => s === 429) ? busy.p99 : null,
      '<',
      100,
      'ms',
      fmt.ms,
    ),
    check(
      'capacity.crisis',
      'a crisis is answered whatever the queue (p99)',
      backpressure.crisisStatuses.every((s) => s === 200) ? crisis.p99 : null,
      '<',
      100,
      'ms',
      fmt.ms,
    ),
  ];
  base.targets = targets;
  base.data = { modelMs, runs, backpressure };
  base.durationS = Math.round((Date.now() - started) / 1000);
  return base;
}

/** Cores the stack used for the load (its idle use subtracted), the load generator left out. */
const busyCores = (cpu: Record<string, number>, idle: Record<string, number>) =>
  Object.entries(cpu)
    .filter(([g]) => !g.startsWith('bench'))
    .reduce((n, [g, cores]) => n + Math.max(0, cores - (idle[g] ?? 0)), 0);

const countOf = (statuses: number[]) =>
  Object.entries(
    statuses.reduce<Record<number, number>>((m, s) => {
      m[s] = (m[s] ?? 0) + 1;
      return m;
    }, {}),
  )
    .map(([s, n]) => `${n} × ${s}`)
    .join(', ');
