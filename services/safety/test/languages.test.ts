import { beforeAll, describe, expect, it } from 'vitest';
import { assessConversation, LANGUAGES, safetyReply } from '../src/index.ts';
import { PhraseMatcher } from '../src/languages/matcher.ts';

describe('languages besides English and Spanish', () => {
  // The first reading loads the classifier and indexes every language's phrases: seconds on a busy machine,
  // which is not what the cases below measure.
  beforeAll(() => {
    assessConversation(['je veux juste parler un peu']);
  }, 60_000);

  it('loads every language folder with a reply for each kind of danger and no number in its words', () => {
    expect(LANGUAGES.size).toBeGreaterThanOrEqual(16);
    for (const [code, { data }] of LANGUAGES) {
      expect(data.code).toBe(code);
      for (const wording of Object.values(data.replies))
        for (const text of Object.values(wording)) expect(text, `${code}: ${text}`).not.toMatch(/\d|https?:/);
      expect(data.cannotConverse).not.toMatch(/\d/);
      expect(data.findHelpline).toContain('{url}');
    }
  });

  it.each([
    ['fr', "je veux mourir, j'ai pris toutes mes pilules il y a une heure"],
    ['it', 'voglio morire stanotte'],
    ['ja', '死にたい、もう限界'],
    ['zh', '我想死'],
    ['ru', 'я хочу умереть'],
  ])('reads a crisis in %s and says which language it is', (code, message) => {
    const v = assessConversation([message]);
    expect(v.level).toBe('crisis');
    expect(v.writtenIn).toBe(code);
  });

  it('keeps a disclosure at crisis through that language’s “just kidding”', () => {
    expect(assessConversation(['je veux mourir ce soir', 'je rigole, oublie']).level).toBe('crisis');
  });

  it('leaves English and Spanish messages theirs, short ones included', () => {
    for (const m of [
      'ok feeling a little better. thanks',
      'wish me luck',
      'nice chatting. bye',
      'mis compañeros son buena onda',
    ])
      expect(['en', 'es']).toContain(assessConversation([m]).writtenIn);
  });

  it('answers in the visitor’s language with the kit’s helplines of its countries and the world directory', () => {
    const reply = safetyReply('suicide', { companionName: 'Sage', language: 'en', writtenIn: 'fr' });
    expect(reply).toContain('3114');
    expect(reply).toContain('https://findahelpline.com');
    expect(reply).not.toContain('741741');
  });

  it('finds the longest phrase at each place, so an everyday expression hides the danger word in it', () => {
    const m = new PhraseMatcher(
      [
        ['lookalike', ['mort de rire']],
        ['danger', ['mort', 'pilule*']],
      ],
      'latin',
    );
    expect([...m.tags('je suis mort de rire')]).toEqual(['lookalike']);
    expect([...m.tags('toutes les pilules')]).toEqual(['danger']);
    expect([...m.tags('immortel')]).toEqual([]);
  });
});
