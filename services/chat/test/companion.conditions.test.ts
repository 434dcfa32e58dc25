import { describe, expect, it } from 'vitest';
import { applyCondition, Picker } from '../src/companion/picker.ts';

describe('lines written for a situation', () => {
  it('applies only when the conversation matches, at the start of a word', () => {
    expect(applyCondition('[broke up]The end of it hurts.', 'she broke up with me')).toBe(
      'The end of it hurts.',
    );
    expect(applyCondition('[read\\b]Waiting is hard.', 'my ex is dating someone already')).toBeUndefined();
    expect(applyCondition('[!fired]Work is a lot.', 'i got fired')).toBeUndefined();
    expect(applyCondition('[!fired]Work is a lot.', 'work is a lot')).toBe('Work is a lot.');
    expect(applyCondition('No condition.', 'anything')).toBe('No condition.');
    // Two conditions: a conflict with a parent, but not parents fighting each other.
    const line = '[fight|argu][!parents (?:keep )?fight]What happened between you?';
    expect(applyCondition(line, 'my mom and i fight every day')).toBe('What happened between you?');
    expect(applyCondition(line, 'my parents keep fighting')).toBeUndefined();
  });

  it('prefers a line for what the message says now over a general one', () => {
    const pool = ['A general line.', '[cat]A line about cats.', 'Another general line.'];
    for (let seed = 0; seed < 5; seed++) {
      const picker = new Picker(
        [],
        seed,
        (t) => applyCondition(t, 'my cat'),
        (t) => t,
        'my cat',
      );
      expect(picker.one(pool, 'slot')).toBe('A line about cats.');
    }
  });

  it('treats a sentence that only names someone differently as the same sentence', () => {
    const picker = new Picker(
      ['knowing you may lose your dog soon is hard'],
      1,
      (t) => t,
      (t) => t,
      '',
      ['your dog Rufus', 'your dog', 'Rufus'],
    );
    expect(picker.one(['Knowing you may lose Rufus soon is hard.', 'Rufus is lucky.'], 's')).toBe(
      'Rufus is lucky.',
    );
  });

  it('never says a sentence twice, nor starts two sentences of one reply the same way', () => {
    const picker = new Picker(
      ['a general line'],
      1,
      (t) => t,
      (t) => t,
    );
    expect(picker.one(['A general line.', 'Of course it hurts.'], 'x')).toBe('Of course it hurts.');
    expect(picker.one(['Of course you do.', 'That makes sense.'], 'y')).toBe('That makes sense.');
  });
});
