import { ATTACHMENT_TYPES, type AttachmentType } from '@sage/shared';
import type { QuizQuestion } from './questions.ts';

/**
 * The four styles in their fixed order. This order is also the tie rule: when two or more styles share
 * the highest score, the one listed first wins. Secure comes first and disorganized last on purpose:
 * when the answers point equally both ways, the result names the less intense pattern rather than
 * labelling someone with one their answers do not clearly show (and secure is the spec's default).
 */
export { ATTACHMENT_TYPES };

export type Scores = Record<AttachmentType, number>;

export interface Answer {
  questionId: number;
  answerId: number;
}

export interface QuizResult {
  primaryType: AttachmentType;
  scores: Scores;
}

export type Outcome<T> = { ok: true; value: T } | { ok: false; message: string };

/**
 * Checks answers against the questions. A later answer to the same question replaces the earlier one
 * (as on the quiz screen); after that, every question must have exactly one answer, and each answer
 * must name a real question and one of that question's own options. Answers come back in question order.
 */
export function normalizeAnswers(
  questions: readonly QuizQuestion[],
  answers: readonly Answer[],
): Outcome<Answer[]> {
  if (answers.length === 0) return { ok: false, message: 'answers must not be empty' };
  const byId = new Map(questions.map((q) => [q.id, q]));
  const chosen = new Map<number, number>();
  for (const [i, a] of answers.entries()) {
    const question = byId.get(a.questionId);
    if (!question) {
      return { ok: false, message: `answers.${i}.questionId ${a.questionId} is not a question of this quiz` };
    }
    if (!question.options.some((o) => o.id === a.answerId)) {
      return {
        ok: false,
        message: `answers.${i}.answerId ${a.answerId} is not an option of question ${a.questionId}`,
      };
    }
    chosen.set(a.questionId, a.answerId);
  }
  const missing = questions.filter((q) => !chosen.has(q.id)).map((q) => q.id);
  if (missing.length > 0) {
    return {
      ok: false,
      message: `answers must cover all ${questions.length} questions; missing: ${missing.join(', ')}`,
    };
  }
  return { ok: true, value: questions.map((q) => ({ questionId: q.id, answerId: chosen.get(q.id)! })) };
}

/** The style with the highest score; ties go to the style listed first in `ATTACHMENT_TYPES`. */
export function primaryTypeOf(scores: Scores): AttachmentType {
  let best: AttachmentType = ATTACHMENT_TYPES[0]!;
  for (const type of ATTACHMENT_TYPES) if (scores[type] > scores[best]) best = type;
  return best;
}

/** Sums the weights of complete, normalized answers (see `normalizeAnswers`). */
export function scoreAnswers(questions: readonly QuizQuestion[], answers: readonly Answer[]): QuizResult {
  const scores: Scores = { secure: 0, anxious: 0, avoidant: 0, disorganized: 0 };
  const byId = new Map(questions.map((q) => [q.id, q]));
  for (const a of answers) {
    const option = byId.get(a.questionId)?.options.find((o) => o.id === a.answerId);
    if (!option) throw new Error(`answer ${a.questionId}/${a.answerId} was not normalized`);
    for (const type of ATTACHMENT_TYPES) scores[type] += option.weights[type];
  }
  return { primaryType: primaryTypeOf(scores), scores };
}

/** Validates, then scores: the whole submission rule in one call. */
export function gradeQuiz(
  questions: readonly QuizQuestion[],
  answers: readonly Answer[],
): Outcome<{ answers: Answer[]; result: QuizResult }> {
  const normalized = normalizeAnswers(questions, answers);
  if (!normalized.ok) return normalized;
  return {
    ok: true,
    value: { answers: normalized.value, result: scoreAnswers(questions, normalized.value) },
  };
}
