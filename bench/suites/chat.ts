/**
 * The chat pipeline benchmark. Over 300 lines because one run is read as a whole: the actors of each
 * path (pipeline through nginx, the chat service directly, the reference server, the model directly,
 * the stream), their interleaved runs and the tables and targets built from the same runs.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import OpenAI from 'openai';
import type { BenchConfig } from '../lib/config.ts';
import { cpuMsPer, describeCpu, idleCpu, stackProcessGroups, startCpuWindow } from '../lib/cpu.ts';
import { type BenchModel, REPLY, startBenchModel, wordChunks } from '../lib/fakeModel.ts';
import { BenchClient, nowMs } from '../lib/http.ts';
import { progress, sleep } from '../lib/log.ts';
import { check, fmt, type SuiteResult, type Table, type TargetCheck } from '../lib/results.ts';
import { clearSessions } from '../lib/sessions.ts';
import { type LatencySummary, roundSummary, type Spread, spread, summarizeLatency } from '../lib/stats.ts';

const MESSAGE = 'Work has been a lot this week and I keep replaying one conversation in my head.';
/** Stop a loop that only fails, instead of spinning until its deadline. */
const MAX_ERRORS_PER_RUN = 200;

/** A prompt like the chat worker's: persona text, a few turns of history, the new message. */
const SYSTEM = `You are Sage, a warm companion for people who want to talk about how they feel. You are not a therapist and never diagnose. ${'Listen closely, reflect feelings back in your own words, validate them, and ask one open question. '.repeat(8)}`;
const HISTORY: OpenAI.ChatCompletionMessageParam[] = Array.from({ length: 6 }, (_, i) =>
  i % 2 === 0 ? { role: 'user' as const, content: MESSAGE } : { role: 'assistant' as const, content: REPLY },
);

export interface Actor {
  once(marker: string): Promise<{ relayMs?: number; firstDeltaMs?: number; noDelta?: boolean }>;
  close(): void;
}

export interface LoopRun {
  concurrency: number;
  seconds: number;
  latencies: number[];
  /** Replies completed within the run's window (the rate counts these; stragglers still give latencies). */
  inWindow: number;
  relays: number[];
  firstDeltas: number[];
  /** Streamed replies that arrived whole in `done`, without any `delta` before it. */
  noDelta: number;
  errors: number;
  errorSample?: string;
  /** Cores used per process group during the run. */
  cpu: Record<string, number>;
}

let markerSeq = 0;
export const nextMarker = () => `m${(markerSeq++).toString(36)}`;

/** `concurrency` actors, each sending its next request as soon as the previous one is answered. */
export async function closedLoop(concurrency: number, seconds: number, actors: Actor[]): Promise<LoopRun> {
  const run: LoopRun = {
    concurrency,
    seconds,
    latencies: [],
    inWindow: 0,
    relays: [],
    firstDeltas: [],
    noDelta: 0,
    errors: 0,
    cpu: {},
  };
  const start = nowMs();
  const deadline = start + seconds * 1000;
  await Promise.all(
    actors.slice(0, concurrency).map(async (actor) => {
      while (nowMs() < deadline && run.errors < MAX_ERRORS_PER_RUN) {
        const t0 = nowMs();
        try {
          const r = await actor.once(nextMarker());
          const t1 = nowMs();
          run.latencies.push(t1 - t0);
          if (t1 <= deadline) run.inWindow++;
          if (r.noDelta) run.noDelta++;
          if (r.relayMs !== undefined) run.relays.push(r.relayMs);
          if (r.firstDeltaMs !== undefined) run.firstDeltas.push(r.firstDeltaMs);
        } catch (err) {
          run.errors++;
          run.errorSample ??= (err as Error).message;
          await sleep(50);
        }
      }
    }),
  );
  return run;
}

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Starts THE REFERENCE single-process server (bench/reference/server.ts) and waits for its health. */
export async function startReference(cfg: BenchConfig): Promise<{ url: string; stop(): Promise<void> }> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'bench/reference/server.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      REF_PORT: String(cfg.referencePort),
      FAKE_LLM_PORT: String(cfg.fakeLlmPort),
      BENCH_DATABASE_URL: cfg.benchDatabaseUrl,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (d: Buffer) => {
    stderr += d.toString();
  });
  const url = `http://127.0.0.1:${cfg.referencePort}`;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the reference server exited: ${stderr.slice(0, 500)}`);
    const up = await fetch(`${url}/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error('the reference server did not start within 60 s');
    }
    await sleep(200);
  }
  return {
    url,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await Promise.race([exited, sleep(10_000)]);
      if (child.exitCode === null) child.kill('SIGKILL');
    },
  };
}

