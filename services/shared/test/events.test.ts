import { describe, expect, it } from 'vitest';
import { decodeEvent, encodeEvent, makeEvent, topicName } from '../src/events.ts';

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

  it('prefixes topic names', () => {
    expect(topicName('chatMessages')).toBe('chat.messages.v1');
    expect(topicName('chatMessages', 't1.')).toBe('t1.chat.messages.v1');
  });
});
