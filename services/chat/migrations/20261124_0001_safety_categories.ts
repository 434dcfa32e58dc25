import { type Kysely, sql } from 'kysely';

/**
 * The kind of danger an assessment found, the language of the safety reply, and the library
 * suggestions a companion reply carries; the session flag remembers the kind of danger too.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('messages')
    .addColumn('category', 'text', (c) =>
      c
        .notNull()
        .defaultTo('none')
        .check(sql`category in ('suicide', 'self_harm', 'medical', 'abuse', 'violence', 'eating', 'none')`),
    )
    .addColumn('language', 'text', (c) => c.notNull().defaultTo('en').check(sql`language in ('en', 'es')`))
    .addColumn('suggestions', 'jsonb')
    .execute();
  await db.schema
    .alterTable('session_flags')
    .addColumn('category', 'text', (c) => c.notNull().defaultTo('suicide'))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('session_flags').dropColumn('category').execute();
  await db.schema
    .alterTable('messages')
    .dropColumn('suggestions')
    .dropColumn('language')
    .dropColumn('category')
    .execute();
}
