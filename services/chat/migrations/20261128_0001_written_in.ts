import { type Kysely, sql } from 'kysely';

/** The language a visitor's message is written in (ISO 639-1), when the safety engine could tell it. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('messages')
    .addColumn('written_in', 'text', (c) => c.check(sql`written_in ~ '^[a-z]{2,3}$'`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('messages').dropColumn('written_in').execute();
}
