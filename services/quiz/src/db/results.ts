import type { AttachmentType } from '@sage/shared';
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

export interface PurgeScope {
  sessionIds?: string[];
  before?: Date;
}

/**
 * Deletes the results a retention command names: those of `sessionIds`, those completed before
 * `before`, or, when both are given, only results matching both. A scope with neither deletes nothing.
 * Returns how many rows went.
 */
export async function deleteResults(
  trx: Transaction<DB>,
  { sessionIds, before }: PurgeScope,
): Promise<number> {
  if (!sessionIds && !before) return 0;
  if (sessionIds && sessionIds.length === 0) return 0;
  let q = trx.deleteFrom('quiz_results');
  if (sessionIds) q = q.where('session_id', 'in', sessionIds);
  if (before) q = q.where('completed_at', '<', before);
  const res = await q.executeTakeFirst();
  return Number(res.numDeletedRows);
}
