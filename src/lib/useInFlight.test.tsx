import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useInFlight } from './useInFlight';

describe('useInFlight', () => {
  it('runs an action once per key until it settles, then allows it again', async () => {
    const { result } = renderHook(() => useInFlight<string>());
    let calls = 0;
    let finish: () => void = () => {};
    const action = () =>
      new Promise<void>((resolve) => {
        calls += 1;
        finish = resolve;
      });

    let first: Promise<unknown> = Promise.resolve();
    act(() => {
      first = result.current.run('settle:c1', action);
      void result.current.run('settle:c1', action);
    });
    expect(calls).toBe(1);
    expect(result.current.has('settle:c1')).toBe(true);
    expect(result.current.has('settle:c2')).toBe(false);

    await act(async () => {
      finish();
      await first;
    });
    expect(result.current.has('settle:c1')).toBe(false);
    await act(async () => {
      const again = result.current.run('settle:c1', action);
      finish();
      await again;
    });
    expect(calls).toBe(2);
  });

  it('lets a failed action be tried again', async () => {
    const { result } = renderHook(() => useInFlight<string>());
    await act(async () => {
      await expect(result.current.run('k', () => Promise.reject(new Error('offline')))).rejects.toThrow('offline');
    });
    expect(result.current.has('k')).toBe(false);
  });
});
