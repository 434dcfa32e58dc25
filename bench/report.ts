import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BenchResults, SuiteResult, Table } from './lib/results.ts';

const cell = (s: string) => s.replace(/\|/g, '\\|').replace(/\n/g, ' ');

function table(t: Table): string {
  const lines = [
    `**${t.title}**`,
    '',
    `| ${t.columns.map(cell).join(' | ')} |`,
    `|${t.columns.map((_, i) => (i === 0 ? ' --- ' : ' ---: ')).join('|')}|`,
    ...t.rows.map((r) => `| ${r.map(cell).join(' | ')} |`),
  ];
  if (t.note) lines.push('', t.note);
  return lines.join('\n');
}

const verdict = (met: boolean | null) => (met === null ? 'not measured' : met ? 'met' : '**missed**');

function duration(seconds: number): string {
  const m = Math.floor(seconds / 60);
  const s = Math.round(seconds % 60);
  return m > 0 ? `${m} min ${s} s` : `${s} s`;
}

function suiteSection(s: SuiteResult, n: number): string {
  const out = [`## ${n}. ${s.title}`, ''];
  if (s.status !== 'ok') {
    out.push(`Not measured in this run (${s.status}): ${s.reason ?? 'no reason given'}.`, '');
  }
  const settings = Object.entries(s.settings);
  if (settings.length > 0) {
    out.push('Settings:', '');
    for (const [k, v] of settings) out.push(`- ${k}: ${String(v)}`);
    out.push('');
  }
  for (const t of s.tables) out.push(table(t), '');
  if (s.targets.length > 0) {
    out.push('| Figure | Target | Measured | Verdict |', '| --- | --- | --- | --- |');
    for (const t of s.targets)
      out.push(`| ${cell(t.label)} | ${cell(t.target)} | ${cell(t.measured)} | ${verdict(t.met)} |`);
    out.push('');
    for (const t of s.targets) if (t.note) out.push(`- ${t.label}: ${t.note}`);
    if (s.targets.some((t) => t.note)) out.push('');
  }
  if (s.findings.length > 0) {
    out.push('Findings:', '');
    for (const f of s.findings) out.push(`- ${f}`);
    out.push('');
  }
  out.push(`Suite time: ${duration(s.durationS)}.`, '');
  return out.join('\n');
}

/** REPORT.md from one results file: every figure beside its target, with the machine and settings. */
export function renderReport(r: BenchResults, resultsFile: string): string {
  const m = r.machine;
  const targets = r.suites.flatMap((s) => s.targets.map((t) => ({ suite: s.title, ...t })));
  const met = targets.filter((t) => t.met === true).length;
  const missed = targets.filter((t) => t.met === false).length;
  const unmeasured = targets.filter((t) => t.met === null).length;
  const out: string[] = [
    '# Sage benchmarks: report',
    '',
    `Written by \`make bench\` from \`${resultsFile}\`; every run regenerates this file, so edit \`bench/report.ts\` rather than this text. How to run and read it: [README.md](README.md).`,
    '',
    '## Machine and settings',
    '',
    `- Date: ${r.startedAt} (whole run ${duration(r.durationS)})`,
    `- CPU: ${m.cpuModel}, ${m.cores} cores; memory ${m.memoryGiB} GiB; ${m.os}`,
    `- Node.js ${m.node}${m.postgres ? `; PostgreSQL ${m.postgres}` : ''}${m.redis ? `; Redis ${m.redis}` : ''}${m.nginx ? `; nginx ${m.nginx}` : ''}`,
    `- Load average when the run started (1, 5, 15 min): ${m.loadAverageAtStart.join(', ')}. Everything (load generator, nginx, gateway, services, workers, PostgreSQL, Redis, Kafka mock) shares these cores, so other work on the machine shows up as noise.`,
  ];
  for (const [k, v] of Object.entries(r.settings)) out.push(`- ${k}: ${String(v)}`);
  out.push(
    '',
    '## Targets',
    '',
    `${met} met, ${missed} missed${unmeasured ? `, ${unmeasured} not measured` : ''}. A missed target is a finding, explained under its section; targets are never adjusted to fit.`,
    '',
    '| Area | Figure | Target | Measured | Verdict |',
    '| --- | --- | --- | --- | --- |',
    ...targets.map(
      (t) =>
        `| ${cell(t.suite)} | ${cell(t.label)} | ${cell(t.target)} | ${cell(t.measured)} | ${verdict(t.met)} |`,
    ),
    '',
  );
  r.suites.forEach((s, i) => {
    out.push(suiteSection(s, i + 1));
  });
  return `${out.join('\n').trimEnd()}\n`;
}

// `npx tsx bench/report.ts bench/results/<date>.json` rewrites REPORT.md from a stored results file.
if (import.meta.url === `file://${process.argv[1]}`) {
  const file = process.argv[2];
  if (!file) {
    console.error('usage: tsx bench/report.ts bench/results/<date>.json');
    process.exit(2);
  }
  const benchDir = path.dirname(fileURLToPath(import.meta.url));
  const results = JSON.parse(readFileSync(file, 'utf8')) as BenchResults;
  const rel = path.relative(benchDir, path.resolve(file));
  writeFileSync(path.join(benchDir, 'REPORT.md'), renderReport(results, `bench/${rel}`));
  console.log('REPORT.md rewritten');
}
