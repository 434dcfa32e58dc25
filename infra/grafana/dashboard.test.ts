/**
 * The Grafana dashboard reads only series that exist: every name in its queries is a metric the code
 * registers (with a histogram's _bucket, _count or _sum), a recording rule of infra/prometheus/rules.yml,
 * or one Prometheus and prom-client give every target; every alert a panel names is a rule. A renamed
 * metric fails here instead of leaving an empty panel.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const dashboard = JSON.parse(readFileSync(join(root, 'infra/grafana/dashboards/sage.json'), 'utf8'));
const rules = parse(readFileSync(join(root, 'infra/prometheus/rules.yml'), 'utf8'));

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    if (e.name === 'node_modules' || e.name === 'test' || e.name === 'dist') return [];
    const path = join(dir, e.name);
    return e.isDirectory() ? sources(path) : e.name.endsWith('.ts') ? [path] : [];
  });
}
const registered = new Set(
  [...sources(join(root, 'services')), ...sources(join(root, 'gateway'))].flatMap((f) =>
    [...readFileSync(f, 'utf8').matchAll(/name: '([a-z_]+_(?:total|seconds|lag|jobs|events|bytes))'/g)].map(
      (m) => m[1]!,
    ),
  ),
);
// biome-ignore lint/suspicious/noExplicitAny: the rules file is read as YAML.
const ruleList: any[] = rules.groups.flatMap((g: any) => g.rules);
const recorded = new Set(ruleList.filter((r) => r.record).map((r) => r.record as string));
const alerts = new Set(ruleList.filter((r) => r.alert).map((r) => r.alert as string));
const BUILT_IN = /^(?:up|process_[a-z_]+|nodejs_[a-z_]+)$/;

// biome-ignore lint/suspicious/noExplicitAny: panels are plain JSON.
const panels: any[] = dashboard.panels.filter((p: any) => p.type !== 'row');

/** The series names in a PromQL expression: identifiers that are neither functions nor label names. */
function seriesIn(expr: string): string[] {
  const bare = expr
    .replace(/\{[^}]*\}/g, '')
    .replace(/\[[^\]]*\]/g, '')
    .replace(/\b(?:by|without)\s*\([^)]*\)/g, '');
  return [...bare.matchAll(/[a-zA-Z_:][\w:]*/g)]
    .filter((m) => !/^\s*\(/.test(bare.slice(m.index! + m[0].length)))
    .map((m) => m[0]);
}

describe('Grafana dashboard', () => {
  it('has panels, each with a title, a description and at least one query', () => {
    expect(panels.length).toBeGreaterThan(10);
    for (const p of panels) {
      expect(p.title).toBeTruthy();
      expect(p.description).toBeTruthy();
      expect(p.targets.length).toBeGreaterThan(0);
    }
  });

  it.each(panels.flatMap((p) => p.targets.map((t: { expr: string }) => [p.title, t.expr])))(
    'queries only series that exist: %s: %s',
    (_title, expr) => {
      for (const name of seriesIn(expr)) {
        const base = name.replace(/_(?:bucket|count|sum)$/, '');
        expect(
          recorded.has(name) || registered.has(name) || registered.has(base) || BUILT_IN.test(name),
          `${name} in ${expr}`,
        ).toBe(true);
      }
    },
  );

  it('names only alerts that exist', () => {
    for (const p of panels)
      for (const [name] of p.description.matchAll(/Sage[A-Z][A-Za-z]+/g))
        expect(alerts, name).toContain(name);
  });
});
