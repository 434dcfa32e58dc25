// Adds up the JSON reports of vitest and Playwright into the one line CI reads.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const dir = process.argv[2];
let passed = 0;
let failed = 0;
for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
  const report = JSON.parse(readFileSync(path.join(dir, file), 'utf8'));
  if (typeof report.numPassedTests === 'number') {
    // vitest
    passed += report.numPassedTests;
    failed += report.numFailedTests;
  } else if (report.stats) {
    // Playwright: flaky tests passed on retry
    passed += (report.stats.expected ?? 0) + (report.stats.flaky ?? 0);
    failed += report.stats.unexpected ?? 0;
  }
}
console.log(`tests: ${passed} passed, ${failed} failed`);
