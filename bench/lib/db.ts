import { randomBytes } from 'node:crypto';
import { createDb, migrateToLatest } from '@sage/shared';
import { type Kysely, sql } from 'kysely';

export interface BenchSchema<DB> {
  db: Kysely<DB>;
  schema: string;
  /** Another pool on the same schema (a writer apart from the code under test). */
  pool(max: number): Kysely<DB>;
  drop(): Promise<void>;
}

/**
 * A fresh schema in the benchmark database, migrated like a service's own (kit tables plus `folder`).
 * `drop()` removes it with everything in it and closes every pool it handed out.
 */
export async function benchSchema<DB>(
  databaseUrl: string,
  base: string,
  folder?: string,
  max = 5,
): Promise<BenchSchema<DB>> {
  const schema = `bench_${base}_${randomBytes(4).toString('hex')}`;
  const pools: Kysely<any>[] = [];
  const open = (n: number) => {
    const db = createDb<DB>({ connectionString: databaseUrl, schema, max: n });
    pools.push(db as Kysely<any>);
    return db;
  };
  const db = open(max);
  await migrateToLatest({ db: db as Kysely<any>, schema, folder });
  return {
    db,
    schema,
    pool: open,
    async drop() {
      await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(db);
      await Promise.all(pools.map((p) => p.destroy()));
    },
  };
}
