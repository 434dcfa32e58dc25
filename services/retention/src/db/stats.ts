import { type Kysely, sql, type Transaction } from 'kysely';
import type { DB } from './types.ts';

type Db = Kysely<DB> | Transaction<DB>;

/** Adds to a day's count (`day` as `YYYY-MM-DD`, UTC). */
export async function bumpStat(trx: Db, day: string, metric: string, by = 1): Promise<void> {
  await trx
    .insertInto('daily_stats')
    .values({ day, metric, value: by })
    .onConflict((oc) => oc.columns(['day', 'metric']).doUpdateSet({ value: sql`daily_stats.value + ${by}` }))
    .execute();
}

/** Deletes every day before `day`; returns how many rows went. */
export async function deleteStatsBefore(trx: Db, day: string): Promise<number> {
  const res = await trx
    .deleteFrom('daily_stats')
    .where('day', '<', sql<Date>`${day}::date`)
    .executeTakeFirst();
  return Number(res.numDeletedRows);
}

export interface StatRow {
  day: string;
  metric: string;
  value: number;
}

export async function readStats(db: Db): Promise<StatRow[]> {
  return db
    .selectFrom('daily_stats')
    .select([sql<string>`day::text`.as('day'), 'metric', 'value'])
    .orderBy('day')
    .orderBy('metric')
    .execute();
}
