/**
 * Operators: `npm run --silent -w services/retention crisis-referrals -- 2026` prints a year's crisis
 * referrals by kind of danger as one JSON object (for the yearly report companion-chatbot laws ask for).
 * It reads only the anonymized daily counts: no ids, no text. Without a year, the current one.
 */
import { createDb, createLogger } from '@sage/shared';
import { loadRetentionConfig } from '../config.ts';
import { readStats } from '../db/stats.ts';
import type { DB } from '../db/types.ts';
import { referralReport } from '../domain/referrals.ts';

const arg = process.argv[2];
const year = arg === undefined ? new Date().getUTCFullYear() : Number(arg);
if (!Number.isInteger(year) || year < 2000 || year > 9999) {
  console.error(`Not a year: ${arg}. Usage: crisis-referrals [YYYY]`);
  process.exit(2);
}
const config = loadRetentionConfig();
const db = createDb<DB>({
  connectionString: config.DATABASE_URL,
  schema: config.DB_SCHEMA,
  max: 1,
  logger: createLogger('retention-report', 'warn'),
});
try {
  console.log(JSON.stringify(referralReport(year, await readStats(db))));
} finally {
  await db.destroy();
}
