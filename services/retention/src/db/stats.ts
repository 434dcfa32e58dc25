import { type Kysely, sql, type Transaction } from 'kysely';
import type { DB } from './types.ts';

type Db = Kysely<DB> | Transaction<DB>;

/** Adds many counts at once, keyed `YYYY-MM-DD metric` (a batch of events: one statement). */
export async function bumpStats(trx: Db, counts: ReadonlyMap<string, number>): Promise<void> {
  if (counts.size === 0) return;
  const values = [...counts].map(([key, value]) => {
    const [day, metric] = key.split(' ') as [string, string];
    return { day, metric, value };
  });
  await trx
    .insertInto('daily_stats')
    .values(values)
    .onConflict((oc) =>
      oc.columns(['day', 'metric']).doUpdateSet({ value: sql`daily_stats.value + excluded.value` }),
    )
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
