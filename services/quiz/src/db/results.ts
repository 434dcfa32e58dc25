import { type AttachmentType, deleteSessionRowsBatch, type PurgeScope } from '@sage/shared';
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
export function deleteResultsBatch(trx: Transaction<DB>, scope: PurgeScope, limit: number): Promise<number> {
  return deleteSessionRowsBatch(
    trx,
    { table: 'quiz_results', sessionColumn: 'session_id', timeColumn: 'completed_at' },
    scope,
    limit,
  );
}
