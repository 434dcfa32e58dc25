import os from 'node:os';
import { VISITOR_HEADER } from '@sage/shared';
import autocannon from 'autocannon';
import type { BenchConfig } from '../lib/config.ts';
import {
  type CpuGroups,
  cpuMsPer,
  describeCpu,
  idleCpu,
  stackProcessGroups,
  startCpuWindow,
} from '../lib/cpu.ts';
import { BenchClient } from '../lib/http.ts';
import { progress } from '../lib/log.ts';
import { check, fmt, type SuiteResult, type Table, type TargetCheck } from '../lib/results.ts';
import { type LatencySummary, round, type Spread, spread, summarizeLatency } from '../lib/stats.ts';

/** The cheap endpoint: a fixed list of questions, no database work, so the hops dominate. */
const PATH = '/api/quiz/attachment';
const PATHS = ['direct', 'gateway', 'nginx'] as const;
type PathName = (typeof PATHS)[number];
const LABEL: Record<PathName, string> = {
  direct: 'direct to the quiz service',
  gateway: 'gateway → quiz',
  nginx: 'nginx → gateway → quiz',
};

interface RunFigures {
  rps: number;
  latency: LatencySummary;
  errors: number;
  non2xx: number;
  /** Cores used per process group during the run. */
  cpu: Record<string, number>;
}

/** One autocannon run; latencies are collected per response at full (sub-millisecond) resolution. */
async function cannon(
  url: string,
  headers: Record<string, string>,
  connections: number,
  seconds: number,
  groups: CpuGroups,
) {
  const samples: number[] = [];
  const cpu = startCpuWindow(groups);
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      { url, connections, pipelining: 1, duration: seconds, headers },
      (err, res) => (err ? reject(err) : resolve(res)),
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode >= 200 && statusCode < 300) samples.push(responseTime);
    });
  });
  const completed = result['2xx'];
  return {
    rps: completed / result.duration,
    latency: summarizeLatency(samples),
    errors: result.errors,
    non2xx: result.non2xx,
    cpu: cpu.stop(),
  } satisfies RunFigures;
}

interface ConfigResult {
  connections: number;
  runs: Record<PathName, RunFigures[]>;
  rps: Record<PathName, Spread>;
  p50: Record<PathName, Spread>;
  p97_5: Record<PathName, Spread>;
  p99: Record<PathName, Spread>;
  /** Paired by round, so slow drift of the machine affects both sides of a ratio alike. */
  rpsRatio: Record<'gateway' | 'nginx', Spread>;
  addedP50: Record<'gateway' | 'nginx', Spread>;
  errors: Record<PathName, number>;
}

