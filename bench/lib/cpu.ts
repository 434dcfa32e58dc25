import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { allStats, readStat, TICKS_PER_S } from './proc.ts';

/**
 * CPU time of the stack's processes while a run is measured, read from /proc (Linux). On a machine where
 * the load generator and every hop share a few cores, "who used the CPU" is the best explanation of a
 * throughput figure. Processes are found through the stack's pid files and their descendants, plus
 * PostgreSQL, Redis and the bench process itself.
 */

export type CpuGroups = Record<string, number[]>;

/** Process groups by name: each pid file's process with its descendants, PostgreSQL, Redis, the bench. */
export function stackProcessGroups(pidsDir: string): CpuGroups {
  const stats = allStats();
  const children = new Map<number, number[]>();
  for (const s of stats) children.set(s.ppid, [...(children.get(s.ppid) ?? []), s.pid]);
  const tree = (root: number): number[] => {
    const out = [root];
    for (let i = 0; i < out.length; i++) out.push(...(children.get(out[i]!) ?? []));
    return out;
  };
  const groups: CpuGroups = {};
  let files: string[] = [];
  try {
    files = readdirSync(pidsDir).filter((f) => f.endsWith('.pid'));
  } catch {
    // no stack started through the pid files: only the system services below
  }
  for (const f of files) {
    const pid = Number(readFileSync(path.join(pidsDir, f), 'utf8').trim());
    if (Number.isInteger(pid) && stats.some((s) => s.pid === pid))
      groups[f.replace(/\.pid$/, '')] = tree(pid);
  }
  groups.postgres = stats.filter((s) => s.comm === 'postgres').map((s) => s.pid);
  groups.redis = stats.filter((s) => s.comm === 'redis-server').map((s) => s.pid);
  groups['bench (load generator)'] = [process.pid];
  return groups;
}

function ticksOf(pids: number[]): number {
  let t = 0;
  for (const pid of pids) t += readStat(pid)?.ticks ?? 0;
  return t;
}

export interface CpuWindow {
  /** Cores used on average during the window, per process group, busiest first. */
  stop(): Record<string, number>;
}

export function startCpuWindow(groups: CpuGroups): CpuWindow {
  const t0 = Date.now();
  const before = Object.fromEntries(Object.entries(groups).map(([k, pids]) => [k, ticksOf(pids)]));
  return {
    stop() {
      const seconds = (Date.now() - t0) / 1000;
      const used = Object.entries(groups)
        .map(([k, pids]) => [k, (ticksOf(pids) - before[k]!) / TICKS_PER_S / seconds] as const)
        .filter(([, v]) => v >= 0.005)
        .sort((a, b) => b[1] - a[1]);
      return Object.fromEntries(used.map(([k, v]) => [k, Math.round(v * 100) / 100]));
    },
  };
}

/** "chat-worker 0.71, postgres 0.42, …" from several windows (median per group). */
export function describeCpu(windows: Record<string, number>[], top = 6): string {
  const names = new Set(windows.flatMap((w) => Object.keys(w)));
  const med = [...names].map((n) => {
    const v = windows.map((w) => w[n] ?? 0).sort((a, b) => a - b);
    return [n, v[Math.floor(v.length / 2)]!] as const;
  });
  const total = med.reduce((s, [, v]) => s + v, 0);
  return `${med
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([n, v]) => `${n} ${v.toFixed(2)}`)
    .join(', ')} (all measured: ${total.toFixed(2)} cores)`;
}

/** Cores each group uses with no load at all (timers, pollers, consumers): subtracted per request. */
export async function idleCpu(groups: CpuGroups, ms: number): Promise<Record<string, number>> {
  const w = startCpuWindow(groups);
  await new Promise((r) => setTimeout(r, ms));
  return w.stop();
}

/**
 * Median CPU milliseconds one request (or reply) cost a process group, over runs of `cpu` and `perS`,
 * after taking away what the group uses when idle (`idle`, cores).
 */
export function cpuMsPer(
  runs: { cpu: Record<string, number>; perS: number }[],
  group: string,
  idle: Record<string, number> = {},
): number {
  const v = runs
    .filter((r) => r.perS > 0)
    .map((r) => (Math.max(0, (r.cpu[group] ?? 0) - (idle[group] ?? 0)) / r.perS) * 1000)
    .sort((a, b) => a - b);
  return v.length ? v[Math.floor(v.length / 2)]! : Number.NaN;
}
