import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { z } from 'zod';
import { readUrlState, writeUrlState } from './urlState';

type Shape = Record<string, z.ZodType>;
type State<S extends Shape> = { [K in keyof S]: z.output<S[K]> };

/** How long the URL waits for typing to pause before it is rewritten. */
export const URL_WRITE_DELAY_MS = 200;

type SetParams = ReturnType<typeof useSearchParams>[1];

/**
 * The writes every useUrlState on the page has asked for and not made yet. They wait together
 * for typing to pause and land as one navigation, so two writers (the header search and a
 * tab's filter) never write over each other.
 */
const queue = new Map<object, { own: string; apply: (base: URLSearchParams) => URLSearchParams }>();
let queueTimer: ReturnType<typeof setTimeout> | undefined;
/** The query string as the writer that asked last sees it, and its router's setter. */
let writer: { params: () => URLSearchParams; setParams: SetParams } | null = null;
/**
 * The last write and the query string it was made on. Until the route re-renders with it, the
 * hooks still see the old query string; a write due in between starts from this one instead.
 */
let landing: { from: string; to: URLSearchParams } | null = null;

function flushQueue({ now = false } = {}) {
  clearTimeout(queueTimer);
  if (!writer || queue.size === 0) return;
  const current = writer.params();
  let next = landing && landing.from === current.toString() ? new URLSearchParams(landing.to) : new URLSearchParams(current);
  for (const { apply } of queue.values()) next = apply(next);
  queue.clear();
  landing = { from: current.toString(), to: next };
  if (now) {
    const url = new URL(window.location.href);
    url.search = next.toString();
    window.history.replaceState(window.history.state, '', url);
  }
  writer.setParams(next, { replace: true, preventScrollReset: true });
}

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
  const [id] = useState(() => ({}));
  const latest = useRef(params);
  useEffect(() => {
    latest.current = params;
    // The route shows a query string other than the one the last write was made on: that write
    // has landed, or a navigation went past it.
    if (landing && landing.from !== params.toString()) landing = null;
  }, [params]);
  useEffect(() => {
    // A navigation changed this hook's keys before its write was made: the write is dropped.
    if (queue.get(id)?.own !== undefined && queue.get(id)?.own !== own) queue.delete(id);
  }, [id, own]);

  // Leaving or reloading the page right after typing still leaves the URL saying what was
  // typed. The page is going, so the address bar is written at once (the router would only get
  // to it after the page has gone), and the router is told too.
  useEffect(() => {
    const flush = () => flushQueue({ now: true });
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      queue.delete(id);
    };
  }, [id]);

  const update = useCallback(
    (patch: Partial<State<S>>) => {
      const next = { ...state, ...patch };
      setPending({ own, state: next });
      // The whole state is written back, so a stale value in the URL is dropped on the first change.
      queue.set(id, { own, apply: (base) => writeUrlState(shape, next, base) });
      writer = { params: () => latest.current, setParams };
      clearTimeout(queueTimer);
      queueTimer = setTimeout(flushQueue, URL_WRITE_DELAY_MS);
    },
    [id, shape, state, own, setParams],
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
