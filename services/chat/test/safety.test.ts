import { describe, expect, it } from 'vitest';
import { GuardedStream } from '../src/domain/guardedStream.ts';
import { checkOutput } from '../src/safety/output.ts';
import { crisisReply, mentionsHelp, SAFE_OUTPUT_REPLY } from '../src/safety/replies.ts';

describe('crisis reply', () => {
  it('is warm, names the companion and lists every resource', () => {
    const text = crisisReply('Sage');
    expect(text).toMatch(/call or text 988/i);
    expect(text).toMatch(/text HOME to 741741/i);
    expect(text).toMatch(/911 or your local emergency number/);
    expect(text).toMatch(/I'm Sage/);
    expect(mentionsHelp(text)).toBe(true);
    expect(checkOutput(text).ok).toBe(true);
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
  ])('lets %j through', (text) => {
    expect(checkOutput(text).ok).toBe(true);
  });
});

describe('GuardedStream', () => {
  it('emits whole sentences once they are checked, and the rest at the end', () => {
    const out: string[] = [];
    const g = new GuardedStream((t) => out.push(t));
    for (const c of ['That sou', 'nds hard. ', 'I am ', 'here', ' for you. What ', 'happened']) g.push(c);
    expect(out).toEqual(['That sounds hard. ', 'I am here for you. ']);
    expect(g.finish()).toBe(true);
    expect(out.join('')).toBe('That sounds hard. I am here for you. What happened');
  });

  it('holds a long run without sentence ends only up to a limit', () => {
    const out: string[] = [];
    const g = new GuardedStream((t) => out.push(t), 50);
    g.push('word '.repeat(30));
    expect(out.length).toBe(1);
    expect(g.finish()).toBe(true);
    expect(out.join('')).toBe('word '.repeat(30));
  });

  it('stops emitting before unsafe text reaches the visitor', () => {
    const out: string[] = [];
    const g = new GuardedStream((t) => out.push(t));
    g.push('I hear you. ');
    g.push('Take 40 mg of ');
    g.push('it tonight. More text. ');
    expect(g.isBlocked).toBe(true);
    expect(g.finish()).toBe(false);
    expect(out.join('')).toBe('I hear you. ');
  });
});
