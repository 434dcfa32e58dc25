import { describe, expect, it } from 'vitest';
import { understand } from '../src/companion/understand.ts';

describe('understanding a message', () => {
  it.each([
    ['hi', 'greeting'],
    ['hey there!', 'greeting'],
    ['thank you so much', 'thanks'],
    ['thanks sage, that helped', 'thanks'],
    ['goodnight', 'goodbye'],
    ['ok bye', 'goodbye'],
    ['ciao!', 'goodbye'],
    ['ok take care', 'goodbye'],
    ['are you a real person?', 'identity'],
    ['are you a bot', 'identity'],
    ['Are you a therapist?', 'identity'],
    ['Can you explain what box breathing is?', 'technique'],
    ['how do I do the 5-4-3-2-1 thing', 'technique'],
    ['I finally got the job!', 'good-news'],
    ['idk', 'unclear'],
    ['my friends left me', 'share'],
  ])('%s → %s', (message, intent) => {
    expect(understand(message).intent).toBe(intent);
  });

  it.each([
    ['my best friend has a new boyfriend and i cant stand him', 'friends'],
    ['since my mate got a girlfriend i basically never see him', 'friends'],
    ["my flatmate's new boyfriend is here literally every night", 'friends'],
    ['my boyfriend ignored me all day', 'partner'],
    ['i have a girlfriend but she is distant', 'partner'],
  ])('someone else’s partner is their story: %s → %s', (message, topic) => {
    expect(understand(message).topic).toBe(topic);
  });

  it('reads a night class or a guitar class as no school, and a class at school as school', () => {
    expect(understand("at 67 i've finally started a te reo night class").topic).not.toBe('school');
    expect(understand('my whole class laughed at me in maths').topic).toBe('school');
  });

  it.each([
    ["mate talked me into trying bouldering and i'm hooked", false],
    ['i bake cakes on the side for friends and people say i should sell', false],
    ['all my friends went to the mall and nobody told me', true],
    ['me and my mates fell out over something stupid', true],
    ['i find it so hard to make friends here', true],
  ])(
    'a friend named in passing is not the subject, a friendship spoken of is: %s → %s',
    (message, friends) => {
      expect(understand(message).topic === 'friends').toBe(friends);
    },
  );

  it.each([
    ['my best mate moved to perth in feb. we were in melbourne together since uni', 'friends'],
    [
      "he even said 'i pulled some numbers together' like mate you opened the file ten minutes before the meeting",
      undefined,
    ],
    ['had an eye test today. reading glasses. at 44', undefined],
  ])('a word said in passing is no subject: %s → %s', (message, topic) => {
    expect(understand(message).topic).toBe(topic);
  });

  it('reads a late wife as no relationship trouble', () => {
    expect(understand('my late wife used to make chutney with the extras').topic).not.toBe('partner');
  });

  it('tells a greeting from a greeting that opens a disclosure', () => {
    const u = understand('hey, my exam went really badly');
    expect(u.intent).toBe('share');
    expect(u.greeted).toBe(true);
    expect(u.topic).toBe('school');
  });

  it.each([
    ['My mom passed away last week', 'grief'],
    ['lost my dog', 'grief'],
    ['my cat died this morning', 'grief'],
    ['I lost my job today', 'work'],
    ['I passed my exam', 'school'],
    ['my boss keeps yelling at me', 'work'],
    ['my girlfriend broke up with me', 'partner'],
    ['I feel so lonely, nobody to talk to', 'loneliness'],
    ['I hate my body', 'body'],
    ['I think I might be gay', 'identity'],
    ["I can't pay my rent", 'money'],
    ["I can't sleep at all", 'sleep'],
    ['my dad hits me when he drinks', 'abuse'],
    ["I don't feel safe at home", 'abuse'],
    ['I want to punch him so bad', 'violence'],
    ["I haven't eaten in days", 'eating'],
  ])('%s is about %s', (message, topic) => {
    expect(understand(message).topic).toBe(topic);
  });

  it('reads abuse where someone hurts the writer or their family, not a mailbox hit or a lunch table left', () => {
    expect(understand('my stepdad punched my brother again').topic).toBe('abuse');
    expect(understand('nobody was hurt thank god. he hit a mailbox').topic).not.toBe('abuse');
    expect(understand('my friend group kicked me out of the lunch table').topic).not.toBe('abuse');
  });

  it('does not read a lost job, a dead phone or "lost" as grief', () => {
    expect(understand('lost my job').topic).not.toBe('grief');
    expect(understand('my phone died').topic).not.toBe('grief');
    expect(understand('I feel lost').topic).not.toBe('grief');
  });

  it('treats a safety category from the engine as a safety message', () => {
    expect(understand('things are bad at home', 'abuse').intent).toBe('safety');
    expect(understand('things are bad at home', 'abuse').topic).toBe('abuse');
  });

  it('finds the feelings named, and not the negated ones', () => {
    expect(understand("I'm so anxious and tired").feelings).toEqual(
      expect.arrayContaining(['anxious', 'tired']),
    );
    expect(understand("I'm not sad, just tired").feelings).not.toContain('sad');
    expect(understand("I'm not happy at all").intent).not.toBe('good-news');
  });

  it('finds the people and pets named, with their names', () => {
    expect(understand('my dog Max died').people).toEqual([
      { relation: 'dog', kind: 'pet', name: 'Max', plural: false },
    ]);
    expect(understand('Luna, my cat, is sick').people[0]).toMatchObject({ relation: 'cat', name: 'Luna' });
    expect(understand('I miss my dog').people[0]!.name).toBeUndefined();
    expect(understand('my parents fight all the time').people[0]).toMatchObject({
      relation: 'parents',
      plural: true,
    });
    expect(understand('his name was Max').introducedName).toBe('Max');
  });

  it('asks which identity question it was', () => {
    expect(understand('are you a real person?').identityAsk).toBe('human');
    expect(understand('are you a therapist').identityAsk).toBe('therapist');
    expect(understand('is this a bot?').identityAsk).toBe('bot');
  });

  it('notices requests for advice and for reassurance', () => {
    expect(understand('what should I do about my sister').wantsAdvice).toBe(true);
    expect(understand('am I overreacting?').wantsReassurance).toBe(true);
    expect(understand('I tried box breathing and it did not help').techniqueTried).toBe(true);
  });
});
