import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('sessions_ledger')
    .addColumn('session_id', 'text', (c) => c.primaryKey())
    .addColumn('save_history', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('created_at', 'timestamptz')
    .addColumn('last_activity_at', 'timestamptz', (c) => c.notNull())
    .addColumn('closed_at', 'timestamptz')
    .addColumn('message_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('purged_at', 'timestamptz')
    .execute();
  // The minute sweep looks only at history-off sessions not yet purged.
  await sql`create index sessions_ledger_history_off on sessions_ledger (last_activity_at)
    where save_history = false and purged_at is null`.execute(db);
  await db.schema
    .createIndex('sessions_ledger_last_activity')
    .on('sessions_ledger')
    .column('last_activity_at')
    .execute();

  await db.schema
    .createTable('contact_ledger')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('received_at', 'timestamptz', (c) => c.notNull())
    .addColumn('purged_at', 'timestamptz')
    .execute();
  await sql`create index contact_ledger_unpurged on contact_ledger (received_at) where purged_at is null`.execute(
    db,
  );

  await db.schema
    .createTable('purges')
    .addColumn('command_id', 'text', (c) => c.primaryKey())
    .addColumn('target', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('session_count', 'integer')
    .addColumn('before', 'timestamptz')
    .addColumn('issued_at', 'timestamptz', (c) => c.notNull())
    .addColumn('completed_at', 'timestamptz')
    .addColumn('deleted', 'integer')
    .execute();
  await db.schema.createIndex('purges_issued_at').on('purges').column('issued_at').execute();

  await db.schema
    .createTable('daily_stats')
    .addColumn('day', 'date', (c) => c.notNull())
    .addColumn('metric', 'text', (c) => c.notNull())
    .addColumn('value', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('daily_stats_pk', ['day', 'metric'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('daily_stats').execute();
  await db.schema.dropTable('purges').execute();
  await db.schema.dropTable('contact_ledger').execute();
  await db.schema.dropTable('sessions_ledger').execute();
}
