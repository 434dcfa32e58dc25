import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BenchConfig } from '../lib/config.ts';
import { progress } from '../lib/log.ts';
import { check, fmt, type SuiteResult, type TargetCheck } from '../lib/results.ts';
import { round, type Spread, spread } from '../lib/stats.ts';
import type { RetentionRun } from './retentionWorker.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SIZES = [100_000, 1_000_000];
/** Cost per row at the largest size may exceed the smallest size's by this much and still count as linear. */
const LINEAR_TOLERANCE = 1.25;

function runWorker(rows: number, timeoutMs: number): Promise<RetentionRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      path.join(ROOT, 'node_modules/.bin/tsx'),
      [path.join(ROOT, 'bench/suites/retentionWorker.ts'), String(rows)],
      { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let out = '';
    let err = '';
    child.stdout.on('data', (c: Buffer) => {
      out += c.toString();
    });
    child.stderr.on('data', (c: Buffer) => {
      err += c.toString();
    });
    const timer = setTimeout(() => child.kill('SIGTERM'), timeoutMs);
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      const line = out.trim().split('\n').pop() ?? '';
      if (code === 0 && line.startsWith('{')) return resolve(JSON.parse(line) as RetentionRun);
      reject(
        new Error(
          `retention worker (${rows} rows) ended with ${signal ?? code}: ${err.trim().split('\n').slice(-3).join(' ')}`,
        ),
      );
    });
  });
}

