/** Shapes of the quiz API (the README's Public API). Ids are numbers and answers are sent as numbers. */
export interface QuizOption {
  id: number;
  text: string;
}

export interface QuizQuestion {
  id: number;
  text: string;
  options: QuizOption[];
}

export interface QuizAnswer {
  questionId: number;
  answerId: number;
}

export type AttachmentType = 'secure' | 'anxious' | 'avoidant' | 'disorganized';

export interface QuizResultResponse {
  results?: { primaryType?: string; scores?: Record<string, number> };
}

export const QUIZ_QUESTIONS_KEY = '/api/quiz/attachment';
