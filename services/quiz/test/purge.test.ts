import { describe, expect, it } from 'vitest';
import { purgeScopeOf } from '../src/consumers/purge.ts';

const base = { commandId: 'c', target: 'quiz' as const, reason: 'test' };

describe('purge command scope', () => {
  it('reads session ids, a cut-off time, or both', () => {
    expect(purgeScopeOf({ ...base, sessionIds: ['a', 'b'] })).toEqual({ sessionIds: ['a', 'b'] });
    expect(purgeScopeOf({ ...base, before: '2024-01-01T00:00:00.000Z' })).toEqual({
      before: new Date('2024-01-01T00:00:00.000Z'),
    });
    expect(purgeScopeOf({ ...base, sessionIds: ['a'], before: '2024-01-01T00:00:00.000Z' })).toEqual({
      sessionIds: ['a'],
      before: new Date('2024-01-01T00:00:00.000Z'),
    });
  });

  it('never turns a malformed command into "delete everything"', () => {
    expect(purgeScopeOf(base)).toBe('neither sessionIds nor before is given');
    expect(purgeScopeOf({ ...base, sessionIds: 'a' as unknown as string[] })).toBe(
      'sessionIds is not a list of strings',
    );
    expect(purgeScopeOf({ ...base, sessionIds: [1] as unknown as string[] })).toBe(
      'sessionIds is not a list of strings',
    );
    expect(purgeScopeOf({ ...base, before: 'yesterday' })).toBe('before is not a time');
  });
});
