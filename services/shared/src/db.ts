import { Kysely, PostgresDialect, type Transaction } from 'kysely';
import pg from 'pg';

// Postgres BIGINT (count(*) etc.) as number: our counts stay far below 2^53.
pg.types.setTypeParser(20, (v) => Number.parseInt(v, 10));

export interface DbOptions {
  connectionString: string;
  /** The service's own Postgres schema; unqualified table names resolve there. */
  schema: string;
  max?: number;
}

export function createDb<DB>({ connectionString, schema, max = 10 }: DbOptions): Kysely<DB> {
  if (!/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`Invalid schema name: ${schema}`);
  const pool = new pg.Pool({
    connectionString,
    max,
    options: `-c search_path=${schema},public`,
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: 5_000,
  });
  return new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
}

/** Runs `fn` in one transaction: state change and its outbox event commit together or not at all. */
export function inTransaction<DB, T>(db: Kysely<DB>, fn: (trx: Transaction<DB>) => Promise<T>): Promise<T> {
  return db.transaction().execute(fn);
}
