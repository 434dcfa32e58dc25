import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { allStats, type ProcStat, TICKS_PER_S, tryExec } from './proc.ts';

/**
 * What a running stack costs when nobody uses it: CPU time (utime + stime from /proc/<pid>/stat) of every
 * process over a window, and resident memory (RSS, from ps) at its end. Linux only.
 *
 * The stack's processes are the ones `make up` started (each pid file in `.data/pids`) with everything
 * they started (tsx's esbuild helper, nginx's workers). PostgreSQL backends connected to the stack's
 * database and the Redis server are measured too, as context: PostgreSQL answers the stack's polls, and
 * Redis is shared with anything else on the machine, so neither counts in the stack's total.
 */

export type ProcessKind = 'node' | 'nginx' | 'kcat' | 'other' | 'postgres' | 'redis';

export interface IdleProcess {
  /** The pid file's name (`chat`, `nginx`, `kafka`), or `postgres` / `redis`. */
  group: string;
  pid: number;
  /** The process's own name (`node`, `esbuild`, `nginx`, `kcat`, `postgres`). */
  comm: string;
  kind: ProcessKind;
  /** CPU seconds used during the window. */
  cpuS: number;
  /** Share of one core during the window (0.05 = 5 % of a core). */
  cores: number;
  /** Resident memory at the end of the window, KiB; null when the process was gone by then. */
  rssKiB: number | null;
}

export interface IdleTotal {
  label: string;
  processes: number;
  cores: number;
  rssKiB: number;
}

export interface IdleMeasurement {
  seconds: number;
  processes: IdleProcess[];
  /** Node processes, nginx, kcat, other processes of the stack, the stack; then the context rows. */
  totals: IdleTotal[];
}

export interface IdleOptions {
  pidsDir: string;
  seconds: number;
  /** The stack's database: its backends are measured (context). Omit to leave PostgreSQL out. */
  databaseUrl?: string;
  /** How often processes are looked for and read, so one that starts or ends inside the window counts. */
  sampleMs?: number;
}

function uptimeTicks(): number {
  return Number(readFileSync('/proc/uptime', 'utf8').split(' ')[0]) * TICKS_PER_S;
}

function kindOf(comm: string, group: string): ProcessKind {
  if (group === 'postgres') return 'postgres';
  if (group === 'redis') return 'redis';
  if (comm === 'node' || comm.startsWith('node')) return 'node';
  if (comm.startsWith('nginx')) return 'nginx';
  if (comm === 'kcat') return 'kcat';
  return 'other';
}

/** pid → group: every pid file's process with its descendants, then the stack's backends and Redis. */
function discover(pidsDir: string, backends: number[]): Map<number, { group: string; stat: ProcStat }> {
  const stats = allStats();
  const byPid = new Map(stats.map((s) => [s.pid, s]));
  const children = new Map<number, number[]>();
  for (const s of stats) children.set(s.ppid, [...(children.get(s.ppid) ?? []), s.pid]);
  const found = new Map<number, { group: string; stat: ProcStat }>();
  let files: string[] = [];
  try {
    files = readdirSync(pidsDir).filter((f) => f.endsWith('.pid'));
  } catch {
    // no stack
  }
  for (const f of files.sort()) {
    const root = Number(readFileSync(path.join(pidsDir, f), 'utf8').trim());
    if (!byPid.has(root)) continue;
    const group = f.replace(/\.pid$/, '');
    const queue = [root];
    for (let i = 0; i < queue.length; i++) {
      const pid = queue[i]!;
      if (found.has(pid)) continue;
      found.set(pid, { group, stat: byPid.get(pid)! });
      queue.push(...(children.get(pid) ?? []));
    }
  }
  for (const pid of backends) {
    const s = byPid.get(pid);
    if (s && !found.has(pid)) found.set(pid, { group: 'postgres', stat: s });
  }
  for (const s of stats) if (s.comm === 'redis-server') found.set(s.pid, { group: 'redis', stat: s });
  return found;
}

async function stackBackends(databaseUrl: string | undefined): Promise<{
  list: () => Promise<number[]>;
  close: () => Promise<void>;
}> {
  if (!databaseUrl) return { list: async () => [], close: async () => undefined };
  const client = new pg.Client({ connectionString: databaseUrl, application_name: 'bench-idle' });
  await client.connect();
  return {
    list: async () =>
      (
        await client.query<{ pid: number }>(
          'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
        )
      ).rows.map((r) => r.pid),
    close: () => client.end(),
  };
}

function rssOf(pids: number[]): Map<number, number> {
  const out = new Map<number, number>();
  if (pids.length === 0) return out;
  const text = tryExec('ps', ['-o', 'pid=,rss=', '-p', pids.join(',')]);
  for (const line of text.split('\n')) {
    const [pid, rss] = line.trim().split(/\s+/).map(Number);
    if (pid && Number.isFinite(rss)) out.set(pid, rss!);
  }
  return out;
}

/**
 * Measures the running stack for `seconds`. Processes are looked for every `sampleMs`: one that starts in
 * the window counts from zero, one that ends counts up to its last sample.
 */
