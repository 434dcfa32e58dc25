/** Shapes of `bench/results/<date>.json`; `report.ts` renders REPORT.md from nothing else. */

export type Comparison = '>=' | '<=' | '<';

export interface TargetCheck {
  id: string;
  label: string;
  /** Human form of the target, e.g. "≥ 50% of direct". */
  target: string;
  /** Human form of the measured figure with its spread, e.g. "63% (runs 60–66%)". */
  measured: string;
  value: number | null;
  threshold: number;
  comparison: Comparison;
  unit: string;
  /** null when the figure could not be measured in this run. */
  met: boolean | null;
  note?: string;
}

export interface Table {
  title: string;
  columns: string[];
  rows: string[][];
  note?: string;
}

export interface SuiteResult {
  name: string;
  title: string;
  status: 'ok' | 'skipped' | 'failed';
  reason?: string;
  durationS: number;
  settings: Record<string, string | number | boolean>;
  tables: Table[];
  targets: TargetCheck[];
  /** Explanations of missed targets and anything surprising, written by the suite from its own numbers. */
  findings: string[];
  /** Raw figures per run, for anyone who wants to recompute. */
  data: unknown;
}

export interface BenchResults {
  schemaVersion: 1;
  date: string;
  startedAt: string;
  finishedAt: string;
  durationS: number;
  machine: import('./machine.ts').MachineInfo;
  /** Settings of the whole run (stack configuration, commit). */
  settings: Record<string, string | number | boolean>;
  suites: SuiteResult[];
}

export function check(
  id: string,
  label: string,
  value: number | null,
  comparison: Comparison,
  threshold: number,
  unit: string,
  format: (v: number) => string,
  measuredExtra = '',
  note?: string,
): TargetCheck {
  const symbol = comparison === '>=' ? '≥' : comparison === '<=' ? '≤' : '<';
  const ok =
    value === null || !Number.isFinite(value)
      ? null
      : comparison === '>='
        ? value >= threshold
        : comparison === '<='
          ? value <= threshold
          : value < threshold;
  return {
    id,
    label,
    target: `${symbol} ${format(threshold)}`,
    measured: value === null || !Number.isFinite(value) ? 'not measured' : `${format(value)}${measuredExtra}`,
    value: value === null || !Number.isFinite(value) ? null : value,
    threshold,
    comparison,
    unit,
    met: ok,
    ...(note ? { note } : {}),
  };
}

/** Formatting used across tables. */
export const fmt = {
  ms: (v: number) =>
    Number.isFinite(v) ? `${v < 10 ? v.toFixed(2) : v < 100 ? v.toFixed(1) : v.toFixed(0)} ms` : '–',
  num: (v: number) => (Number.isFinite(v) ? Math.round(v).toLocaleString('en-US') : '–'),
  pct: (v: number) => (Number.isFinite(v) ? `${(v * 100).toFixed(0)}%` : '–'),
  kb: (bytes: number) => (Number.isFinite(bytes) ? `${(bytes / 1024).toFixed(1)} KB` : '–'),
  mib: (v: number) => (Number.isFinite(v) ? `${v.toFixed(0)} MiB` : '–'),
  /** "median (min–max)" of a spread, with a unit formatter. */
  spread: (s: { min: number; median: number; max: number }, f: (v: number) => string) =>
    `${f(s.median)} (${f(s.min)} – ${f(s.max)})`,
};
