import type { BenchConfig } from '../lib/config.ts';
import {
  IDLE_COLUMNS,
  IDLE_TOTAL_COLUMNS,
  idleRows,
  idleTotalRows,
  kibToMb,
  measureIdle,
} from '../lib/idle.ts';
import { progress, sleep } from '../lib/log.ts';
import { check, type SuiteResult } from '../lib/results.ts';

/**
 * The stack with no traffic at all: CPU of every process over a window and resident memory at its end
 * (bench/lib/idle.ts; `npx tsx bench/idle.ts` measures a `make up` stack the same way). Runs first, once
 * the freshly started stack has settled, before any load has filled pools or caches.
 */
export async function idleBench(cfg: BenchConfig): Promise<SuiteResult> {
  const started = Date.now();
  progress(`idle: letting the stack settle for ${cfg.idleSettleS} s, then measuring ${cfg.idleS} s`);
  await sleep(cfg.idleSettleS * 1_000);
  const m = await measureIdle({
    pidsDir: cfg.pidsDir,
    seconds: cfg.idleS,
    databaseUrl: cfg.stackDatabaseUrl,
  });
  const total = (label: string) => m.totals.find((t) => t.label === label);
  const stack = total('stack total');
  const node = total('node processes');
  const backends = m.totals.find((t) => t.label.startsWith('PostgreSQL'));
  const pct = (v: number) => `${(v * 100).toFixed(1)} % of one core`;
  const mb = (v: number) => `${v.toFixed(0)} MB`;
  const targets = [
    check(
      'idle.stack_cpu',
      'idle stack CPU (every process `make up` starts: node, nginx, kcat)',
      stack ? stack.cores : null,
      '<=',
      0.05,
      'cores',
      pct,
      ` over ${m.seconds} s`,
    ),
    check(
      'idle.node_rss',
      'all node processes together, resident memory',
      node ? kibToMb(node.rssKiB) : null,
      '<=',
      700,
      'MB',
      mb,
      node ? ` (${node.processes} processes)` : '',
    ),
  ];
  const findings: string[] = [];
  for (const t of targets)
    if (t.met === false) findings.push(`Missed: ${t.label}: ${t.measured}, target ${t.target}.`);
  if (backends)
    findings.push(
      `PostgreSQL spent ${pct(backends.cores)} in the ${backends.processes} backends connected to the stack's database meanwhile (not counted above: it is the machine's server; it mostly answers the stack's polls).`,
    );
  return {
    name: 'idle',
    title: 'Idle cost',
    status: m.processes.length > 0 ? 'ok' : 'skipped',
    ...(m.processes.length > 0 ? {} : { reason: 'no running stack found through the pid files' }),
    durationS: Math.round((Date.now() - started) / 1000),
    settings: {
      window: `${m.seconds} s with no traffic, ${cfg.idleSettleS} s after the stack reported ready`,
      cpu: 'utime + stime from /proc/<pid>/stat, difference over the window, as a share of one core',
      memory: 'RSS from ps at the end of the window; MB = 10^6 bytes',
      processes:
        "every pid file of .data/pids with its descendants; PostgreSQL backends of the stack's database and Redis as context",
    },
    tables: [
      { title: 'Per process', columns: IDLE_COLUMNS, rows: idleRows(m) },
      {
        title: 'Totals',
        columns: IDLE_TOTAL_COLUMNS,
        rows: idleTotalRows(m),
        note: 'The stack total counts what `make up` starts; PostgreSQL and Redis are shared with anything else on the machine.',
      },
    ],
    targets,
    findings,
    data: m,
  };
}
