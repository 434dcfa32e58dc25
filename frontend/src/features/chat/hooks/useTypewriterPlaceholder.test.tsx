import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FEELING_EXAMPLES } from '../feelings';
import { useTypewriterPlaceholder } from './useTypewriterPlaceholder';

describe('useTypewriterPlaceholder', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('has 40 distinct examples', () => {
    expect(FEELING_EXAMPLES).toHaveLength(40);
    expect(new Set(FEELING_EXAMPLES).size).toBe(40);
  });

  it('starts after 0.5 s, types 80 ms per character, holds 3 s, then types the next', () => {
    const examples = ['abc', 'de'];
    const { result } = renderHook(() => useTypewriterPlaceholder(examples, true));
    expect(result.current).toBe('');
    act(() => vi.advanceTimersByTime(499));
    expect(result.current).toBe('');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe('a');
    act(() => vi.advanceTimersByTime(80));
    expect(result.current).toBe('ab');
    act(() => vi.advanceTimersByTime(80));
    expect(result.current).toBe('abc');
    act(() => vi.advanceTimersByTime(2999));
    expect(result.current).toBe('abc');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe('');
    act(() => vi.advanceTimersByTime(80));
    expect(result.current).toBe('d');
    act(() => vi.advanceTimersByTime(80 + 3000 + 80));
    expect(result.current).toBe('a');
  });

  it('does nothing while disabled', () => {
    const { result } = renderHook(() => useTypewriterPlaceholder(['abc'], false));
    act(() => vi.advanceTimersByTime(5000));
    expect(result.current).toBe('');
    expect(vi.getTimerCount()).toBe(0);
  });
});
