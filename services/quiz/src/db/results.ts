import type { AttachmentType, PurgeScope } from '@sage/shared';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Answer, Scores } from '../domain/scoring.ts';
import type { DB, QuizResultsTable } from './types.ts';

export type QuizResultRow = Selectable<QuizResultsTable>;

export interface NewQuizResult {
  sessionId: string;
  quizType: string;
  primaryType: AttachmentType;
  scores: Scores;
  answers: Answer[];
  completedAt: Date;
}

export async function insertResult(trx: Transaction<DB>, r: NewQuizResult): Promise<QuizResultRow> {
  return trx
    .insertInto('quiz_results')
    .values({
      session_id: r.sessionId,
      quiz_type: r.quizType,
      primary_type: r.primaryType,
      scores: JSON.stringify(r.scores),
      answers: JSON.stringify(r.answers),
      completed_at: r.completedAt,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The session's most recent result, if it has any. */
export async function latestResult(db: Kysely<DB>, sessionId: string): Promise<QuizResultRow | undefined> {
  return db
    .selectFrom('quiz_results')
    .selectAll()
    .where('session_id', '=', sessionId)
    .orderBy('completed_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/**
 * Deletes at most `limit` of the results a retention command names (those of `scope.sessionIds`, those
 * completed before `scope.before`, or, with both, only results matching both), in the caller's
 * transaction. Answers how many went; the kit's purge protocol calls it until fewer than `limit` go.
 */
export async function deleteResultsBatch(
  trx: Transaction<DB>,
  scope: PurgeScope,
  limit: number,
): Promise<number> {
  const { sessionIds, before } = scope;
  if (!sessionIds && !before) return 0;
  if (sessionIds && sessionIds.length === 0) return 0;
  let ids = trx.selectFrom('quiz_results').select('id').limit(limit);
  if (sessionIds) ids = ids.where('session_id', 'in', sessionIds);
  if (before) ids = ids.where('completed_at', '<', before);
  const res = await trx.deleteFrom('quiz_results').where('id', 'in', ids).executeTakeFirst();
  return Number(res.numDeletedRows);
}
