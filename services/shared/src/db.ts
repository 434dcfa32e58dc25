import { Kysely, PostgresDialect, type Transaction } from 'kysely';
import pg from 'pg';

// Postgres BIGINT (count(*) etc.) as number: our counts stay far below 2^53.
pg.types.setTypeParser(20, (v) => Number.parseInt(v, 10));

export interface DbOptions {
  connectionString: string;
  /** The service's own Postgres schema; unqualified table names resolve there. */
  schema: string;
  max?: number;
  /** Where lost connections are reported (default: one JSON line on stderr). */
  logger?: { warn(obj: object, msg: string): void };
}

/**
 * A pool that survives losing its connections (Postgres restarted, connections terminated): a broken
 * connection is reported and dropped, the query that used it fails (the request answers 503/500, a job
 * or event is retried), and the next query opens a new connection. Without an `error` listener on every
 * client, a connection that breaks while idle or checked out (inside a transaction) crashes the process.
 */
export function createDb<DB>({ connectionString, schema, max = 10, logger }: DbOptions): Kysely<DB> {
  if (!/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`Invalid schema name: ${schema}`);
  const pool = new pg.Pool({
    connectionString,
    max,
    options: `-c search_path=${schema},public`,
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: 5_000,
  });
  const report = (err: Error) => {
    const detail = { err: { message: err.message, code: (err as { code?: string }).code }, schema };
    if (logger) logger.warn(detail, 'postgres connection lost; it is replaced on next use');
    else
      process.stderr.write(`${JSON.stringify({ level: 40, msg: 'postgres connection lost', ...detail })}\n`);
  };
  // Every client, idle or checked out: the pool drops a broken idle client itself, and a checked-out one
  // fails its next query and is released as broken by Kysely.
  pool.on('connect', (client) => client.on('error', report));
  // The pool re-emits idle clients' errors: already reported by the client listener above.
  pool.on('error', () => undefined);
  return new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
}

/** Runs `fn` in one transaction: state change and its outbox event commit together or not at all. */
export function inTransaction<DB, T>(db: Kysely<DB>, fn: (trx: Transaction<DB>) => Promise<T>): Promise<T> {
  return db.transaction().execute(fn);
}
