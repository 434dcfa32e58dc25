/**
 * Idle cost of a running stack (`make up`): CPU over a window and resident memory of every process, as a
 * table per process (node processes, nginx, kcat) with totals. Nothing is sent to the stack meanwhile.
 *
 *   npx tsx bench/idle.ts                 60 s window, the stack of .data/pids, database `sage`
 *   npx tsx bench/idle.ts --seconds 30 --json
 *
 * `DATABASE_URL` names the stack's database (its PostgreSQL backends are shown as context).
 * `make bench` runs the same measurement as its first suite (bench/suites/idle.ts).
 */
import { fileURLToPath } from 'node:url';
import { formatIdle, measureIdle } from './lib/idle.ts';

const arg = (name: string) => {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
};
const seconds = Number(arg('--seconds') ?? 60);
if (!Number.isFinite(seconds) || seconds <= 0) throw new Error('--seconds must be a positive number');
const m = await measureIdle({
  pidsDir: arg('--pids') ?? fileURLToPath(new URL('../.data/pids', import.meta.url)),
  seconds,
  databaseUrl: process.env.DATABASE_URL ?? 'postgres://postgres:postgres@127.0.0.1:5432/sage',
});
console.log(process.argv.includes('--json') ? JSON.stringify(m, null, 2) : formatIdle(m));
