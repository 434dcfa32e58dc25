import pg from 'pg';
import { testEnv } from './services/shared/src/testing/env.ts';
import { startKafkaMock } from './services/shared/src/testing/kafkaMock.ts';

/**
 * Integration tests run against real Postgres and Redis (already running, or started by `make test`) and one
 * Kafka mock cluster started here for the whole run. Each test isolates itself with unique names.
 */
export default async function setup() {
  const url = new URL(testEnv.databaseUrl);
  const dbName = url.pathname.slice(1);
  url.pathname = '/postgres';
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  const exists = await client.query('select 1 from pg_database where datname = $1', [dbName]);
  if (exists.rowCount === 0) await client.query(`create database "${dbName}"`);
  await client.end();

  let mock: Awaited<ReturnType<typeof startKafkaMock>> | undefined;
  if (!process.env.KAFKA_BROKERS) {
    mock = await startKafkaMock();
    process.env.KAFKA_BROKERS = mock.brokers;
    // The mock holds every consumer fetch for the whole wait, even when records arrive meanwhile: a short
    // wait keeps events quick to arrive (real brokers answer at once and keep the kit's longer default).
    process.env.KAFKA_CONSUMER_MAX_WAIT_MS ??= '250';
  }
  return async () => {
    await mock?.stop();
  };
}
