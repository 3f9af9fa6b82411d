import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useRetryKey } from './useRetryKey';

describe('useRetryKey', () => {
  it('keeps the key while the same values are sent again, across renders', () => {
    const { result, rerender } = renderHook(() => useRetryKey());
    const first = result.current.keyFor('{"amount":500}');
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    rerender();
    expect(result.current.keyFor('{"amount":500}')).toBe(first);
  });

  it('gives another key once the values change, and does not go back to the old one', () => {
    const { result } = renderHook(() => useRetryKey());
    const first = result.current.keyFor('{"amount":500}');
    const second = result.current.keyFor('{"amount":5000}');
    expect(second).not.toBe(first);
    expect(result.current.keyFor('{"amount":500}')).not.toBe(first);
  });

  it('gives another key for the same values once the change is done', () => {
    const { result } = renderHook(() => useRetryKey());
    const first = result.current.keyFor('{"amount":500}');
    result.current.done();
    expect(result.current.keyFor('{"amount":500}')).not.toBe(first);
  });

  it('is separate for each form', () => {
    const one = renderHook(() => useRetryKey()).result.current.keyFor('same');
    const other = renderHook(() => useRetryKey()).result.current.keyFor('same');
    expect(other).not.toBe(one);
  });
});
