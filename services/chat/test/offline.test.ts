import { describe, expect, it } from 'vitest';
import { findFeelings, type OfflineInput, offlineReply } from '../src/llm/offline.ts';

const base: OfflineInput = {
  message: "I'm so anxious about my exam tomorrow and I can't sleep",
  mode: 'supportive',
  tone: 'casual',
  companionName: 'Sage',
  risk: 'none',
};

const questions = (text: string) => (text.match(/\?/g) ?? []).length;

describe('offline companion', () => {
  it('reflects the feelings it finds, validates, and asks one open question', () => {
    const reply = offlineReply(base);
    expect(findFeelings(base.message)).toEqual(expect.arrayContaining(['anxious', 'tired']));
    expect(reply).toMatch(/anxious/);
    expect(questions(reply)).toBe(1);
    expect(reply.trim().endsWith('?')).toBe(true);
  });

  it('offers one concrete step in problem-solving mode', () => {
    const reply = offlineReply({ ...base, mode: 'problem-solving' });
    expect(reply).toMatch(/(might help|could try|first step could be)/i);
    expect(questions(reply)).toBe(1);
  });

  it('speaks Gen Z when asked, and stays kind', () => {
    const reply = offlineReply({ ...base, tone: 'gen-z' });
    expect(reply).toMatch(/\b(ngl|fr|rn|lowkey|valid|i hear you|vibe)\b/i);
    expect(reply).not.toMatch(/\b(lol|lmao|cringe|dramatic)\b/i);
  });

  it('never repeats its previous reply, even for the same message', () => {
    let previous: string | undefined;
    const seen = new Set<string>();
    for (let i = 0; i < 8; i++) {
      const reply = offlineReply({ ...base, message: 'I feel sad', previousReply: previous });
      expect(reply).not.toBe(previous);
      seen.add(reply);
      previous = reply;
    }
    expect(seen.size).toBeGreaterThan(2);
  });

  it('varies its wording across messages', () => {
    const replies = new Set(
      [
        'I feel lonely',
        'I feel so lonely lately',
        'lonely again tonight',
        'nobody to talk to, feeling lonely',
      ].map((message) => offlineReply({ ...base, message })),
    );
    expect(replies.size).toBeGreaterThan(1);
  });

  it('answers good news warmly and a greeting with its name', () => {
    expect(offlineReply({ ...base, message: 'I finally got the job, I am so happy!' })).toMatch(/good/i);
    expect(offlineReply({ ...base, message: 'hi' })).toMatch(/Sage/);
  });

  it('points to help on elevated risk or a flagged session', () => {
    expect(offlineReply({ ...base, risk: 'elevated' })).toMatch(/988/);
    expect(offlineReply({ ...base, crisisFlagged: true })).toMatch(/988/);
    expect(offlineReply(base)).not.toMatch(/988/);
  });

  it('still answers a message with no feeling words', () => {
    const reply = offlineReply({ ...base, message: 'so yeah. that happened.' });
    expect(reply.length).toBeGreaterThan(20);
    expect(questions(reply)).toBe(1);
  });
});
