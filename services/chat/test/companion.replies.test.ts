import { elevatedNote } from '@sage/safety';
import { describe, expect, it } from 'vitest';
import { offlineReply } from '../src/companion/index.ts';
import type { OfflineInput } from '../src/companion/types.ts';

const base: OfflineInput = {
  message: '',
  mode: 'supportive',
  tone: 'casual',
  companionName: 'Sage',
  risk: 'none',
  category: 'none',
  language: 'en',
  crisisFlagged: false,
  history: [],
};
const reply = (message: string, extra: Partial<OfflineInput> = {}) =>
  offlineReply({ ...base, ...extra, message }).content;

/** Conflict and communication advice: never for abuse or grief. */
const CONFLICT = /"I feel\.\.\."|you always|calm moment|argument|communicat|boundar/i;

describe('what people met before, fixed', () => {
  it('abuse in problem-solving mode gets safety, not communication tips', () => {
    const text = reply('my dad hits me when he drinks', {
      mode: 'problem-solving',
      risk: 'elevated',
      category: 'abuse',
    });
    expect(text).not.toMatch(CONFLICT);
    expect(text).toMatch(/(?:not|none of this is) your fault/i);
    expect(text).toMatch(/deserve to be safe|deserve to feel safe|deserve to be safe and cared for/i);
    expect(text).toContain(elevatedNote('abuse', 'en'));
  });

  it('names no hotline for everyday words the engine saw no risk in', () => {
    const HOTLINE = /988|1-800|hotline|line I mentioned/i;
    for (const m of [
      'i want to disappear from this group chat so bad',
      'my husband keeps saying we can travel now and i just want to hit him with a pillow lol',
      'nobody was hurt thank god. he hit a mailbox',
      'my friend group kicked me out of the lunch table',
    ])
      expect(reply(m)).not.toMatch(HOTLINE);
    expect(reply('lowkey feel like nobody would notice if i disappeared')).toMatch(/988/);
  });

  it('abuse is recognised even when the safety engine did not flag it', () => {
    const text = reply('my dad hits me when he drinks', { mode: 'problem-solving' });
    expect(text).not.toMatch(CONFLICT);
    expect(text).toContain(elevatedNote('abuse', 'en'));
  });

  it('"I don\'t feel safe at home" is acknowledged, not asked what feels heaviest', () => {
    const text = reply("I don't feel safe at home", { risk: 'elevated', category: 'abuse' });
    expect(text).not.toMatch(/heaviest/);
    expect(text).toMatch(/(?:not|none of this is) your fault/i);
    expect(text).toMatch(/Are you safe right now\?/);
    expect(text.split(elevatedNote('abuse', 'en')).length).toBe(2);
  });

  it('a death in the family gets condolences and grief steps, not family conflict', () => {
    const text = reply('My mom passed away last week', { mode: 'problem-solving' });
    expect(text).toMatch(/sorry/i);
    expect(text).toMatch(/your mom/);
    expect(text).not.toMatch(/full of grief about your family/);
    expect(text).not.toMatch(CONFLICT);
  });

  it('a lost dog is grief, not confusion', () => {
    const text = reply('lost my dog');
    expect(text).toMatch(/sorry/i);
    expect(text).not.toMatch(/unsure what to do/);
  });

  it('a technique question is answered with the library figures', () => {
    const text = reply('Can you explain what box breathing is?');
    expect(text).toMatch(/4-4-4-4|for 4/);
    expect(text).not.toMatch(/heaviest/);
    expect(reply('how does 4-7-8 breathing work?')).toMatch(/of 4[\s\S]*for 7[\s\S]*for 8/);
    expect(reply('what is the 5-4-3-2-1 technique?')).toMatch(/5 things you can see/);
  });

  it('"hi" gets a greeting, not a question about hard times', () => {
    const text = reply('hi');
    expect(text).toMatch(/Sage/);
    expect(text).not.toMatch(/when it gets hard/);
  });

  it('Gen Z tone never labels the person', () => {
    for (const message of [
      "I'm hopeless",
      'I feel hopeless about everything',
      "I'm a failure",
      'I am so depressed',
    ]) {
      expect(reply(message, { tone: 'gen-z' })).not.toMatch(
        /\byou(?:'re| are) (?:so |really |just |lowkey )?(?:a )?(?:hopeless|depressed|failure|worthless)\b/i,
      );
    }
  });

  it('Gen Z tone drops the slang for grief and abuse', () => {
    const grief = reply('my grandpa died yesterday', { tone: 'gen-z' });
    expect(grief).not.toMatch(/\b(?:ngl|fr|oof|rn|lowkey|bet)\b/);
    expect(grief).toMatch(/^[A-Z]/);
  });

  it('reflections keep grammar and pronouns right', () => {
    const text = reply('my friends left me');
    expect(text).toMatch(/your friends left you/i);
    expect(text).not.toMatch(/friends has|worn out about|you feel full of/);
  });

  it('answers honestly what it is', () => {
    expect(reply('are you a real person?')).toMatch(/not a (?:real )?person/i);
    expect(reply('are you a bot?')).toMatch(/AI/);
    expect(reply('are you a therapist?')).toMatch(/not a therapist/i);
  });

  it('harm to others and eating concerns get fitting, non-judgemental replies', () => {
    const violence = reply('I want to punch my brother so bad', { risk: 'elevated', category: 'violence' });
    expect(violence).toMatch(/distance|step away|stepping away|not make you a bad person|judge/i);
    expect(violence).toContain(elevatedNote('violence', 'en'));
    const eating = reply("I haven't eaten in days", { risk: 'elevated', category: 'eating' });
    expect(eating).not.toMatch(/calorie|weight|diet plan/i);
    expect(eating).toContain(elevatedNote('eating', 'en'));
  });

  it('answers Spanish in Spanish', () => {
    expect(reply('hola', { language: 'es' })).toMatch(/Hola/);
    const abuse = reply('mi papá me pega', { language: 'es', risk: 'elevated', category: 'abuse' });
    expect(abuse).toMatch(/no es tu culpa/i);
    expect(abuse).toContain(elevatedNote('abuse', 'es'));
  });

  it('helps someone worried about a friend being abused, without treating them as the victim', () => {
    const text = reply('I think my friend is being abused by her boyfriend');
    expect(text).not.toMatch(/Are you safe right now|your fault/);
    expect(text).toMatch(/worried|caring/);
    expect(text).toContain(elevatedNote('abuse', 'en'));
  });

  it('checks on safety after words of distress even when the safety engine saw none', () => {
    const text = reply('lowkey feel like nobody would notice if i disappeared', { tone: 'gen-z' });
    expect(text).toMatch(/Are you safe right now\?/);
    expect(text).toContain(elevatedNote('none', 'en'));
    expect(text).not.toMatch(/\b(?:ngl|oof|hmm)\b/);
  });

  it('reads hospice and the anniversary of a death as loss, never as family conflict', () => {
    for (const message of ['my grandmother is in hospice', "Today is the anniversary of my dad's death"]) {
      expect(reply(message)).not.toMatch(
        /between you and|hurt or frustrated by them|understood by the people/,
      );
    }
    expect(reply("Today is the anniversary of my dad's death")).toMatch(/sorry/i);
  });

  it('answers a small win in proportion, and a big one with celebration', () => {
    expect(reply('I went for a walk')).not.toMatch(/great news|huge|celebrate/i);
    expect(reply('I got the job!')).toMatch(/wonderful|great news|huge/i);
  });
});
