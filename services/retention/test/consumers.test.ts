import { makeEvent } from '@sage/shared';
import { describe, expect, it } from 'vitest';
import { computeLag } from '../src/consumers/lag.ts';
import { metricsFor } from '../src/consumers/stats.ts';
import { referralReport } from '../src/domain/referrals.ts';

const sessionId = 'abc.def';

describe('daily analytics metrics', () => {
  it('counts without ids or text', () => {
    expect(metricsFor(makeEvent('session.created', { sessionId, saveHistory: true }))).toEqual([
      'sessions_created',
    ]);
    expect(metricsFor(makeEvent('session.created', { sessionId, saveHistory: false }))).toEqual([
      'sessions_created',
      'sessions_history_off',
    ]);
    expect(
      metricsFor(
        makeEvent('chat.message.created', {
          messageId: 'm',
          sessionId,
          role: 'user',
          length: 3,
          risk: 'crisis',
        }),
      ),
    ).toEqual(['messages_user', 'crisis_flags']);
    expect(
      metricsFor(
        makeEvent('chat.message.created', {
          messageId: 'm',
          sessionId,
          role: 'assistant',
          length: 3,
          risk: 'crisis',
        }),
      ),
    ).toEqual(['messages_assistant', 'crisis_referrals', 'crisis_referrals_suicide']);
    expect(
      metricsFor(
        makeEvent('chat.message.created', {
          messageId: 'm',
          sessionId,
          role: 'assistant',
          length: 3,
          risk: 'crisis',
          category: 'abuse',
        }),
      ),
    ).toEqual(['messages_assistant', 'crisis_referrals', 'crisis_referrals_abuse']);
    expect(
      metricsFor(
        makeEvent('chat.message.created', {
          messageId: 'm',
          sessionId,
          role: 'assistant',
          length: 3,
          risk: 'none',
        }),
      ),
    ).toEqual(['messages_assistant']);
    expect(
      metricsFor(
        makeEvent('quiz.completed', {
          sessionId,
          quizType: 'attachment',
          primaryType: 'anxious',
          scores: { secure: 1, anxious: 5, avoidant: 2, disorganized: 2 },
        }),
      ),
    ).toEqual(['quiz_completed', 'quiz_anxious']);
    expect(metricsFor(makeEvent('retention.purged', { commandId: 'c', target: 'quiz', deleted: 2 }))).toEqual(
      [],
    );
  });
});

describe('consumer lag', () => {
  it('is the newest offset minus the committed one, per partition', () => {
    expect(
      computeLag(
        't',
        [
          { partition: 0, high: '10', low: '0' },
          { partition: 1, high: '5', low: '2' },
          { partition: 2, high: '7', low: '0' },
        ],
        [
          { partition: 0, offset: '4' },
          { partition: 1, offset: '-1' },
          { partition: 2, offset: '7' },
        ],
      ),
    ).toEqual([
      { topic: 't', partition: 0, lag: 6 },
      { topic: 't', partition: 1, lag: 3 },
      { topic: 't', partition: 2, lag: 0 },
    ]);
  });
});

describe('yearly crisis referral report', () => {
  it('adds up one year of daily counts by kind of danger', () => {
    const report = referralReport(2026, [
      { day: '2025-12-31', metric: 'crisis_referrals', value: 9 },
      { day: '2026-01-01', metric: 'crisis_referrals', value: 3 },
      { day: '2026-01-01', metric: 'crisis_referrals_abuse', value: 2 },
      { day: '2026-01-01', metric: 'crisis_referrals_suicide', value: 1 },
      { day: '2026-06-30', metric: 'crisis_referrals', value: 1 },
      { day: '2026-06-30', metric: 'crisis_referrals_medical', value: 1 },
      { day: '2026-06-30', metric: 'messages_user', value: 40 },
    ]);
    expect(report).toEqual({
      year: 2026,
      total: 4,
      byCategory: { suicide: 1, self_harm: 0, medical: 1, abuse: 2, violence: 0, eating: 0 },
      days: 2,
    });
  });
});
