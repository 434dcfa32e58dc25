import { describe, expect, it } from 'vitest';
import { GuardedStream } from '../src/domain/guardedStream.ts';

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
