import type { AttachmentType } from '@sage/shared';
import { describe, expect, it } from 'vitest';
import { ATTACHMENT_QUESTIONS, QUIZZES } from '../src/domain/questions.ts';
import {
  type Answer,
  ATTACHMENT_TYPES,
  gradeQuiz,
  normalizeAnswers,
  primaryTypeOf,
  scoreAnswers,
} from '../src/domain/scoring.ts';

const Q = ATTACHMENT_QUESTIONS;

/** The option of `question` whose own style (its highest weight) is `type`. */
function optionFor(questionId: number, type: AttachmentType): number {
  const q = Q.find((x) => x.id === questionId)!;
  const option = q.options.find((o) =>
    ATTACHMENT_TYPES.every((t) => t === type || o.weights[type] > o.weights[t]),
  );
  if (!option) throw new Error(`question ${questionId} has no ${type} option`);
  return option.id;
}

/** One answer per question; `plan[i]` is the style chosen for question i + 1. */
function answersFor(plan: AttachmentType[]): Answer[] {
  return plan.map((type, i) => ({ questionId: i + 1, answerId: optionFor(i + 1, type) }));
}

const all = (type: AttachmentType): AttachmentType[] => Array.from({ length: 10 }, () => type);

describe('attachment questions', () => {
  it('has 10 questions with ids 1..10, each with 4 options of unique numeric ids', () => {
    expect(Q.map((q) => q.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    const allIds = Q.flatMap((q) => q.options.map((o) => o.id));
    expect(new Set(allIds).size).toBe(allIds.length);
    for (const q of Q) {
      expect(q.text.length).toBeGreaterThan(10);
      expect(q.options).toHaveLength(4);
      for (const o of q.options) {
        expect(Number.isInteger(o.id)).toBe(true);
        expect(o.text.length).toBeGreaterThan(5);
      }
    }
    expect(QUIZZES.attachment).toBe(Q);
  });

  it('offers one option leaning to each style, with integer weights on the two dimensions', () => {
    for (const q of Q) {
      for (const type of ATTACHMENT_TYPES) expect(() => optionFor(q.id, type)).not.toThrow();
      for (const o of q.options) {
        expect(Object.keys(o.weights).sort()).toEqual([...ATTACHMENT_TYPES].sort());
        for (const t of ATTACHMENT_TYPES) {
          expect(Number.isInteger(o.weights[t])).toBe(true);
          expect(o.weights[t]).toBeGreaterThanOrEqual(0);
        }
      }
      // Styles sharing one dimension get partial credit; the opposite corner gets none.
      const secure = q.options.find((o) => o.id === optionFor(q.id, 'secure'))!;
      expect(secure.weights.disorganized).toBe(0);
      const anxious = q.options.find((o) => o.id === optionFor(q.id, 'anxious'))!;
      expect(anxious.weights.avoidant).toBe(0);
    }
  });

  it('varies the position of each style across questions', () => {
    for (const type of ATTACHMENT_TYPES) {
      const positions = new Set(Q.map((q) => q.options.findIndex((o) => o.id === optionFor(q.id, type))));
      expect(positions.size).toBeGreaterThan(1);
    }
  });
});

describe('scoring', () => {
  it.each(ATTACHMENT_TYPES)('can reach %s as the primary type', (type) => {
    const graded = gradeQuiz(Q, answersFor(all(type)));
    expect(graded.ok).toBe(true);
    if (!graded.ok) return;
    expect(graded.value.result.primaryType).toBe(type);
    expect(graded.value.result.scores[type]).toBe(30);
  });

  it('sums the weights into integer scores', () => {
    const result = scoreAnswers(Q, answersFor(all('anxious')));
    expect(result.scores).toEqual({ secure: 10, anxious: 30, avoidant: 0, disorganized: 10 });
    const mixed = scoreAnswers(
      Q,
      answersFor([...Array(6).fill('avoidant'), ...Array(4).fill('disorganized')]),
    );
    expect(mixed).toEqual({
      primaryType: 'avoidant',
      scores: { secure: 6, anxious: 4, avoidant: 22, disorganized: 18 },
    });
    for (const v of Object.values(mixed.scores)) expect(Number.isInteger(v)).toBe(true);
  });

  it('lets the most-chosen style win even when split answers lean elsewhere', () => {
    const plan: AttachmentType[] = [
      ...Array(4).fill('disorganized'),
      ...Array(3).fill('secure'),
      ...Array(3).fill('anxious'),
    ];
    // disorganized 12+3 = 15, anxious 9+3+4 = 16, secure 9+3 = 12, avoidant 3+4 = 7.
    expect(scoreAnswers(Q, answersFor(plan))).toEqual({
      primaryType: 'anxious',
      scores: { secure: 12, anxious: 16, avoidant: 7, disorganized: 15 },
    });
  });

  describe('ties go to the style listed first: secure, anxious, avoidant, disorganized', () => {
    it('secure over anxious', () => {
      // 5 secure + 5 anxious answers: secure 15 + 5, anxious 15 + 5.
      const r = scoreAnswers(Q, answersFor([...Array(5).fill('secure'), ...Array(5).fill('anxious')]));
      expect(r.scores.secure).toBe(20);
      expect(r.scores.anxious).toBe(20);
      expect(r.primaryType).toBe('secure');
    });

    it('anxious over avoidant, whatever the answer order', () => {
      const plan: AttachmentType[] = [...Array(5).fill('avoidant'), ...Array(5).fill('anxious')];
      const r = scoreAnswers(Q, answersFor(plan));
      expect(r.scores.anxious).toBe(r.scores.avoidant);
      expect(r.primaryType).toBe('anxious');
      expect(scoreAnswers(Q, answersFor([...plan].reverse())).primaryType).toBe('anxious');
    });

    it('avoidant over disorganized', () => {
      const r = scoreAnswers(Q, answersFor([...Array(5).fill('disorganized'), ...Array(5).fill('avoidant')]));
      expect(r.scores.avoidant).toBe(r.scores.disorganized);
      expect(r.primaryType).toBe('avoidant');
    });

    it('three-way ties too', () => {
      // 2 secure, 4 anxious, 4 avoidant: secure 6+4+4 = 14, anxious 12+2 = 14, avoidant 12+2 = 14.
      const plan: AttachmentType[] = [
        ...Array(2).fill('secure'),
        ...Array(4).fill('anxious'),
        ...Array(4).fill('avoidant'),
      ];
      const r = scoreAnswers(Q, answersFor(plan));
      expect(r.scores).toEqual({ secure: 14, anxious: 14, avoidant: 14, disorganized: 8 });
      expect(r.primaryType).toBe('secure');
    });

    it('primaryTypeOf follows the fixed order on any tie', () => {
      expect(primaryTypeOf({ secure: 1, anxious: 1, avoidant: 1, disorganized: 1 })).toBe('secure');
      expect(primaryTypeOf({ secure: 0, anxious: 2, avoidant: 2, disorganized: 2 })).toBe('anxious');
      expect(primaryTypeOf({ secure: 0, anxious: 0, avoidant: 2, disorganized: 2 })).toBe('avoidant');
      expect(primaryTypeOf({ secure: 0, anxious: 0, avoidant: 0, disorganized: 1 })).toBe('disorganized');
    });
  });
});

describe('answer validation', () => {
  it('lets a later answer replace an earlier one for the same question', () => {
    const answers = [
      ...answersFor(all('secure')),
      { questionId: 3, answerId: optionFor(3, 'avoidant') },
      { questionId: 3, answerId: optionFor(3, 'anxious') },
    ];
    const normalized = normalizeAnswers(Q, answers);
    expect(normalized.ok).toBe(true);
    if (!normalized.ok) return;
    expect(normalized.value).toHaveLength(10);
    expect(normalized.value[2]).toEqual({ questionId: 3, answerId: optionFor(3, 'anxious') });
    const graded = gradeQuiz(Q, answers);
    expect(graded.ok && graded.value.result.scores).toEqual({
      secure: 28,
      anxious: 12,
      avoidant: 9,
      disorganized: 1,
    });
  });

  it('returns answers in question order whatever order they came in', () => {
    const normalized = normalizeAnswers(Q, [...answersFor(all('avoidant'))].reverse());
    expect(normalized.ok && normalized.value.map((a) => a.questionId)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10,
    ]);
  });

  it('refuses no answers instead of defaulting to secure', () => {
    expect(gradeQuiz(Q, [])).toEqual({ ok: false, message: 'answers must not be empty' });
  });

  it('refuses unknown questions, naming the answer', () => {
    const answers = [...answersFor(all('secure')), { questionId: 11, answerId: 12 }];
    expect(normalizeAnswers(Q, answers)).toEqual({
      ok: false,
      message: 'answers.10.questionId 11 is not a question of this quiz',
    });
  });

  it('refuses an option that belongs to another question or to none', () => {
    const answers = answersFor(all('secure'));
    answers[0] = { questionId: 1, answerId: 21 };
    expect(normalizeAnswers(Q, answers)).toEqual({
      ok: false,
      message: 'answers.0.answerId 21 is not an option of question 1',
    });
    answers[0] = { questionId: 1, answerId: 999 };
    expect(normalizeAnswers(Q, answers).ok).toBe(false);
  });

  it('requires all 10 questions, listing the missing ones', () => {
    const answers = answersFor(all('secure')).filter((a) => a.questionId !== 4 && a.questionId !== 9);
    expect(normalizeAnswers(Q, answers)).toEqual({
      ok: false,
      message: 'answers must cover all 10 questions; missing: 4, 9',
    });
    const one = normalizeAnswers(Q, answersFor(all('secure')).slice(1));
    expect(one).toEqual({ ok: false, message: 'answers must cover all 10 questions; missing: 1' });
  });

  it('does not count a replaced answer toward completeness twice', () => {
    const answers = answersFor(all('secure')).slice(0, 9);
    answers.push({ questionId: 9, answerId: optionFor(9, 'anxious') });
    expect(normalizeAnswers(Q, answers).ok).toBe(false);
  });
});
