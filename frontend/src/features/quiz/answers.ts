import type { AttachmentType, QuizAnswer, QuizQuestion } from './types';

/** Records an answer; a later answer to the same question replaces the earlier one in place. */
export function withAnswer(answers: QuizAnswer[], questionId: number, answerId: number): QuizAnswer[] {
  const next = { questionId: Number(questionId), answerId: Number(answerId) };
  const at = answers.findIndex((a) => a.questionId === next.questionId);
  if (at === -1) return [...answers, next];
  return answers.map((a, i) => (i === at ? next : a));
}

export function answerFor(answers: QuizAnswer[], questionId: number): number | undefined {
  return answers.find((a) => a.questionId === questionId)?.answerId;
}

export function allAnswered(questions: QuizQuestion[], answers: QuizAnswer[]): boolean {
  return questions.length > 0 && questions.every((q) => answerFor(answers, q.id) !== undefined);
}

const TYPES: readonly AttachmentType[] = ['secure', 'anxious', 'avoidant', 'disorganized'];

/** The result's primary type, or secure when it is missing or unknown. */
export function normalizeType(value: unknown): AttachmentType {
  const lower = typeof value === 'string' ? value.toLowerCase() : '';
  return (TYPES as readonly string[]).includes(lower) ? (lower as AttachmentType) : 'secure';
}