export async function retentionBench(cfg: BenchConfig): Promise<SuiteResult> {
  const started = Date.now();
  const runs = new Map<number, RetentionRun[]>(SIZES.map((s) => [s, []]));
  for (let round_ = 0; round_ < cfg.runs; round_++) {
    for (const rows of SIZES) {
      progress(
        `retention: purge ${rows.toLocaleString('en-US')} expired messages, run ${round_ + 1}/${cfg.runs}`,
      );
      runs.get(rows)!.push(await runWorker(rows, 10 * 60_000));
    }
  }
  const all = [...runs.values()].flat();
  const per = (rows: number, f: (r: RetentionRun) => number): Spread => spread(runs.get(rows)!.map(f));
  const rate = new Map(SIZES.map((s) => [s, per(s, (r) => r.rowsPerS)]));
  const small = SIZES[0]!;
  const large = SIZES[SIZES.length - 1]!;
  // Seconds per row at the large size over seconds per row at the small size (1.0 = perfectly linear).
  const costGrowth = rate.get(small)!.median / rate.get(large)!.median;
  const perS = (v: number) => `${fmt.num(v)} rows/s`;

  const tables = [
    {
      title: `Median (min – max) of ${cfg.runs} runs per size`,
      columns: [
        'Expired messages',
        'Purge time',
        'Rows/s',
        'Peak RSS during purge',
        'RSS before',
        'Table size',
        'DELETE batches',
        'µs per row: first / last tenth of batches',
        'Left / fresh kept',
      ],
      rows: SIZES.map((s) => [
        fmt.num(s),
        fmt.spread(
          per(s, (r) => r.purgeSeconds),
          (v) => `${v.toFixed(2)} s`,
        ),
        fmt.spread(rate.get(s)!, fmt.num),
        fmt.spread(
          per(s, (r) => r.rssPeakDuringPurgeMiB),
          fmt.mib,
        ),
        fmt.spread(
          per(s, (r) => r.rssBeforeMiB),
          fmt.mib,
        ),
        fmt.mib(runs.get(s)![0]?.tableMiB ?? Number.NaN),
        String(runs.get(s)![0]?.batches.batches ?? '–'),
        `${per(s, (r) => r.batches.firstTenthUsPerRow).median.toFixed(1)} / ${per(s, (r) => r.batches.lastTenthUsPerRow).median.toFixed(1)}`,
        runs
          .get(s)!
          .map((r) => `${r.left} / ${r.freshKept}`)
          .join(', '),
      ]),
      note: 'Peak RSS is the purging Node.js process (sampled every 10 ms), not PostgreSQL. Batches are timed one by one (a Kysely plugin on the connection the purge is given): if later batches cost no more per row than early ones, the purge itself grows linearly. "Left" counts expired messages still there afterwards (should be 0); "fresh kept" counts the 1,000 recent messages that must survive.',
    },
  ];
  const targets: TargetCheck[] = SIZES.map((s) =>
    check(
      `retention.rows_per_s_${s}`,
      `purge throughput at ${fmt.num(s)} expired messages`,
      rate.get(s)!.median,
      '>=',
      20_000,
      'rows/s',
      perS,
      ` (runs ${fmt.num(rate.get(s)!.min)} – ${fmt.num(rate.get(s)!.max)})`,
    ),
  );
  targets.push(
    check(
      'retention.linear',
      `cost per row at ${fmt.num(large)} vs ${fmt.num(small)} (linear growth: ${LINEAR_TOLERANCE}× at most, the bench's reading of "linearly")`,
      costGrowth,
      '<=',
      LINEAR_TOLERANCE,
      'ratio',
      (v) => `${v.toFixed(2)}×`,
      `; peak RSS ${fmt.mib(per(small, (r) => r.rssPeakDuringPurgeMiB).median)} → ${fmt.mib(per(large, (r) => r.rssPeakDuringPurgeMiB).median)}`,
    ),
  );
  const findings: string[] = [];
  for (const t of targets)
    if (t.met === false) findings.push(`Missed: ${t.label}: ${t.measured}, target ${t.target}.`);
  const trend = (s: number) => ({
    first: per(s, (r) => r.batches.firstTenthUsPerRow).median,
    last: per(s, (r) => r.batches.lastTenthUsPerRow).median,
  });
  const lt = trend(large);
  findings.push(
    `Within the ${fmt.num(large)}-message purge, a deleted row cost ${lt.first.toFixed(1)} µs in the first tenth of the batches and ${lt.last.toFixed(1)} µs in the last tenth: ${
      lt.last <= lt.first * LINEAR_TOLERANCE
        ? 'batches do not get dearer as the purge advances, so the work grows with the rows'
        : 'later batches cost more per row than early ones, so the work grows faster than the rows'
    }.`,
  );
  if (costGrowth > 1.1) {
    findings.push(
      `A row cost ${costGrowth.toFixed(2)}× as much at ${fmt.num(large)} as at ${fmt.num(small)}. Likely cause: the ${fmt.num(small)}-message table (${fmt.mib(runs.get(small)![0]?.tableMiB ?? Number.NaN)} with indexes) fits in PostgreSQL's shared buffers (${all[0]?.sharedBuffers ?? '?'}), the ${fmt.num(large)}-message one (${fmt.mib(runs.get(large)![0]?.tableMiB ?? Number.NaN)}) does not, so its pages come through the operating system's cache; the machine's other load adds to the spread between runs.`,
    );
  }
  if (all.some((r) => r.left !== 0 || r.freshKept !== 1_000))
    findings.push('A purge left expired messages behind or deleted fresh ones: see the table.');
  return {
    name: 'retention',
    title: 'Retention purge',
    status: 'ok',
    durationS: Math.round((Date.now() - started) / 1000),
    settings: {
      path: "retention's daily sweep (`sweepLongPeriods`) issues the chat purge command; the kit's `handlePurgeCommand` carries it out with the chat service's `chatPurgeTarget`, as its Kafka consumer would (Kafka transport itself not included)",
      data: 'messages three years old (past the two-year limit), 20 per session, plus 1,000 fresh ones',
      sizes: SIZES.map((s) => fmt.num(s)).join(' and '),
      process: 'a fresh Node.js process per measurement, so peak memory is its own',
      database: 'throwaway chat and retention schemas in the benchmark database, dropped afterwards',
      runs: cfg.runs,
    },
    tables,
    targets,
    findings,
    data: Object.fromEntries(
      [...runs.entries()].map(([s, rs]) => [
        s,
        rs.map((r) => ({
          ...r,
          seedSeconds: round(r.seedSeconds, 2),
          purgeSeconds: round(r.purgeSeconds, 3),
          rowsPerS: round(r.rowsPerS, 0),
        })),
      ]),
    ),
  };
}
