import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('messages')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    // Insertion order: a reply always sorts after the message it answers, even within one millisecond.
    .addColumn('seq', 'bigserial', (c) => c.notNull().unique())
    .addColumn('session_id', 'text', (c) => c.notNull())
    .addColumn('is_user', 'boolean', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('risk', 'text', (c) =>
      c.notNull().defaultTo('none').check(sql`risk in ('none', 'elevated', 'crisis')`),
    )
    .addColumn('mode', 'text')
    .addColumn('tone', 'text')
    // On a companion message: the user message it answers. Unique, so a retried job never answers twice.
    .addColumn('reply_to', 'uuid', (c) => c.unique())
    // On a user message: true until its reply is stored (or given up on).
    .addColumn('awaiting_reply', 'boolean', (c) => c.notNull().defaultTo(false))
    // On a companion message: llm, offline, crisis, safety or stopped.
    .addColumn('source', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index messages_session_seq on messages (session_id, seq)`.execute(db);
  await sql`create index messages_created_at on messages (created_at)`.execute(db);
  // One reply in flight per session, enforced by the database even under concurrent requests.
  await sql`create unique index messages_one_pending on messages (session_id) where awaiting_reply`.execute(
    db,
  );

  await db.schema
    .createTable('session_flags')
    .addColumn('session_id', 'text', (c) => c.primaryKey())
    .addColumn('crisis_at', 'timestamptz', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('attachment_styles')
    .addColumn('session_id', 'text', (c) => c.primaryKey())
    .addColumn('primary_type', 'text', (c) => c.notNull())
    .addColumn('completed_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('attachment_styles').execute();
  await db.schema.dropTable('session_flags').execute();
  await db.schema.dropTable('messages').execute();
}
