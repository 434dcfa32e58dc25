import { describe, expect, it } from 'vitest';
import { recentlyRead } from '../src/recentlyRead.ts';

describe('recentlyRead', () => {
  it('reads a text once while it is among the latest kept, drops the oldest first, never keeps a long one', () => {
    const reads: string[] = [];
    const read = recentlyRead(
      (text) => {
        reads.push(text);
        return text.length;
      },
      2,
      10,
    );
    expect([read('a'), read('bb'), read('a'), read('bb')]).toEqual([1, 2, 1, 2]);
    expect(reads).toEqual(['a', 'bb']);
    read('ccc'); // 'a' goes: the oldest
    read('bb');
    read('a');
    expect(reads).toEqual(['a', 'bb', 'ccc', 'a']);
    const long = 'x'.repeat(11);
    read(long);
    read(long);
    expect(reads.filter((t) => t === long)).toHaveLength(2);
  });
});
