import { promises as fs } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { type Kysely, type Migration, type MigrationProvider, Migrator, sql } from 'kysely';
import { createDb } from './db.ts';
import { createLogger, type Logger } from './logger.ts';

/**
 * Tables every service owns in its own schema: the transactional outbox and the processed-event ids
 * that make Kafka consumers idempotent. Frozen like any migration: change them only with a new one.
 * Kit migrations are named `00000000_NNNN_*`, so a new one sorts before a service's migrations that already
 * ran: the migrator runs pending migrations in name order without requiring them to come last.
 */
const kitMigrations: Record<string, Migration> = {
  '00000000_0000_kit_outbox': {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('outbox')
        .addColumn('id', 'bigserial', (c) => c.primaryKey())
        .addColumn('topic', 'text', (c) => c.notNull())
        .addColumn('key', 'text', (c) => c.notNull())
        .addColumn('event', 'jsonb', (c) => c.notNull())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addColumn('sent_at', 'timestamptz')
        .execute();
      await sql`create index outbox_unsent on outbox (id) where sent_at is null`.execute(db);
      await db.schema
        .createTable('processed_events')
        .addColumn('consumer_group', 'text', (c) => c.notNull())
        .addColumn('event_id', 'text', (c) => c.notNull())
        .addColumn('processed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addPrimaryKeyConstraint('processed_events_pk', ['consumer_group', 'event_id'])
        .execute();
    },
  },
  // Wakes the outbox relay (outboxChannel in outbox.ts): one notification per inserting statement, sent by
  // Postgres at commit, so whatever writes the outbox (enqueueEvent or a service's own SQL) announces it.
  '00000000_0001_kit_outbox_notify': {
    async up(db: Kysely<any>) {
      await sql`create function outbox_notify() returns trigger language plpgsql as $$
        begin
          perform pg_notify(left('outbox_' || tg_table_schema, 63), '');
          return null;
        end $$`.execute(db);
      await sql`create trigger outbox_notify after insert on outbox
        for each statement execute function outbox_notify()`.execute(db);
    },
  },
};

class ServiceMigrationProvider implements MigrationProvider {
  constructor(private readonly folder: string | undefined) {}

  async getMigrations(): Promise<Record<string, Migration>> {
    const migrations: Record<string, Migration> = { ...kitMigrations };
    if (!this.folder) return migrations;
    // TypeScript sources in development, their compiled copies (`.js`, infra/build) in a production build;
    // a migration's name is the file's without the extension either way.
    const files = (await fs.readdir(this.folder))
      .filter((f) => /^\d{8}_\d{4}_[a-z0-9_]+\.(ts|js)$/.test(f))
      .sort();
    for (const file of files) {
      const mod = (await import(pathToFileURL(path.join(this.folder, file)).href)) as Migration;
      migrations[file.replace(/\.(ts|js)$/, '')] = mod;
    }
    return migrations;
  }
}

export interface MigrateOptions {
  db: Kysely<any>;
  schema: string;
  /** Folder of timestamp-named migration files (`YYYYMMDD_NNNN_name.ts` or `.js`), or none for kit tables only. */
  folder?: string;
  logger?: Logger;
}

/** Brings the service's schema to the latest version; safe to run any number of times. */
export async function migrateToLatest({ db, schema, folder, logger }: MigrateOptions): Promise<void> {
  await sql`create schema if not exists ${sql.id(schema)}`.execute(db);
  const migrator = new Migrator({
    db: db.withSchema(schema),
    provider: new ServiceMigrationProvider(folder),
    migrationTableSchema: schema,
    allowUnorderedMigrations: true,
  });
  const { error, results } = await migrator.migrateToLatest();
  for (const r of results ?? []) {
    if (r.status === 'Success') logger?.info({ migration: r.migrationName, schema }, 'migration applied');
    if (r.status === 'Error') logger?.error({ migration: r.migrationName, schema }, 'migration failed');
  }
  if (error) throw error;
}

/** The body of every service's `npm run migrate`: brings its schema up to date and exits. */
export async function runMigrationCommand(
  service: string,
  config: { LOG_LEVEL: string; DATABASE_URL: string; DB_SCHEMA: string },
  folder: string,
): Promise<void> {
  const logger = createLogger(`${service}-migrate`, config.LOG_LEVEL);
  const db = createDb({ connectionString: config.DATABASE_URL, schema: config.DB_SCHEMA, max: 1 });
  try {
    await migrateToLatest({ db, schema: config.DB_SCHEMA, folder, logger });
  } finally {
    await db.destroy();
  }
}
