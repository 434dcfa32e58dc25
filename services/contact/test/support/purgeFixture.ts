import { fileURLToPath } from 'node:url';
import type { PurgeFixture } from '@sage/shared/testing';
import { sql } from 'kysely';
import { contactPurgeTarget } from '../../src/consumers/purge.ts';
import type { DB } from '../../src/db/types.ts';

/** Contact as the kit's purge protocol test sees it (exported as `@sage/contact/purge-fixture`). */
export const contactPurgeFixture: PurgeFixture<DB> = {
  service: 'contact',
  migrationsFolder: fileURLToPath(new URL('../../migrations', import.meta.url)),
  spec: contactPurgeTarget,
  // Contact messages belong to no session.
  bySession: false,
  async seed(db, { at, count }) {
    await sql`insert into contact_messages (id, name, email, subject, message, received_at, consented_at)
      select gen_random_uuid(), 'Sam', 'sam@example.com', 'Hello', 'Thanks', ${at}, ${at}
      from generate_series(1, ${count}::int) g`.execute(db);
  },
  async count(db) {
    const r = await db
      .selectFrom('contact_messages')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(r.n);
  },
};
