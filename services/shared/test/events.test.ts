import { describe, expect, it } from 'vitest';
import { type AnyEvent, decodeEvent, encodeEvent, makeEvent, topicName } from '../src/events.ts';

describe('event codec', () => {
  it('round-trips a typed envelope', () => {
    const e = makeEvent('session.created', { sessionId: 's1', saveHistory: true });
    const d = decodeEvent(Buffer.from(encodeEvent(e)));
    expect(d).toEqual({ ok: true, event: e });
  });

  it.each([
    [null, 'empty value'],
    ['not json', 'not JSON'],
    ['42', 'not an object'],
    ['{"type":"session.created","version":1,"at":"2024-01-01T00:00:00Z","payload":{}}', 'missing id'],
    ['{"id":"1","type":"nope","version":1,"at":"2024-01-01T00:00:00Z","payload":{}}', 'unknown type nope'],
    [
      '{"id":"1","type":"session.closed","version":2,"at":"2024-01-01T00:00:00Z","payload":{}}',
      'unsupported version 2',
    ],
    ['{"id":"1","type":"session.closed","version":1,"at":"yesterday","payload":{}}', 'bad time'],
    ['{"id":"1","type":"session.closed","version":1,"at":"2024-01-01T00:00:00Z"}', 'missing payload'],
  ])('rejects malformed %s without throwing', (value, reason) => {
    expect(decodeEvent(value)).toEqual({ ok: false, reason });
  });

  const sessionId = 'abc.def';
  const withPayload = (type: AnyEvent['type'], payload: unknown) =>
    JSON.stringify({ ...makeEvent('session.closed', { sessionId }), type, payload });

  it('accepts every declared payload', () => {
    const good: AnyEvent[] = [
      makeEvent('session.created', { sessionId, saveHistory: false }),
      makeEvent('session.updated', { sessionId, saveHistory: true }),
      makeEvent('session.closed', { sessionId }),
      makeEvent('chat.message.created', {
        messageId: 'm1',
        sessionId,
        role: 'user',
        length: 12,
        risk: 'none',
      }),
      makeEvent('chat.message.created', {
        messageId: 'm2',
        sessionId,
        role: 'assistant',
        length: 99,
        risk: 'crisis',
        category: 'abuse',
      }),
      makeEvent('chat.history.cleared', { sessionId, deleted: 4 }),
      makeEvent('quiz.completed', {
        sessionId,
        quizType: 'attachment',
        primaryType: 'secure',
        scores: { secure: 5, anxious: 2, avoidant: 2, disorganized: 1 },
      }),
      makeEvent('contact.received', { id: 'c1' }),
      makeEvent('retention.purge', { commandId: 'c', target: 'quiz', reason: 'x', sessionIds: ['a'] }),
      makeEvent('retention.purged', { commandId: 'x', target: 'chat', deleted: 0 }),
    ];
    for (const e of good) expect(decodeEvent(encodeEvent(e))).toEqual({ ok: true, event: e });
  });

  it.each([
    ['session.created', { sessionId }, 'saveHistory'],
    ['session.closed', {}, 'sessionId'],
    ['session.closed', { sessionId: 42 }, 'sessionId'],
    ['chat.message.created', { messageId: 'm', sessionId, role: 'bot', length: 1, risk: 'none' }, 'role'],
    ['chat.message.created', { messageId: 'm', sessionId, role: 'user', length: 1, risk: 'high' }, 'risk'],
    [
      'chat.message.created',
      { messageId: 'm', sessionId, role: 'user', length: 1, risk: 'crisis', category: 'x' },
      'category',
    ],
    [
      'quiz.completed',
      { sessionId, quizType: 'attachment', primaryType: 'other', scores: {} },
      'primaryType',
    ],
    ['contact.received', { id: '' }, 'id'],
    ['retention.purged', { commandId: 'x', target: 'chat', deleted: -1 }, 'deleted'],
    ['retention.purged', { commandId: 'x', target: 'mail', deleted: 1 }, 'target'],
    ['retention.purge', { commandId: 'x', target: 'chat', reason: 'r', before: 'yesterday' }, 'before'],
  ] as const)('rejects a %s payload with a bad field: %j', (type, payload, field) => {
    const d = decodeEvent(withPayload(type, payload));
    expect(d.ok).toBe(false);
    expect(d.ok ? '' : d.reason).toMatch(
      new RegExp(`bad ${type.replace('.', '\\.')} payload: /${field}|/ .*${field}`),
    );
  });

  it('prefixes topic names', () => {
    expect(topicName('chatMessages')).toBe('chat.messages.v1');
    expect(topicName('chatMessages', 't1.')).toBe('t1.chat.messages.v1');
  });
});
