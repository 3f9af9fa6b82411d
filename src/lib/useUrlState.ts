import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { z } from 'zod';
import { readUrlState, writeUrlState } from './urlState';

type Shape = Record<string, z.ZodType>;
type State<S extends Shape> = { [K in keyof S]: z.output<S[K]> };

/** How long the URL waits for typing to pause before it is rewritten. */
export const URL_WRITE_DELAY_MS = 200;

/**
 * The list state of the current route's query string, parsed with `shape` (see urlState.ts),
 * and a setter that changes some keys and keeps the others.
 *
 * A change shows at once, as plain React state; the URL follows when typing pauses
 * (replacing the history entry, so Back leaves the tab instead of stepping through every
 * keystroke). A router navigation per keystroke would re-render the whole route tree in a
 * transition, which at 10,000 rows takes several frames instead of one.
 */
export function useUrlState<S extends Shape>(shape: S) {
  const [params, setParams] = useSearchParams();
  const fromUrl = useMemo(() => readUrlState(shape, params), [shape, params]);
  // What was set here and not yet written: it stands while the URL is the one it was set on.
  const [pending, setPending] = useState<{ params: URLSearchParams; state: State<S> } | null>(null);
  const state = pending && pending.params === params ? pending.state : fromUrl;
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const write = useRef<(() => void) | null>(null);

  // Leaving or reloading the page right after typing still leaves the URL saying what was typed.
  useEffect(() => {
    const flush = () => {
      clearTimeout(timer.current);
      write.current?.();
    };
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      clearTimeout(timer.current);
    };
  }, []);

  const update = useCallback(
    (patch: Partial<State<S>>) => {
      const next = { ...state, ...patch };
      setPending({ params, state: next });
      clearTimeout(timer.current);
      // The whole state is written back, so a stale value in the URL is dropped on the first change.
      write.current = () => {
        write.current = null;
        setParams((current) => writeUrlState(shape, next, current), { replace: true, preventScrollReset: true });
      };
      timer.current = setTimeout(() => write.current?.(), URL_WRITE_DELAY_MS);
    },
    [shape, state, params, setParams],
  );
  return [state, update] as const;
}