export async function measureIdle(opts: IdleOptions): Promise<IdleMeasurement> {
  const sampleMs = opts.sampleMs ?? 1_000;
  const db = await stackBackends(opts.databaseUrl);
  try {
    const t0 = Date.now();
    const t0Ticks = uptimeTicks();
    const seen = new Map<number, { group: string; comm: string; first: number; last: number }>();
    const sample = async () => {
      const found = discover(opts.pidsDir, await db.list());
      for (const [pid, { group, stat }] of found) {
        const prev = seen.get(pid);
        if (prev && prev.comm === stat.comm) prev.last = stat.ticks;
        else {
          // First sight: a process that started inside the window used all its ticks in it.
          const first = stat.start < t0Ticks ? stat.ticks : 0;
          seen.set(pid, { group, comm: stat.comm, first: prev ? 0 : first, last: stat.ticks });
        }
      }
    };
    await sample();
    const end = t0 + opts.seconds * 1_000;
    while (Date.now() < end) {
      await new Promise((r) => setTimeout(r, Math.min(sampleMs, Math.max(0, end - Date.now()))));
      await sample();
    }
    const seconds = (Date.now() - t0) / 1_000;
    const rss = rssOf([...seen.keys()]);
    const processes: IdleProcess[] = [...seen].map(([pid, p]) => {
      const cpuS = Math.max(0, p.last - p.first) / TICKS_PER_S;
      return {
        group: p.group,
        pid,
        comm: p.comm,
        kind: kindOf(p.comm, p.group),
        cpuS: Math.round(cpuS * 100) / 100,
        cores: cpuS / seconds,
        rssKiB: rss.get(pid) ?? null,
      };
    });
    const order: ProcessKind[] = ['node', 'nginx', 'kcat', 'other', 'postgres', 'redis'];
    processes.sort(
      (a, b) =>
        order.indexOf(a.kind) - order.indexOf(b.kind) || a.group.localeCompare(b.group) || a.pid - b.pid,
    );
    return { seconds: Math.round(seconds * 10) / 10, processes, totals: totalsOf(processes) };
  } finally {
    await db.close();
  }
}

export function totalsOf(processes: IdleProcess[]): IdleTotal[] {
  const sum = (label: string, ps: IdleProcess[]): IdleTotal => ({
    label,
    processes: ps.length,
    cores: ps.reduce((s, p) => s + p.cores, 0),
    rssKiB: ps.reduce((s, p) => s + (p.rssKiB ?? 0), 0),
  });
  const stack = processes.filter((p) => p.kind !== 'postgres' && p.kind !== 'redis');
  const out = [
    sum(
      'node processes',
      stack.filter((p) => p.kind === 'node'),
    ),
    sum(
      'nginx',
      stack.filter((p) => p.kind === 'nginx'),
    ),
    sum(
      'kcat (Kafka mock)',
      stack.filter((p) => p.kind === 'kcat'),
    ),
  ];
  const other = stack.filter((p) => p.kind === 'other');
  if (other.length > 0) out.push(sum('other processes of the stack', other));
  out.push(sum('stack total', stack));
  const backends = processes.filter((p) => p.kind === 'postgres');
  if (backends.length > 0) out.push(sum("PostgreSQL backends of the stack's database (context)", backends));
  const redis = processes.filter((p) => p.kind === 'redis');
  if (redis.length > 0) out.push(sum('Redis server, shared (context)', redis));
  return out;
}

const pct = (cores: number) => `${(cores * 100).toFixed(2)} %`;
/** KiB (what ps reports) to MB, 10^6 bytes (the unit of the memory target). */
export const kibToMb = (kib: number) => (kib * 1024) / 1e6;
const mb = (kib: number | null) => (kib === null ? '–' : kibToMb(kib).toFixed(1));

/**
 * Rows of the per-process table: process, pid, CPU seconds, share of a core, RSS MB. PostgreSQL backends
 * come and go with the pools: they are summed in the totals only (each is in the measurement's data).
 */
export function idleRows(m: IdleMeasurement): string[][] {
  return m.processes
    .filter((p) => p.kind !== 'postgres')
    .map((p) => [
      p.comm === 'node' || p.group === p.comm || p.kind === 'postgres' || p.kind === 'redis'
        ? p.group
        : `${p.group} › ${p.comm}`,
      String(p.pid),
      p.cpuS.toFixed(2),
      pct(p.cores),
      mb(p.rssKiB),
    ]);
}

export function idleTotalRows(m: IdleMeasurement): string[][] {
  return m.totals.map((t) => [
    t.label,
    String(t.processes),
    pct(t.cores),
    t.label.startsWith('PostgreSQL') ? '(shared)' : mb(t.rssKiB),
  ]);
}

export const IDLE_COLUMNS = ['Process', 'pid', 'CPU s', 'of one core', 'RSS MB'];
export const IDLE_TOTAL_COLUMNS = ['Processes', 'count', 'of one core', 'RSS MB'];

/** Plain-text table (the CLI). */
export function formatIdle(m: IdleMeasurement): string {
  const render = (columns: string[], rows: string[][]) => {
    const widths = columns.map((c, i) => Math.max(c.length, ...rows.map((r) => r[i]!.length)));
    const line = (r: string[]) =>
      r.map((v, i) => (i === 0 ? v.padEnd(widths[i]!) : v.padStart(widths[i]!))).join('  ');
    return [line(columns), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
  };
  return [
    `Idle for ${m.seconds} s: CPU (utime + stime) and RSS of every process`,
    '',
    render(IDLE_COLUMNS, idleRows(m)),
    '',
    render(IDLE_TOTAL_COLUMNS, idleTotalRows(m)),
  ].join('\n');
}
