import { fileURLToPath } from 'node:url';
import type { PurgeFixture } from '@sage/shared/testing';
import { sql } from 'kysely';
import { quizPurgeTarget } from '../../src/consumers/purge.ts';
import type { DB } from '../../src/db/types.ts';

/** The quiz as the kit's purge protocol test sees it (exported as `@sage/quiz/purge-fixture`). */
export const quizPurgeFixture: PurgeFixture<DB> = {
  service: 'quiz',
  migrationsFolder: fileURLToPath(new URL('../../migrations', import.meta.url)),
  spec: quizPurgeTarget,
  bySession: true,
  async seed(db, { sessionId, at, count }) {
    const scores = JSON.stringify({ secure: 1, anxious: 5, avoidant: 2, disorganized: 2 });
    const answers = JSON.stringify([{ questionId: 1, answerId: 12 }]);
    await sql`insert into quiz_results (session_id, quiz_type, primary_type, scores, answers, completed_at)
      select ${sessionId}, 'attachment', 'anxious', ${scores}::jsonb, ${answers}::jsonb, ${at}
      from generate_series(1, ${count}::int) g`.execute(db);
  },
  async count(db, sessionId) {
    let q = db.selectFrom('quiz_results').select((eb) => eb.fn.countAll<string>().as('n'));
    if (sessionId !== undefined) q = q.where('session_id', '=', sessionId);
    return Number((await q.executeTakeFirstOrThrow()).n);
  },
};
