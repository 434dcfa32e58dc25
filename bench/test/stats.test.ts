import { describe, expect, it } from 'vitest';
import { check } from '../lib/results.ts';
import { linearity, percentile, spread, summarizeLatency } from '../lib/stats.ts';

describe('percentile', () => {
  it('uses the nearest rank', () => {
    const values = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(values, 50)).toBe(50);
    expect(percentile(values, 99)).toBe(99);
    expect(percentile(values, 97.5)).toBe(98);
    expect(percentile(values, 100)).toBe(100);
    expect(percentile([7], 99)).toBe(7);
  });

  it('does not depend on input order and is NaN for no samples', () => {
    expect(percentile([3, 1, 2], 50)).toBe(2);
    expect(Number.isNaN(percentile([], 50))).toBe(true);
  });
});

describe('summaries', () => {
  it('summarizes one run', () => {
    const s = summarizeLatency([4, 1, 3, 2]);
    expect(s).toMatchObject({ count: 4, mean: 2.5, p50: 2, p99: 4, max: 4 });
  });

  it('gives median, min and max over runs, ignoring runs that measured nothing', () => {
    expect(spread([5, 1, 3])).toMatchObject({ min: 1, median: 3, max: 5 });
    expect(spread([4, 2])).toMatchObject({ median: 3 });
    expect(spread([Number.NaN, 2]).median).toBe(2);
  });

  it('reports cost per unit relative to the smallest size', () => {
    const { relativeCostPerUnit } = linearity([
      { x: 1_000_000, y: 20 },
      { x: 100_000, y: 2 },
    ]);
    expect(relativeCostPerUnit).toEqual([1, 1]);
  });
});

describe('target checks', () => {
  const ms = (v: number) => `${v} ms`;

  it('compares in the stated direction', () => {
    expect(check('a', 'a', 3, '<=', 5, 'ms', ms).met).toBe(true);
    expect(check('a', 'a', 6, '<=', 5, 'ms', ms).met).toBe(false);
    expect(check('a', 'a', 5, '<', 5, 'ms', ms).met).toBe(false);
    expect(check('a', 'a', 0.6, '>=', 0.5, 'ratio', String).met).toBe(true);
  });

  it('says "not measured" rather than pass or fail without a figure', () => {
    const c = check('a', 'a', Number.NaN, '<=', 5, 'ms', ms);
    expect(c).toMatchObject({ met: null, value: null, measured: 'not measured', target: '≤ 5 ms' });
  });
});
