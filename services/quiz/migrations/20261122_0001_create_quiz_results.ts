import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('quiz_results')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('session_id', 'text', (c) => c.notNull())
    .addColumn('quiz_type', 'text', (c) => c.notNull())
    .addColumn('primary_type', 'text', (c) =>
      c.notNull().check(sql`primary_type in ('secure', 'anxious', 'avoidant', 'disorganized')`),
    )
    .addColumn('scores', 'jsonb', (c) => c.notNull())
    .addColumn('answers', 'jsonb', (c) => c.notNull())
    .addColumn('completed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // The latest result of a session, and retention's purge by session or by age.
  await db.schema
    .createIndex('quiz_results_session_latest')
    .on('quiz_results')
    .columns(['session_id', 'completed_at desc', 'id desc'])
    .execute();
  await db.schema
    .createIndex('quiz_results_completed_at')
    .on('quiz_results')
    .column('completed_at')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('quiz_results').execute();
}
