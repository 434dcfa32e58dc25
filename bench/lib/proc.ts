import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

/** Processes as /proc describes them (Linux): what the CPU and idle measurements read. */

/** Clock ticks per second of /proc's CPU times. */
export const TICKS_PER_S = Number(tryExec('getconf', ['CLK_TCK'])) || 100;

export function tryExec(cmd: string, args: string[]): string {
  try {
    return execFileSync(cmd, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return '';
  }
}

export interface ProcStat {
  pid: number;
  ppid: number;
  comm: string;
  /** utime + stime, in clock ticks. */
  ticks: number;
  /** Clock ticks after boot when the process started. */
  start: number;
}

export function readStat(pid: number): ProcStat | null {
  try {
    const raw = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const close = raw.lastIndexOf(')');
    const f = raw
      .slice(close + 2)
      .split(' ')
      .map(Number);
    // After the command: state(0) ppid(1) ... utime(11) stime(12) ... starttime(19)
    return {
      pid,
      ppid: f[1]!,
      comm: raw.slice(raw.indexOf('(') + 1, close),
      ticks: f[11]! + f[12]!,
      start: f[19]!,
    };
  } catch {
    return null;
  }
}

export function allStats(): ProcStat[] {
  const out: ProcStat[] = [];
  let entries: string[] = [];
  try {
    entries = readdirSync('/proc');
  } catch {
    return out;
  }
  for (const e of entries) {
    if (!/^\d+$/.test(e)) continue;
    const s = readStat(Number(e));
    if (s) out.push(s);
  }
  return out;
}
