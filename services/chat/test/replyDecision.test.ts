import { describe, expect, it, vi } from 'vitest';
import { crisisRepliesInARow, decideReply, type ReplyDecisionInput } from '../src/domain/replyDecision.ts';
import { DeltaCoalescer } from '../src/relayWorker.ts';

const input = (over: Partial<ReplyDecisionInput> = {}): ReplyDecisionInput => ({
  verdict: { level: 'none', category: 'none' },
  stoppedBeforeStart: false,
  modelConfigured: true,
  crisisRepliesBefore: 0,
  ...over,
});

describe('decideReply', () => {
  it('answers a crisis with the safety reply, a follow-up after an earlier crisis reply, even when stopped', () => {
    expect(decideReply(input({ verdict: { level: 'crisis', category: 'medical' } }))).toEqual({
      kind: 'safety',
      category: 'medical',
      followUp: 0,
    });
    expect(
      decideReply(
        input({
          verdict: { level: 'crisis', category: 'none' },
          crisisRepliesBefore: 2,
          stoppedBeforeStart: true,
          modelConfigured: false,
        }),
      ),
    ).toEqual({ kind: 'safety', category: 'suicide', followUp: 2 });
  });

  it('stops before the start, else the model when configured, else the offline companion', () => {
    expect(decideReply(input({ stoppedBeforeStart: true }))).toEqual({ kind: 'stopped' });
    expect(decideReply(input({ verdict: { level: 'elevated', category: 'self_harm' } }))).toEqual({
      kind: 'model',
    });
    expect(decideReply(input({ modelConfigured: false }))).toEqual({
      kind: 'offline',
    });
  });
});

describe('crisisRepliesInARow', () => {
  it('counts the crisis replies at the end of a conversation, newest first', () => {
    expect(crisisRepliesInARow([])).toBe(0);
    expect(crisisRepliesInARow(['crisis', 'crisis', 'offline', 'crisis'])).toBe(2);
    expect(crisisRepliesInARow(['crisis', 'crisis'])).toBe(2);
    expect(crisisRepliesInARow(['llm', 'crisis'])).toBe(0);
  });
});

describe('DeltaCoalescer', () => {
  it('sends the first delta at once, joins the next ones within the window, flushes on demand', () => {
    vi.useFakeTimers();
    try {
      const sent: string[] = [];
      const c = new DeltaCoalescer((t) => sent.push(t), 25);
      c.push('Hello');
      expect(sent).toEqual(['Hello']);
      c.push(' there');
      c.push(', friend');
      expect(sent).toEqual(['Hello']);
      vi.advanceTimersByTime(25);
      expect(sent).toEqual(['Hello', ' there, friend']);
      c.push('.');
      c.flush();
      c.flush();
      expect(sent).toEqual(['Hello', ' there, friend', '.']);
      expect(sent.join('')).toBe('Hello there, friend.');
    } finally {
      vi.useRealTimers();
    }
  });
});
