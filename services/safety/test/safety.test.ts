import { resourcesFor } from '@sage/shared';
import { describe, expect, it } from 'vitest';
import { checkOutput } from '../src/output.ts';
import {
  type DangerCategory,
  elevatedNote,
  mentionsHelp,
  SAFE_OUTPUT_REPLY,
  safetyReply,
} from '../src/replies.ts';

describe('safety replies', () => {
  const categories: DangerCategory[] = ['suicide', 'self_harm', 'medical', 'abuse', 'violence', 'eating'];

  it.each(categories)(
    '%s: warm, names the companion as an AI and lists the resources for that danger',
    (category) => {
      const text = safetyReply(category, { companionName: 'Sage', language: 'en' });
      for (const resource of resourcesFor(category)) expect(text).toContain(resource.line);
      expect(text).toMatch(/I'm Sage, an AI companion/);
      expect(text.trim().endsWith('?')).toBe(true);
      expect(checkOutput(text).ok).toBe(true);
    },
  );

  it.each(categories)('%s: in Spanish, with the Spanish-language options', (category) => {
    const text = safetyReply(category, { companionName: 'Sage', language: 'es' });
    for (const resource of resourcesFor(category)) expect(text).toContain(resource.lineEs);
    expect(text).toMatch(/Soy Sage/);
  });

  it('points each danger to its own help', () => {
    const reply = (c: DangerCategory) => safetyReply(c, { companionName: 'Sage', language: 'en' });
    expect(reply('suicide')).toMatch(/988/);
    expect(reply('medical')).toMatch(/1-800-222-1222/);
    expect(reply('abuse')).toMatch(/1-800-799-7233/);
    expect(reply('abuse')).toMatch(/1-800-656-4673/);
    expect(reply('abuse')).toMatch(/1-800-422-4453/);
    expect(reply('violence')).toMatch(/911/);
    expect(reply('abuse')).not.toMatch(/communicat|I feel/);
    expect(safetyReply('suicide', { companionName: 'Sage', language: 'es' })).toMatch(/AYUDA|marca 2/);
  });

  it('opens and closes differently on each later turn of a held crisis, and keeps the same resources', () => {
    for (const language of ['en', 'es'] as const) {
      for (const category of ['suicide', 'self_harm', 'medical', 'abuse', 'violence', 'eating'] as const) {
        const turns = [0, 1, 2, 3].map((followUp) =>
          safetyReply(category, { companionName: 'Sage', language, followUp }).split('\n'),
        );
        const resources = (lines: string[]) => lines.filter((l) => l.startsWith('- '));
        for (const lines of turns) expect(resources(lines)).toEqual(resources(turns[0] as string[]));
        // Four replies in a row: no opening and no closing said twice.
        const said = turns.flatMap((lines) => [lines[0], lines.at(-1)]);
        expect(new Set(said).size).toBe(said.length);
        expect(turns[1]?.at(-1)).toContain('Sage');
      }
    }
  });

  it('gives an elevated note that already points to help, in both languages', () => {
    for (const category of [...categories, 'none' as const]) {
      expect(mentionsHelp(elevatedNote(category, 'en'))).toBe(true);
      expect(mentionsHelp(elevatedNote(category, 'es'))).toBe(true);
    }
    expect(checkOutput(SAFE_OUTPUT_REPLY).ok).toBe(true);
  });
});

describe('output check', () => {
  it.each([
    ['method', 'Here is how to kill yourself quickly'],
    ['method', 'A lethal dose would be around that much'],
    ['method', 'You could cut along the vein'],
    ['method', 'Taking enough tylenol to die is painful'],
    ['dosing', 'Try taking 50 mg of sertraline at night'],
    ['dosing', 'Take two pills every 4 hours'],
    ['dosing', 'You could double your dose for a few days'],
    ['diagnosis', 'It sounds like you have bipolar disorder'],
    ['diagnosis', "You're clearly bipolar"],
  ])('stops %s: %j', (reason, text) => {
    const check = checkOutput(text);
    expect(check.ok).toBe(false);
    expect(check.reasons).toContain(reason);
  });

  it.each([
    'That sounds really hard. What has been on your mind?',
    'A doctor or pharmacist is the right person to ask about medication.',
    'Try box breathing: in for 4, hold for 4, out for 4, hold for 4.',
    'You can call or text 988 any time.',
    "It's okay to feel anxious before an exam.",
    'It might help to cut down on caffeine.',
    "Please don't stop taking your medication without talking to your doctor.",
    'Drink 500 ml of water when you wake up.',
  ])('lets %j through', (text) => {
    expect(checkOutput(text).ok).toBe(true);
  });
});
