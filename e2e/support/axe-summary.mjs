// Prints one line per route and viewport from the axe results the browser tests saved
// (e2e/artifacts/axe/*.json): serious and critical violations first, then the rest.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const dir = process.argv[2] ?? 'e2e/artifacts/axe';
if (!existsSync(dir)) process.exit(0);
const rows = readdirSync(dir)
  .filter((f) => f.endsWith('.json'))
  .map((f) => JSON.parse(readFileSync(path.join(dir, f), 'utf8')))
  .sort((a, b) => a.route.localeCompare(b.route) || a.viewport.localeCompare(b.viewport));

console.log('axe-core (WCAG 2.x A/AA + best practices): route, viewport, serious+critical, other');
for (const r of rows) {
  const serious = r.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const other = r.violations.filter((v) => !serious.includes(v));
  const detail = r.violations.length
    ? `  (${r.violations.map((v) => `${v.id}:${v.impact}`).join(', ')})`
    : '';
  console.log(`  ${r.route.padEnd(44)} ${r.viewport.padEnd(8)} ${serious.length}  ${other.length}${detail}`);
}
