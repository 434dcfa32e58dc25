import { describe, expect, it } from 'vitest';
import { type CompanionTurn, type OfflineInput, offlineReply } from '../src/llm/offline.ts';

const base: OfflineInput = {
  message: "I'm so anxious about my exam tomorrow and I can't sleep",
  mode: 'supportive',
  tone: 'casual',
  companionName: 'Sage',
  risk: 'none',
  category: 'none',
  language: 'en',
  crisisFlagged: false,
  history: [],
};

const questions = (text: string) => (text.match(/\?/g) ?? []).length;

/** Runs a conversation turn by turn, feeding history, and returns the companion's replies. */
function converse(messages: string[], extra: Partial<OfflineInput> = {}): string[] {
  const history: CompanionTurn[] = [];
  const replies: string[] = [];
  for (const message of messages) {
    const reply = offlineReply({ ...base, ...extra, message, history: [...history] }).content;
    replies.push(reply);
    history.push({ isUser: true, content: message }, { isUser: false, content: reply });
  }
  return replies;
}

describe('offline companion (through the llm module path)', () => {
  it('reflects their own words, validates, and asks one open question', () => {
    const reply = offlineReply(base).content;
    expect(reply).toMatch(/your exam/);
    expect(reply).not.toMatch(/\bmy exam\b/);
    expect(questions(reply)).toBe(1);
    expect(reply.trim().endsWith('?')).toBe(true);
  });

  it('offers concrete steps in problem-solving mode', () => {
    const reply = offlineReply({ ...base, mode: 'problem-solving' }).content;
    expect(reply).toMatch(/^- /m);
    expect(questions(reply)).toBe(1);
  });

  it('speaks Gen Z when asked, and stays kind', () => {
    const replies = converse(['work is so stressful', 'my boss yelled at me again', 'I feel so alone'], {
      tone: 'gen-z',
    });
    expect(replies.join(' ')).toMatch(/\b(ngl|fr|rn|oof|honestly|okay so|hits hard)\b/i);
    for (const reply of replies) expect(reply).not.toMatch(/\b(lol|lmao|cringe|dramatic)\b/i);
  });

  it('never says the same sentence twice in a conversation, even for the same message', () => {
    const replies = converse(Array.from({ length: 6 }, () => 'I feel sad'));
    expect(new Set(replies).size).toBe(6);
    const sentences = replies.flatMap((r) => r.split(/(?<=[.!?])\s+|\n+/).filter(Boolean));
    expect(new Set(sentences).size).toBe(sentences.length);
  });

  it('answers good news warmly and a greeting with its name', () => {
    expect(offlineReply({ ...base, message: 'I finally got the job, I am so happy!' }).content).toMatch(
      /great|wonderful|good to hear|huge/i,
    );
    expect(offlineReply({ ...base, message: 'hi' }).content).toMatch(/Sage/);
  });

  it('points to help on elevated risk or a flagged session, and not otherwise', () => {
    expect(offlineReply({ ...base, risk: 'elevated', category: 'suicide' }).content).toMatch(/988/);
    expect(offlineReply({ ...base, crisisFlagged: true }).content).toMatch(/988/);
    expect(offlineReply(base).content).not.toMatch(/988/);
  });

  it('still answers a message with no feeling words', () => {
    const reply = offlineReply({ ...base, message: 'so yeah. that happened.' }).content;
    expect(reply.length).toBeGreaterThan(20);
    expect(questions(reply)).toBe(1);
  });

  it('is deterministic', () => {
    expect(offlineReply(base)).toEqual(offlineReply(base));
  });
});
