/**
 * Operators and reviewers: `npm run --silent -w services/chat assess-risk` reads one message per line
 * on stdin and prints one JSON object per line (`{"level":...,"reasons":[...]}`), in the same order.
 */
import { createInterface } from 'node:readline';
import { assessRisk } from './risk.ts';

const lines = createInterface({ input: process.stdin, crlfDelay: Number.POSITIVE_INFINITY });
for await (const line of lines) {
  const { level, reasons } = assessRisk(line);
  if (!process.stdout.write(`${JSON.stringify({ level, reasons })}\n`)) {
    await new Promise((resolve) => process.stdout.once('drain', resolve));
  }
}
