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
  // This hook's own keys as the URL has them: other writers (the header search, another list)
  // change other keys, which must neither drop nor overwrite what was set here.
  const own = ownKeys(shape, params);
  // What was set here and not yet written: it stands while the URL's own keys are still the
  // ones it was set on. Its own write, or a navigation that changes those keys, ends it.
  const [pending, setPending] = useState<{ own: string; state: State<S> } | null>(null);
  if (pending && pending.own !== own) {
    // The URL's own keys moved on (this hook's write landed, or a navigation): it speaks again,
    // and an old pending value can never come back when the URL later returns to those keys.
    setPending(null);
  }
  const state = pending && pending.own === own ? pending.state : fromUrl;
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const write = useRef<((options?: { now?: boolean }) => void) | null>(null);
  // The URL as it is now: a write lands later than it was asked for, and React Router's
  // functional setter would hand it the query string of the render that made it, dropping
  // what another writer (the header search) wrote in between.
  const latest = useRef(params);
  useEffect(() => {
    latest.current = params;
  }, [params]);

  // Leaving or reloading the page right after typing still leaves the URL saying what was
  // typed. The page is going, so the address bar is written at once (the router would only get
  // to it after the page has gone), and the router is told too.
  useEffect(() => {
    const flush = () => {
      clearTimeout(timer.current);
      write.current?.({ now: true });
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
      setPending({ own, state: next });
      clearTimeout(timer.current);
      // The whole state is written back, so a stale value in the URL is dropped on the first change.
      write.current = ({ now = false } = {}) => {
        write.current = null;
        const search = writeUrlState(shape, next, latest.current);
        if (now) {
          const url = new URL(window.location.href);
          url.search = search.toString();
          window.history.replaceState(window.history.state, '', url);
        }
        setParams(search, { replace: true, preventScrollReset: true });
      };
      timer.current = setTimeout(() => write.current?.(), URL_WRITE_DELAY_MS);
    },
    [shape, state, own, setParams],
  );
  return [state, update] as const;
}

/** The keys of `shape` in `params`, as one comparable string. */
function ownKeys(shape: Shape, params: URLSearchParams): string {
  return Object.keys(shape)
    .sort()
    .map((key) => `${key}=${params.get(key) ?? ''}`)
    .join('&');
}
