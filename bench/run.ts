/**
 * The benchmark driver (`make bench` runs it through run.sh, after the stack is up):
 * runs every suite in turn, writes `results/<date>.json` and regenerates REPORT.md.
 *
 *   npx tsx bench/run.ts                     every suite, results written
 *   npx tsx bench/run.ts --only gateway,chat  some suites, printed only (nothing written)
 *   --go-file <path>                         start the fake model, then wait for <path> before measuring
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type BenchConfig, loadBenchConfig, stackSettings } from './lib/config.ts';
import { type BenchModel, startBenchModel } from './lib/fakeModel.ts';
import { progress } from './lib/log.ts';
import { describeMachine } from './lib/machine.ts';
import type { BenchResults, SuiteResult } from './lib/results.ts';
import { renderReport } from './report.ts';
import { capacityBench } from './suites/capacity.ts';
import { chatBench } from './suites/chat.ts';
import { frontendBench } from './suites/frontend.ts';
import { gatewayBench } from './suites/gateway.ts';
import { idleBench } from './suites/idle.ts';
import { outboxBench } from './suites/outbox.ts';
import { retentionBench } from './suites/retention.ts';

const SUITES: Record<string, { title: string; run: (cfg: BenchConfig) => Promise<SuiteResult> }> = {
  // First: the stack as it started, before any load.
  idle: { title: 'Idle cost', run: idleBench },
  gateway: { title: 'Gateway overhead', run: gatewayBench },
  chat: { title: 'Chat pipeline', run: chatBench },
  capacity: { title: 'Capacity at model speed', run: capacityBench },
  retention: { title: 'Retention purge', run: retentionBench },
  outbox: { title: 'Outbox relay', run: outboxBench },
  frontend: { title: 'Frontend size', run: frontendBench },
};

const benchDir = path.dirname(fileURLToPath(import.meta.url));

function gitCommit(): string {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: benchDir, encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
}

/** Waits (bounded) until run.sh says the stack is up, by creating `file`. */
async function waitForGo(file: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!existsSync(file)) {
    if (Date.now() > deadline) throw new Error(`the stack was not reported up within ${timeoutMs / 1000} s`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

async function main() {
  const arg = (name: string) => {
    const i = process.argv.indexOf(name);
    return i >= 0 ? process.argv[i + 1] : undefined;
  };
  const only = arg('--only')?.split(',').filter(Boolean);
  for (const name of only ?? [])
    if (!SUITES[name]) throw new Error(`Unknown suite ${name}: ${Object.keys(SUITES).join(', ')}`);
  const cfg = loadBenchConfig();
  // The fake model takes its port before anything else, so no other run can take it meanwhile.
  const goFile = arg('--go-file');
  let model: BenchModel | undefined;
  let modelError: Error | undefined;
  if (goFile || !only || only.includes('chat') || only.includes('capacity')) {
    try {
      model = await startBenchModel(cfg.fakeLlmPort);
      progress(`fake model listening on 127.0.0.1:${model.port}`);
    } catch (err) {
      modelError = err as Error;
    }
  }
  if (goFile) {
    progress('waiting for the stack');
    await waitForGo(goFile, 15 * 60_000);
  }
  const startedAt = new Date();
  const machine = describeMachine();
  const suites: SuiteResult[] = [];
  for (const [name, suite] of Object.entries(SUITES)) {
    if (only && !only.includes(name)) continue;
    progress(`${suite.title}: starting`);
    const t0 = Date.now();
    try {
      if ((name === 'chat' || name === 'capacity') && modelError)
        throw new Error(`cannot start the fake model: ${modelError.message}`);
      suites.push(
        name === 'chat'
          ? await chatBench(cfg, model)
          : name === 'capacity'
            ? await capacityBench(cfg, model)
            : await suite.run(cfg),
      );
    } catch (err) {
      progress(`${suite.title}: failed: ${(err as Error).stack ?? err}`);
      suites.push({
        name,
        title: suite.title,
        status: 'failed',
        reason: (err as Error).message,
        durationS: Math.round((Date.now() - t0) / 1000),
        settings: {},
        tables: [],
        targets: [],
        findings: [],
        data: null,
      });
    }
    const last = suites[suites.length - 1]!;
    progress(
      `${suite.title}: ${last.status}${last.reason ? ` (${last.reason})` : ''} in ${last.durationS} s`,
    );
  }
  await model?.close();
  const finishedAt = new Date();
  const stack = stackSettings();
  const results: BenchResults = {
    schemaVersion: 1,
    date: startedAt.toISOString().slice(0, 10),
    startedAt: startedAt.toISOString(),
    finishedAt: finishedAt.toISOString(),
    durationS: Math.round((finishedAt.getTime() - startedAt.getTime()) / 1000),
    machine,
    settings: {
      Commit: gitCommit(),
      Repetition: `${cfg.runs} measured runs of ${cfg.durationS} s per figure after a ${cfg.warmupS} s warm-up that is discarded; tables show median (min – max)`,
      Stack: `started like \`make up\` (every process on 127.0.0.1), except: ${
        Object.entries(stack)
          .map(([k, v]) => `${k}=${v}`)
          .join(', ') || 'nothing'
      }`,
    },
    suites,
  };

  for (const s of suites) {
    for (const t of s.targets)
      progress(
        `  ${t.met === null ? '–' : t.met ? 'met   ' : 'MISSED'} ${t.label}: ${t.measured} (target ${t.target})`,
      );
  }
  if (only) {
    console.log(JSON.stringify(results, null, 2));
    return;
  }
  const resultsDir = path.join(benchDir, 'results');
  mkdirSync(resultsDir, { recursive: true });
  const file = `${results.date}.json`;
  writeFileSync(path.join(resultsDir, file), `${JSON.stringify(results, null, 2)}\n`);
  writeFileSync(path.join(benchDir, 'REPORT.md'), renderReport(results, `bench/results/${file}`));
  progress(`results: bench/results/${file}; report: bench/REPORT.md`);
}

await main();
// Pools, Kafka clients and sockets are closed by each suite; exit anyway so a stray handle cannot hang the run.
process.exit(process.exitCode ?? 0);
