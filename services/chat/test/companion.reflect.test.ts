import { describe, expect, it } from 'vitest';
import { reflectClause, swapPerson } from '../src/companion/reflect.ts';

describe('reflecting their words', () => {
  it.each([
    ['my friends left me', 'your friends left you'],
    ["I'm so anxious about my exam tomorrow", "you're so anxious about your exam tomorrow"],
    ['I was so embarrassed in class today', 'you were so embarrassed in class today'],
    ['I am tired of everything', 'you are tired of everything'],
    ['My friend and I had a huge fight', 'you and your friend had a huge fight'],
    ['nobody cares about me', 'you feel like nobody cares about you'],
    ['I miss my dog so much', 'you miss your dog so much'],
    ['we broke up last night', 'you broke up last night'],
    ['been so stressed w/ work rn', "you've been so stressed with work right now"],
    ['feeling sad tonight', "you're feeling sad tonight"],
    ["can't sleep again", "you can't sleep again"],
    ['my dog Max died this morning', 'your dog Max died this morning'],
  ])('%s → %s', (message, expected) => {
    expect(reflectClause(message, ['Max'])).toBe(expected);
  });

  it('reflects self-labels as feelings, never as what the person is', () => {
    expect(reflectClause("I'm hopeless")).toBe('you feel hopeless');
    expect(reflectClause('im a failure lol')).toBe('you feel like a failure');
    expect(reflectClause('I am depressed')).toBe('you feel really low');
    for (const m of ["I'm worthless", "I'm so stupid", "I'm a burden", "I'm useless"]) {
      expect(reflectClause(m)).not.toMatch(/\byou(?:'re| are)\b/);
    }
  });

  it('does not reflect questions, or words addressed to the companion', () => {
    expect(reflectClause('what should I do')).toBeUndefined();
    expect(reflectClause('you never understand me')).toBeUndefined();
    expect(reflectClause('Can you explain box breathing?')).toBeUndefined();
  });

  it('keeps verbs in agreement with the new subject', () => {
    expect(swapPerson('i was late and i am sorry')).toBe('you were late and you are sorry');
    expect(swapPerson('i really am done')).toBe('you really are done');
    expect(swapPerson('my parents are fighting')).toBe('your parents are fighting');
  });

  it('picks the clause that carries the feeling and trims filler', () => {
    expect(reflectClause('ok so. honestly my boss yelled at me again lol')).toBe(
      'your boss yelled at you again',
    );
  });
});
