import { fileURLToPath } from 'node:url';
import type { PurgeFixture } from '@sage/shared/testing';
import { sql } from 'kysely';
import { chatPurgeTarget } from '../../src/consumers/purge.ts';
import type { DB } from '../../src/db/types.ts';

/** Chat as the kit's purge protocol test sees it (exported as `@sage/chat/purge-fixture`). */
export const chatPurgeFixture: PurgeFixture<DB> = {
  service: 'chat',
  migrationsFolder: fileURLToPath(new URL('../../migrations', import.meta.url)),
  spec: chatPurgeTarget,
  bySession: true,
  async seed(db, { sessionId, at, count }) {
    await sql`insert into messages (id, session_id, is_user, content, created_at)
      select gen_random_uuid(), ${sessionId}, g % 2 = 1, 'How I felt today', ${at}
      from generate_series(1, ${count}::int) g`.execute(db);
  },
  async count(db, sessionId) {
    let q = db.selectFrom('messages').select((eb) => eb.fn.countAll<string>().as('n'));
    if (sessionId !== undefined) q = q.where('session_id', '=', sessionId);
    return Number((await q.executeTakeFirstOrThrow()).n);
  },
};
