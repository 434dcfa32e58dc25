import type { AttachmentType, KitTables } from '@sage/shared';
import type { ColumnType, Generated } from 'kysely';
import type { Answer, Scores } from '../domain/scoring.ts';

/** jsonb columns are written as JSON text (node-postgres would turn a JS array into a Postgres array). */
type Json<T> = ColumnType<T, string, string>;

export interface QuizResultsTable {
  id: Generated<number>;
  session_id: string;
  quiz_type: string;
  primary_type: AttachmentType;
  scores: Json<Scores>;
  answers: Json<Answer[]>;
  completed_at: ColumnType<Date, Date | undefined, Date>;
}

export interface DB extends KitTables {
  quiz_results: QuizResultsTable;
}
