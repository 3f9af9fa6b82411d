import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCountdown } from './useCountdown';

describe('useCountdown', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2025-01-06T10:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('counts whole seconds down to zero and stays there', () => {
    const deadline = Date.now() + 30_000;
    const { result } = renderHook(() => useCountdown(deadline));
    expect(result.current).toBe(30);
    act(() => {
      vi.advanceTimersByTime(3_000);
    });
    expect(result.current).toBe(27);
    act(() => {
      vi.advanceTimersByTime(26_500);
    });
    expect(result.current).toBe(1);
    act(() => {
      vi.advanceTimersByTime(1_000);
    });
    expect(result.current).toBe(0);
    act(() => {
      vi.advanceTimersByTime(10_000);
    });
    expect(result.current).toBe(0);
  });

  it('is zero without a deadline', () => {
    const { result } = renderHook(() => useCountdown(null));
    expect(result.current).toBe(0);
  });

  it('shows a new deadline at once, even after the last one ran out', () => {
    const first = Date.now() + 2_000;
    const { result, rerender } = renderHook(({ deadline }) => useCountdown(deadline), { initialProps: { deadline: first } });
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(result.current).toBe(0);
    rerender({ deadline: Date.now() + 30_000 });
    expect(result.current).toBe(30);
    act(() => {
      vi.advanceTimersByTime(1_000);
    });
    expect(result.current).toBe(29);
  });
});
