import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { z } from 'zod';
import { readUrlState, writeUrlState } from './urlState';

type Shape = Record<string, z.ZodType>;

/**
 * The list state of the current route's query string, parsed with `shape` (see urlState.ts),
 * and a setter that changes some keys and keeps the others. Typing replaces the history
 * entry, so Back leaves the tab instead of stepping through every keystroke.
 */
export function useUrlState<S extends Shape>(shape: S) {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readUrlState(shape, params), [shape, params]);
  const update = useCallback(
    (patch: Partial<{ [K in keyof S]: z.output<S[K]> }>) =>
      setParams(
        // The whole state is written back, so a stale value in the URL is dropped on the first change.
        (current) => writeUrlState(shape, { ...readUrlState(shape, current), ...patch }, current),
        { replace: true, preventScrollReset: true },
      ),
    [shape, setParams],
  );
  return [state, update] as const;
}
