import { describe, expect, it } from 'vitest';
import { type BenchResults, check } from '../lib/results.ts';
import { renderReport } from '../report.ts';

const results: BenchResults = {
  schemaVersion: 1,
  date: '2026-01-02',
  startedAt: '2026-01-02T10:00:00.000Z',
  finishedAt: '2026-01-02T10:09:30.000Z',
  durationS: 570,
  machine: {
    cpuModel: 'Test CPU',
    cores: 2,
    memoryGiB: 4,
    node: 'v20.0.0',
    os: 'Linux',
    loadAverageAtStart: [0.5, 0.4, 0.3],
  },
  settings: { Commit: 'abc1234' },
  suites: [
    {
      name: 'gateway',
      title: 'Gateway overhead',
      status: 'ok',
      durationS: 100,
      settings: { connections: 10 },
      tables: [{ title: 'Runs', columns: ['Path', 'req/s'], rows: [['direct', '1,000 | fast']] }],
      targets: [
        check('g.ratio', 'req/s vs direct', 0.4, '>=', 0.5, 'ratio', (v) => `${v * 100}%`),
        check('g.p50', 'added p50', 1, '<=', 2, 'ms', (v) => `${v} ms`),
      ],
      findings: ['Missed: req/s vs direct.'],
      data: null,
    },
    {
      name: 'chat',
      title: 'Chat pipeline',
      status: 'skipped',
      reason: 'the chat service was not running',
      durationS: 0,
      settings: {},
      tables: [],
      targets: [check('c.p50', 'overhead p50', Number.NaN, '<=', 15, 'ms', (v) => `${v} ms`)],
      findings: [],
      data: null,
    },
  ],
};

describe('report', () => {
  const md = renderReport(results, 'bench/results/2026-01-02.json');

  it('prints the machine and the settings', () => {
    expect(md).toContain('Test CPU, 2 cores; memory 4 GiB');
    expect(md).toContain('Node.js v20.0.0');
    expect(md).toContain('Commit: abc1234');
    expect(md).toContain('(whole run 9 min 30 s)');
  });

  it('puts every figure next to its target with a verdict, missed ones marked', () => {
    expect(md).toContain('1 met, 1 missed, 1 not measured');
    expect(md).toContain('| Gateway overhead | req/s vs direct | ≥ 50% | 40% | **missed** |');
    expect(md).toContain('| Gateway overhead | added p50 | ≤ 2 ms | 1 ms | met |');
    expect(md).toContain('| Chat pipeline | overhead p50 | ≤ 15 ms | not measured | not measured |');
  });

  it('says why a suite was not measured, and escapes table cells', () => {
    expect(md).toContain('Not measured in this run (skipped): the chat service was not running.');
    expect(md).toContain('1,000 \\| fast');
    expect(md).toContain('- Missed: req/s vs direct.');
  });
});