export async function chatBench(cfg: BenchConfig, given?: BenchModel): Promise<SuiteResult> {
  const started = Date.now();
  const base: SuiteResult = {
    name: 'chat',
    title: 'Chat pipeline',
    status: 'ok',
    durationS: 0,
    settings: {
      path: 'client → nginx → gateway → chat API → BullMQ (Redis) → chat worker → fake model, and back through Redis pub/sub',
      model: `the chat service's fake OpenAI-compatible server (@sage/chat/fake-llm) in the bench process on port ${cfg.fakeLlmPort}, answering at once in ${wordChunks(REPLY).length} streamed chunks`,
      direct:
        'the same fake model called with the openai SDK (stream: true, read to the end), as the worker calls it',
      service: `POST /api/chat straight to the chat service (${cfg.chatUrl}, the visitor header the gateway would set): the pipeline without nginx and the gateway`,
      reference:
        'THE REFERENCE (bench/reference/server.ts, not Sage): one Node process doing the same durable work — stores the message with an outbox row, reads the history, calls the same fake model with the openai SDK, stores the reply with its outbox row, answers it',
      sessions:
        'one browser (visitor cookie) and one new session per concurrent client per run; each sends its next message when the reply is in',
      concurrency: '1 and 32',
      runDurationS: cfg.durationS,
      runs: `${cfg.runs}, pipeline and direct interleaved`,
    },
    tables: [],
    targets: [],
    findings: [],
    data: {},
  };

  // Started by run.ts before the stack, or here when the suite runs on its own.
  let model: BenchModel;
  try {
    model = given ?? (await startBenchModel(cfg.fakeLlmPort));
  } catch (err) {
    return {
      ...base,
      status: 'failed',
      reason: `cannot start the fake model on port ${cfg.fakeLlmPort}: ${(err as Error).message}`,
    };
  }
  const fake = model.fake;

  const browsers: BenchClient[] = [];
  const sessions: { cookie: string; sessionId: string }[] = [];
  const newBrowser = async () => {
    const b = new BenchClient(cfg.nginxUrl, 2);
    browsers.push(b);
    const res = await b.request<{ sessionId: string }>('POST', '/api/session', { saveHistory: true });
    if (res.status !== 201)
      throw new Error(`POST /api/session answered ${res.status}: ${res.text.slice(0, 200)}`);
    sessions.push({ cookie: b.visitorCookie, sessionId: res.body.sessionId });
    return { b, sessionId: res.body.sessionId };
  };
  const send = (marker: string, sessionId: string) => ({
    message: `${MESSAGE} [ref ${marker}]`,
    sessionId,
    mode: 'supportive',
    tone: 'casual',
  });

  const pipelineActor = async (): Promise<Actor> => {
    const { b, sessionId } = await newBrowser();
    return {
      async once(marker) {
        const res = await b.request<{ content?: string }>('POST', '/api/chat', send(marker, sessionId));
        model.takeFirstChunkAt(marker);
        if (res.status !== 200 || !res.body.content)
          throw new Error(`POST /api/chat answered ${res.status}: ${res.text.slice(0, 200)}`);
        return {};
      },
      close: () => b.close(),
    };
  };
  const streamActor = async (): Promise<Actor> => {
    const { b, sessionId } = await newBrowser();
    return {
      async once(marker) {
        const t0 = nowMs();
        let firstDelta: number | undefined;
        let done = false;
        let error: string | undefined;
        const res = await b.stream('/api/chat/stream', send(marker, sessionId), (e) => {
          if (e.event === 'delta') firstDelta ??= e.at;
          else if (e.event === 'done') done = true;
          else if (e.event === 'error') error = e.data;
        });
        const sentAt = model.takeFirstChunkAt(marker);
        if (res.status !== 200 || !done)
          throw new Error(
            `POST /api/chat/stream answered ${res.status}${error ? `: ${error}` : ' without done'}`,
          );
        if (firstDelta === undefined) return { noDelta: true };
        return {
          firstDeltaMs: firstDelta - t0,
          ...(sentAt === undefined ? {} : { relayMs: firstDelta - sentAt }),
        };
      },
      close: () => b.close(),
    };
  };
  /** The pipeline without nginx and the gateway: the chat service straight, as the gateway calls it. */
  const serviceActor = async (): Promise<Actor> => {
    const { b: browser, sessionId } = await newBrowser();
    const visitor = decodeURIComponent(/sage_visitor=([^;]+)/.exec(browser.visitorCookie)?.[1] ?? '');
    const b = new BenchClient(cfg.chatUrl, 2);
    browsers.push(b);
    return {
      async once(marker) {
        const res = await b.request<{ content?: string }>('POST', '/api/chat', send(marker, sessionId), {
          'x-sage-visitor': visitor,
        });
        model.takeFirstChunkAt(marker);
        if (res.status !== 200 || !res.body.content)
          throw new Error(`chat service answered ${res.status}: ${res.text.slice(0, 200)}`);
        return {};
      },
      close: () => b.close(),
    };
  };
  let referenceUrl = '';
  let refSeq = 0;
  const referenceActor = async (): Promise<Actor> => {
    const b = new BenchClient(referenceUrl, 2);
    const sessionId = `ref-${process.pid}-${refSeq++}`;
    return {
      async once(marker) {
        const res = await b.request<{ content?: string }>('POST', '/api/chat', send(marker, sessionId));
        model.takeFirstChunkAt(marker);
        if (res.status !== 200 || !res.body.content)
          throw new Error(`the reference answered ${res.status}: ${res.text.slice(0, 200)}`);
        return {};
      },
      close: () => b.close(),
    };
  };
  const sdk = new OpenAI({
    baseURL: `http://127.0.0.1:${cfg.fakeLlmPort}/v1`,
    apiKey: 'bench',
    maxRetries: 0,
  });
  const directActor = async (): Promise<Actor> => ({
    async once(marker) {
      const stream = await sdk.chat.completions.create({
        model: 'bench-fake',
        stream: true,
        messages: [
          { role: 'system', content: SYSTEM },
          ...HISTORY,
          { role: 'user', content: `${MESSAGE} [ref ${marker}]` },
        ],
      });
      let text = '';
      for await (const chunk of stream) text += chunk.choices[0]?.delta?.content ?? '';
      model.takeFirstChunkAt(marker);
      if (!text) throw new Error('the fake model answered nothing');
      return {};
    },
    close: () => undefined,
  });

  type Kind = 'pipeline' | 'service' | 'reference' | 'direct' | 'stream';
  const KINDS: Kind[] = ['pipeline', 'service', 'reference', 'direct', 'stream'];
  const makers: Record<Kind, () => Promise<Actor>> = {
    pipeline: pipelineActor,
    service: serviceActor,
    reference: referenceActor,
    direct: directActor,
    stream: streamActor,
  };
  const LEVELS = [1, 32];
  const runs = Object.fromEntries(KINDS.map((k) => [k, { 1: [], 32: [] }])) as unknown as Record<
    Kind,
    Record<number, LoopRun[]>
  >;
  let idle: Record<string, number> = {};
  let reference: Awaited<ReturnType<typeof startReference>> | undefined;
  try {
    progress('chat: starting the reference single-process server');
    reference = await startReference(cfg);
    referenceUrl = reference.url;
    // The reply must come from the fake model, not from the offline companion the worker falls back to.
    const probe = await pipelineActor();
    const callsBefore = fake.calls.length;
    await probe.once(nextMarker());
    probe.close();
    if (fake.calls.length === callsBefore) {
      return {
        ...base,
        status: 'failed',
        reason: `the chat worker did not call the fake model (is it running with OPENAI_BASE_URL=http://127.0.0.1:${cfg.fakeLlmPort}/v1?)`,
      };
    }
    // Fresh actors per run (a new conversation each time), created before the clock starts.
    const groups = stackProcessGroups(cfg.pidsDir);
    progress('chat: CPU of the idle stack, 3 s');
    idle = await idleCpu(groups, 3_000);
    const measure = async (kind: Kind, concurrency: number, seconds: number) => {
      const actors = await Promise.all(Array.from({ length: concurrency }, () => makers[kind]()));
      try {
        const cpu = startCpuWindow(groups);
        const run = await closedLoop(concurrency, seconds, actors);
        run.cpu = cpu.stop();
        return run;
      } finally {
        for (const a of actors) a.close();
        fake.calls.length = 0; // the fake keeps every prompt; forget them between runs
      }
    };
    for (const c of LEVELS) {
      for (const kind of KINDS) {
        progress(`chat: warm-up ${kind}, ${c} concurrent`);
        await measure(kind, c, cfg.warmupS);
      }
    }
    for (let round = 0; round < cfg.runs; round++) {
      for (const c of LEVELS) {
        for (const kind of KINDS) {
          progress(`chat: ${kind}, ${c} concurrent, run ${round + 1}/${cfg.runs}`);
          runs[kind][c]!.push(await measure(kind, c, cfg.durationS));
        }
      }
    }
  } catch (err) {
    return {
      ...base,
      status: 'failed',
      reason: (err as Error).message,
      durationS: Math.round((Date.now() - started) / 1000),
    };
  } finally {
    for (const b of browsers) b.close();
    await reference?.stop();
    await clearSessions(cfg, sessions, 'chat');
    if (!given) await model.close();
  }

  const lat = (kind: Kind, c: number) => runs[kind][c]!.map((r) => summarizeLatency(r.latencies));
  const spreadOf = (xs: LatencySummary[], k: keyof LatencySummary) => spread(xs.map((x) => x[k]));
  const rate = (kind: Kind, c: number) => spread(runs[kind][c]!.map((r) => r.inWindow / r.seconds));
  const errors = (kind: Kind, c: number) => runs[kind][c]!.reduce((n, r) => n + r.errors, 0);
  const paired = (c: number, k: 'p50' | 'p99') => {
    const p = lat('pipeline', c);
    const d = lat('direct', c);
    return spread(p.map((x, i) => x[k] - d[i]![k]));
  };
  /** Pipeline minus the reference, paired run by run (what the pipeline adds to a monolith's reply). */
  const pairedRef = (kind: 'pipeline' | 'service', c: number, k: 'p50' | 'p99') => {
    const p = lat(kind, c);
    const r = lat('reference', c);
    return spread(p.map((x, i) => x[k] - r[i]![k]));
  };
  const ratioRef = (kind: 'pipeline' | 'service', c: number) => {
    const p = runs[kind][c]!.map((r) => r.inWindow / r.seconds);
    const r = runs.reference[c]!.map((x) => x.inWindow / x.seconds);
    return spread(p.map((x, i) => (r[i] ? x / r[i]! : 0)));
  };
  const relay = (c: number) => runs.stream[c]!.map((r) => summarizeLatency(r.relays));
  const firstDelta = (c: number) => runs.stream[c]!.map((r) => summarizeLatency(r.firstDeltas));

  const rows: string[][] = [];
  const PATHS: Record<Kind, string> = {
    pipeline: 'POST /api/chat through nginx',
    service: 'POST /api/chat to the chat service directly',
    reference: 'THE REFERENCE: single-process server (not Sage)',
    direct: 'openai SDK → fake model',
    stream: 'POST /api/chat/stream through nginx (to `done`)',
  };
  for (const c of LEVELS) {
    for (const kind of KINDS) {
      const l = lat(kind, c);
      rows.push([
        PATHS[kind],
        String(c),
        fmt.spread(rate(kind, c), fmt.num),
        fmt.spread(spreadOf(l, 'p50'), fmt.ms),
        fmt.spread(spreadOf(l, 'p99'), fmt.ms),
        String(errors(kind, c)),
      ]);
    }
  }
  const overheadRows = LEVELS.map((c) => [
    String(c),
    fmt.spread(paired(c, 'p50'), fmt.ms),
    fmt.spread(paired(c, 'p99'), fmt.ms),
    fmt.spread(spreadOf(relay(c), 'p50'), fmt.ms),
    fmt.spread(spreadOf(relay(c), 'p99'), fmt.ms),
    fmt.spread(spreadOf(firstDelta(c), 'p50'), fmt.ms),
  ]);
  const tables: Table[] = [
    {
      title: `Replies: median (min – max) of ${cfg.runs} runs of ${cfg.durationS} s`,
      columns: ['Path', 'Concurrent sessions', 'Replies/s', 'p50', 'p99', 'Errors'],
      rows,
    },
    {
      title: "The pipeline's own cost",
      columns: [
        'Concurrent sessions',
        'Added p50 (pipeline − direct)',
        'Added p99 (pipeline − direct)',
        'Stream relay p50 (fake first chunk → client first delta)',
        'Stream relay p99',
        'Stream: request → first delta, p50',
      ],
      rows: overheadRows,
      note: 'Added latency pairs each pipeline run with the direct run next to it. The relay is timed per message: the fake model notes when it writes its first chunk, the client when the first `delta` event arrives (one clock, one process).',
    },
    {
      title: 'Against the reference single-process server (same run, paired run by run)',
      columns: [
        'Concurrent sessions',
        'Replies/s, pipeline ÷ reference',
        'Replies/s, chat service direct ÷ reference',
        'Added p50, pipeline − reference',
        'Added p50, chat service direct − reference',
        'Added p99, pipeline − reference',
      ],
      rows: LEVELS.map((c) => [
        String(c),
        fmt.spread(ratioRef('pipeline', c), (v) => `${v.toFixed(2)}×`),
        fmt.spread(ratioRef('service', c), (v) => `${v.toFixed(2)}×`),
        fmt.spread(pairedRef('pipeline', c, 'p50'), fmt.ms),
        fmt.spread(pairedRef('service', c, 'p50'), fmt.ms),
        fmt.spread(pairedRef('pipeline', c, 'p99'), fmt.ms),
      ]),
      note: 'The reference is bench/reference/server.ts: one Node process, the same tables shape, the same fake model, no queue, no relay, no gateway. It is the yardstick, not a product path.',
    },
    {
      title: 'CPU use while each path was measured (cores, median of the runs)',
      columns: ['Path', 'Concurrent sessions', 'Busiest processes'],
      rows: LEVELS.flatMap((c) =>
        KINDS.map((k) => [k, String(c), describeCpu(runs[k][c]!.map((r) => r.cpu))]),
      ),
      note: `The fake model runs inside the bench process, so its work counts there, with the load generator. The idle stack, measured for 3 s before the runs, used: ${describeCpu([idle])}.`,
    },
  ];

  const range = (s: Spread, f: (v: number) => string) => ` (runs ${f(s.min)} – ${f(s.max)})`;
  const p50Over = paired(1, 'p50');
  const p99Over = paired(1, 'p99');
  const rate32 = rate('pipeline', 32);
  const relay1 = spreadOf(relay(1), 'p50');
  const ratio32 = ratioRef('pipeline', 32);
  const addedRef1 = pairedRef('pipeline', 1, 'p50');
  const ratio32Service = ratioRef('service', 32);
  const addedRef1Service = pairedRef('service', 1, 'p50');
  const x = (v: number) => `${v.toFixed(2)}×`;
  const targets: TargetCheck[] = [
    check(
      'chat.ratio_reference_c32',
      "replies/s at 32 sessions through nginx, as a share of the reference's",
      ratio32.median,
      '>=',
      0.35,
      '× reference',
      x,
      range(ratio32, x),
    ),
    check(
      'chat.added_p50_reference_c1',
      'p50 added to the reference, 1 session, through nginx',
      addedRef1.median,
      '<=',
      10,
      'ms',
      fmt.ms,
      range(addedRef1, fmt.ms),
    ),
    check(
      'chat.ratio_reference_c32_service',
      "replies/s at 32 sessions, chat service direct, as a share of the reference's",
      ratio32Service.median,
      '>=',
      0.35,
      '× reference',
      x,
      range(ratio32Service, x),
    ),
    check(
      'chat.added_p50_reference_c1_service',
      'p50 added to the reference, 1 session, chat service direct',
      addedRef1Service.median,
      '<=',
      10,
      'ms',
      fmt.ms,
      range(addedRef1Service, fmt.ms),
    ),
    check(
      'chat.overhead_p50_c1',
      'pipeline overhead p50, 1 session',
      p50Over.median,
      '<=',
      15,
      'ms',
      fmt.ms,
      range(p50Over, fmt.ms),
    ),
    check(
      'chat.overhead_p99_c1',
      'pipeline overhead p99, 1 session',
      p99Over.median,
      '<=',
      50,
      'ms',
      fmt.ms,
      range(p99Over, fmt.ms),
    ),
    check(
      'chat.replies_per_s_c32',
      'replies/s through nginx, 32 concurrent sessions (POST /api/chat)',
      rate32.median,
      '>=',
      200,
      'replies/s',
      (v) => `${fmt.num(v)}/s`,
      range(rate32, (v) => `${fmt.num(v)}/s`),
    ),
    check(
      'chat.stream_relay_p50_c1',
      'streaming relay p50, 1 session',
      relay1.median,
      '<=',
      5,
      'ms',
      fmt.ms,
      range(relay1, fmt.ms),
    ),
  ];
  const findings: string[] = [];
  for (const t of targets)
    if (t.met === false) findings.push(`Missed: ${t.label}: ${t.measured}, target ${t.target}.`);
  const allErrors = KINDS.flatMap((k) => LEVELS.map((c) => runs[k][c]!)).flat();
  const sample = allErrors.find((r) => r.errorSample)?.errorSample;
  if (sample) findings.push(`Some requests failed; first error seen: ${sample}`);
  const perReply = (c: number, group: string) =>
    cpuMsPer(
      runs.pipeline[c]!.map((r) => ({ cpu: r.cpu, perS: r.inWindow / r.seconds })),
      group,
      idle,
    );
  const BENCH_GROUP = 'bench (load generator)';
  for (const c of LEVELS) {
    const groups = [...new Set(runs.pipeline[c]!.flatMap((r) => Object.keys(r.cpu)))].filter(
      (g) => g !== BENCH_GROUP,
    );
    const each = groups
      .map((g) => [g, perReply(c, g)] as const)
      .filter(([, v]) => Number.isFinite(v) && v >= 0.05)
      .sort((x, y) => y[1] - x[1]);
    const stackMs = each.reduce((n, [, v]) => n + v, 0);
    const measured = rate('pipeline', c).median;
    const ceiling = (os.cpus().length * 1000) / stackMs;
    findings.push(
      `CPU time per reply (POST /api/chat, ${c} concurrent, median, the idle stack's own use taken away): ${each
        .map(([g, v]) => `${g} ${v.toFixed(2)} ms`)
        .join(', ')}; ${stackMs.toFixed(1)} ms in all, before the client and the model. ${
        c === 1
          ? `A reply's path crosses these processes one after another, with PostgreSQL commits and Redis round trips between them, so at one session most of this CPU time adds to the reply's latency.`
          : `On ${os.cpus().length} cores that alone caps the pipeline near ${fmt.num(ceiling)} replies/s (measured ${fmt.num(measured)}/s, with the load generator and the model sharing the cores).`
      }`,
    );
  }
  const noDelta = allErrors.reduce((n, r) => n + r.noDelta, 0);
  if (noDelta > 0)
    findings.push(
      `${noDelta} streamed replies arrived whole in \`done\` with no \`delta\` before it; they count as replies but have no relay time.`,
    );

  const data = Object.fromEntries(
    KINDS.map((k) => [
      k,
      Object.fromEntries(
        LEVELS.map((c) => [
          c,
          runs[k][c]!.map((r) => ({
            seconds: r.seconds,
            replies: r.latencies.length,
            repliesInWindow: r.inWindow,
            noDelta: r.noDelta,
            errors: r.errors,
            cpu: r.cpu,
            latency: roundSummary(summarizeLatency(r.latencies)),
            ...(k === 'stream'
              ? {
                  relay: roundSummary(summarizeLatency(r.relays)),
                  firstDelta: roundSummary(summarizeLatency(r.firstDeltas)),
                }
              : {}),
          })),
        ]),
      ),
    ]),
  );
  return {
    ...base,
    durationS: Math.round((Date.now() - started) / 1000),
    tables,
    targets,
    findings,
    data: { idleCpu: idle, runs: data },
  };
}