export async function gatewayBench(cfg: BenchConfig): Promise<SuiteResult> {
  const started = Date.now();
  const base: SuiteResult = {
    name: 'gateway',
    title: 'Gateway overhead',
    status: 'ok',
    durationS: 0,
    settings: {
      endpoint: `GET ${PATH}`,
      tool: 'autocannon 8 (in the bench process), pipelining 1',
      connections: '10 (throughput) and 1 (unloaded latency)',
      runDurationS: cfg.durationS,
      warmupS: `${cfg.warmupS} per path, discarded`,
      runs: `${cfg.runs}, paths interleaved within each round`,
    },
    tables: [],
    targets: [],
    findings: [],
    data: {},
  };

  const urls: Record<PathName, string> = {
    direct: `${cfg.quizUrl}${PATH}`,
    gateway: `${cfg.gatewayUrl}${PATH}`,
    nginx: `${cfg.nginxUrl}${PATH}`,
  };
  // One visitor cookie, as a browser would hold; the direct calls carry the header the gateway would add.
  const browser = new BenchClient(cfg.gatewayUrl);
  let headers: Record<PathName, Record<string, string>>;
  try {
    const first = await browser.request('GET', PATH);
    if (first.status !== 200) throw new Error(`gateway answered ${first.status}`);
    const visitor = /sage_visitor=([^;]+)/.exec(browser.visitorCookie)?.[1] ?? '';
    headers = {
      direct: visitor ? { [VISITOR_HEADER]: visitor } : {},
      gateway: { cookie: browser.visitorCookie },
      nginx: { cookie: browser.visitorCookie },
    };
    for (const p of PATHS) {
      const res = await fetch(urls[p], { headers: headers[p] });
      if (res.status !== 200) throw new Error(`${LABEL[p]} answered ${res.status}`);
      await res.arrayBuffer();
    }
  } catch (err) {
    return {
      ...base,
      status: 'skipped',
      reason: `the endpoint is not reachable on every path: ${(err as Error).message}`,
    };
  } finally {
    browser.close();
  }

  const groups = stackProcessGroups(cfg.pidsDir);
  progress('gateway: CPU of the idle stack, 3 s');
  const idle = await idleCpu(groups, 3_000);
  const byConnections: ConfigResult[] = [];
  for (const connections of [10, 1]) {
    for (const p of PATHS) {
      progress(`gateway: warm-up ${LABEL[p]}, ${connections} connection(s)`);
      await cannon(urls[p], headers[p], connections, cfg.warmupS, groups);
    }
    const runs: Record<PathName, RunFigures[]> = { direct: [], gateway: [], nginx: [] };
    for (let round = 0; round < cfg.runs; round++) {
      for (const p of PATHS) {
        progress(`gateway: ${LABEL[p]}, ${connections} connection(s), run ${round + 1}/${cfg.runs}`);
        runs[p].push(await cannon(urls[p], headers[p], connections, cfg.durationS, groups));
      }
    }
    const per = <T>(f: (p: PathName) => T) =>
      Object.fromEntries(PATHS.map((p) => [p, f(p)])) as Record<PathName, T>;
    const pairs = (p: 'gateway' | 'nginx', f: (proxied: RunFigures, direct: RunFigures) => number) =>
      spread(runs[p].map((r, i) => f(r, runs.direct[i]!)));
    byConnections.push({
      connections,
      runs,
      rps: per((p) => spread(runs[p].map((r) => r.rps))),
      p50: per((p) => spread(runs[p].map((r) => r.latency.p50))),
      p97_5: per((p) => spread(runs[p].map((r) => r.latency.p97_5))),
      p99: per((p) => spread(runs[p].map((r) => r.latency.p99))),
      rpsRatio: {
        gateway: pairs('gateway', (x, d) => x.rps / d.rps),
        nginx: pairs('nginx', (x, d) => x.rps / d.rps),
      },
      addedP50: {
        gateway: pairs('gateway', (x, d) => x.latency.p50 - d.latency.p50),
        nginx: pairs('nginx', (x, d) => x.latency.p50 - d.latency.p50),
      },
      errors: per((p) => runs[p].reduce((n, r) => n + r.errors + r.non2xx, 0)),
    });
  }

  const tables: Table[] = byConnections.map((c) => ({
    title: `${c.connections} connection${c.connections > 1 ? 's' : ''}: median (min – max) of ${cfg.runs} runs of ${cfg.durationS} s`,
    columns: ['Path', 'req/s', 'p50', 'p97.5', 'p99', 'errors', 'req/s vs direct', 'added p50'],
    rows: PATHS.map((p) => [
      LABEL[p],
      fmt.spread(c.rps[p], fmt.num),
      fmt.spread(c.p50[p], fmt.ms),
      fmt.spread(c.p97_5[p], fmt.ms),
      fmt.spread(c.p99[p], fmt.ms),
      String(c.errors[p]),
      p === 'direct' ? '–' : fmt.spread(c.rpsRatio[p], fmt.pct),
      p === 'direct' ? '–' : fmt.spread(c.addedP50[p], fmt.ms),
    ]),
  }));
  tables.push({
    title:
      'CPU use while each path was measured (cores, median of the runs; this machine has ' +
      `${os.cpus().length})`,
    columns: ['Connections', 'Path', 'Busiest processes'],
    rows: byConnections.flatMap((c) =>
      PATHS.map((p) => [String(c.connections), LABEL[p], describeCpu(c.runs[p].map((r) => r.cpu))]),
    ),
    note: `Read from /proc for the stack processes started through the pid files, PostgreSQL, Redis and the bench process (which runs autocannon). The idle stack, measured for 3 s before the runs, used: ${describeCpu([idle])}.`,
  });

  const loaded = byConnections.find((c) => c.connections === 10)!;
  const single = byConnections.find((c) => c.connections === 1)!;
  const range = (s: Spread, f: (v: number) => string) => ` (runs ${f(s.min)} – ${f(s.max)})`;
  const targets: TargetCheck[] = [];
  for (const p of ['gateway', 'nginx'] as const) {
    targets.push(
      check(
        `gateway.${p}.rps_ratio`,
        `req/s through ${LABEL[p]} vs direct, 10 connections`,
        loaded.rpsRatio[p].median,
        '>=',
        0.5,
        'ratio',
        fmt.pct,
        range(loaded.rpsRatio[p], fmt.pct),
      ),
      check(
        `gateway.${p}.added_p50_unloaded`,
        `added p50 through ${LABEL[p]}, 1 connection`,
        single.addedP50[p].median,
        '<=',
        2,
        'ms',
        fmt.ms,
        range(single.addedP50[p], fmt.ms),
      ),
      check(
        `gateway.${p}.added_p50_loaded`,
        `added p50 through ${LABEL[p]}, 10 connections`,
        loaded.addedP50[p].median,
        '<=',
        2,
        'ms',
        fmt.ms,
        range(loaded.addedP50[p], fmt.ms),
        'Under a closed-loop load the p50 also holds queueing: with all processes on one small machine, fewer req/s means longer waits.',
      ),
    );
  }

  const findings: string[] = [];
  for (const t of targets) {
    if (t.met === false) findings.push(`Missed: ${t.label}: ${t.measured}, target ${t.target}.`);
  }
  // Where the time goes: CPU milliseconds each process spent per request, at 10 connections.
  const perRequest = (p: PathName, group: string) =>
    cpuMsPer(
      loaded.runs[p].map((r) => ({ cpu: r.cpu, perS: r.rps })),
      group,
      idle,
    );
  const cost = (p: PathName, names: string[]) =>
    names.map((g) => `${g} ${perRequest(p, g).toFixed(2)} ms`).join(' + ');
  findings.push(
    `CPU time per request at 10 connections (median, the idle stack's own use taken away): direct: ${cost('direct', ['quiz'])}; through the gateway: ${cost('gateway', ['gateway', 'quiz'])}; through nginx: ${cost('nginx', ['nginx', 'gateway', 'quiz'])}. A Node.js process serves requests on one core at most, so a hop's req/s is capped near 1,000 ms divided by its CPU time per request; and all ${os.cpus().length} cores are shared by every process and the load generator.`,
  );
  const idleTotal = Object.values(idle).reduce((n, v) => n + v, 0);
  findings.push(
    `Before any load, the idle stack already used ${idleTotal.toFixed(2)} of ${os.cpus().length} cores (${describeCpu([idle], 4)}): CPU the measured paths cannot have. Likely cause: every process polls, its outbox relay every 50 ms and its Kafka consumers' fetch loop, each poll a PostgreSQL transaction or a broker round trip.`,
  );
  const errorsTotal = byConnections.reduce((n, c) => n + PATHS.reduce((m, p) => m + c.errors[p], 0), 0);
  if (errorsTotal > 0) findings.push(`${errorsTotal} requests failed or answered non-2xx across all runs.`);

  const data = byConnections.map((c) => ({
    connections: c.connections,
    runs: Object.fromEntries(
      PATHS.map((p) => [
        p,
        c.runs[p].map((r) => ({
          rps: round(r.rps, 1),
          p50: round(r.latency.p50, 3),
          p97_5: round(r.latency.p97_5, 3),
          p99: round(r.latency.p99, 3),
          max: round(r.latency.max, 3),
          count: r.latency.count,
          errors: r.errors,
          non2xx: r.non2xx,
          cpu: r.cpu,
        })),
      ]),
    ),
  }));
  return {
    ...base,
    durationS: Math.round((Date.now() - started) / 1000),
    tables,
    targets,
    findings,
    data: { idleCpu: idle, runs: data },
  };
}
