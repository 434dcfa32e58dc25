import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ChatHarness, startChatHarness, type Visitor } from './support/harness.ts';

/**
 * The offline companion holding a whole conversation through the real chat API (PostgreSQL, Redis,
 * the reply worker): it keeps the subject, answers a direct question, backs a plan, and closes warmly,
 * in English and in Spanish. The conversation it reads is the stored one, as after a restart.
 */

const send = (v: Visitor, message: string) =>
  v.post('/api/chat', { message, sessionId: v.sessionId, mode: 'supportive', tone: 'casual' });

async function talk(v: Visitor, messages: string[]): Promise<string[]> {
  const replies: string[] = [];
  for (const m of messages) {
    const res = await send(v, m);
    expect(res.status).toBe(200);
    expect(res.body.risk).toBe('none');
    replies.push(res.body.content as string);
  }
  return replies;
}

const questionsIn = (replies: string[]) =>
  replies.flatMap((r) => r.split(/(?<=[.!?])\s+|\n+/).filter((s) => s.trim().endsWith('?')));

describe('the offline companion holds a conversation (real chat API)', () => {
  let h: ChatHarness;

  beforeAll(async () => {
    h = await startChatHarness({ llm: false });
  });
  afterAll(async () => {
    await h?.close();
  });

  it('keeps a loved sister as the subject, answers a question about distance, and closes warmly', async () => {
    const v = await h.newVisitor();
    const replies = await talk(v, [
      'my sister is moving to australia next month',
      'she asked me to help her pack this weekend',
      'what do people usually do to stay close across time zones?',
      'thanks, that actually helps. going to bed now',
    ]);
    // A loving goodbye is not conflict at home.
    expect(replies.slice(0, 2).join(' ')).not.toMatch(/tense|exhausting when home|easier to be around/i);
    // The question gets ideas about distance, not a deflection.
    expect(replies[2]).toMatch(/\n- /);
    expect(replies[2]).toMatch(/call|time|message|visit|distance|zone/i);
    // The goodbye gets a warm close and no new question.
    expect(replies[3]).not.toContain('?');
    expect(replies[3]).toMatch(/care|rest|night|glad|sleep/i);
    const qs = questionsIn(replies);
    expect(new Set(qs).size).toBe(qs.length);
  });

  it('backs a plan in the visitor’s own words and stays on the subject', async () => {
    const v = await h.newVisitor();
    const replies = await talk(v, [
      'my boss keeps piling extra work on me and i never get to say anything',
      'i think ill ask him for 10 minutes on friday to talk about my workload',
    ]);
    expect(replies[1]).toMatch(/ask him for 10 minutes on friday/i);
    expect(replies[1]).not.toMatch(/health|doctor/i);
    const history = (await v.get(`/api/chat/${v.sessionId}`)).body as { content: string }[];
    expect(history).toHaveLength(4);
  });

  it('in Spanish: answers a question, backs a plan, and says goodbye without a new question', async () => {
    const v = await h.newVisitor();
    const replies = await talk(v, [
      'estoy muy agobiada con los exámenes de la uni',
      '¿algún consejo para organizarme mejor para estudiar?',
      'vale, voy a hablar con la profesora mañana',
      'gracias, me ayudó hablar. buenas noches',
    ]);
    expect(replies[1]).toMatch(/\n- /);
    expect(replies[2]).toMatch(/hablar con la profesora/i);
    expect(replies[3]).not.toContain('?');
    expect(replies.join(' ')).toMatch(/[áéíóúñ¿]/);
  });
});
