import { makeEvent } from '@sage/shared';
import { describe, expect, it } from 'vitest';
import { computeLag } from '../src/consumers/lag.ts';
import { metricsFor } from '../src/consumers/stats.ts';

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
