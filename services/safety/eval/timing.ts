/**
 * The time to assess a 4,000-character message, for `make eval-safety` (run.ts starts it as a process of
 * its own and reads the JSON line it prints).
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { assessConversation } from '../src/assess.ts';

const here = dirname(fileURLToPath(import.meta.url));
const texts = readFileSync(join(here, 'messages.jsonl'), 'utf8')
  .split('\n')
  .filter((l) => l.trim())
  .map((l) => (JSON.parse(l) as { text: string }).text);

/** A timed message is always new (a number at its end), so no reading is remembered from before. */
let stamp = 0;
const unseen = (input: string) => `${input.slice(0, 3_990)} ${++stamp}`;

/**
 * Hostile and ordinary 4,000-character messages, timed one assessment at a time: wall time, and the
 * process's CPU time for the call (what the assessment costs, even when other work shares the cores).
 */
function timing(): { p50: number; p99: number; max: number; cpuP50: number; cpuP99: number; runs: number } {
  const base = texts.join(' ');
  const fill = (s: string) => s.repeat(Math.ceil(4000 / s.length)).slice(0, 4000);
  const inputs = [
    fill(base),
    fill('\u3342'),
    fill('\uFDFA'),
    fill('i w a n t  t o  d i e '),
    fill('k\u200b1\u200dll mys\u200b3lf '),
    fill('а'),
    fill('aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'),
    fill('ab'),
    fill('i '),
    fill('\u0301'),
    fill('😭💊🔪 '),
    fill('not not not never dont '),
    fill('my dad my mom my partner he she they '),
  ];
  const wall: number[] = [];
  const cpu: number[] = [];
  const once = (messages: string[], per: number) => {
    const c0 = process.cpuUsage();
    const t0 = process.hrtime.bigint();
    assessConversation(messages);
    const t1 = process.hrtime.bigint();
    const c1 = process.cpuUsage(c0);
    wall.push(Number(t1 - t0) / 1e6 / per);
    cpu.push((c1.user + c1.system) / 1e3 / per);
  };
  for (let round = 0; round < 40; round++) for (const input of inputs) once([unseen(input)], 1);
  // Conversations read up to six messages: time a full window of new long messages too.
  for (let round = 0; round < 20; round++) once(inputs.slice(0, 6).map(unseen), 6);
  const at = (xs: number[], q: number) => {
    const sorted = [...xs].sort((a, b) => a - b);
    return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] as number;
  };
  return {
    p50: at(wall, 0.5),
    p99: at(wall, 0.99),
    max: Math.max(...wall),
    cpuP50: at(cpu, 0.5),
    cpuP99: at(cpu, 0.99),
    runs: wall.length,
  };
}

// Collect the start-up's garbage, then warm up (a full collection may discard compiled expressions, which
// compile again on first use, as they would not in a running service): the time measured is the engine's
// own, its own allocations and collections included.
setFlagsFromString('--expose-gc');
(runInNewContext('gc') as () => void)();
timing();
console.log(JSON.stringify(timing()));
