import { useCallback, useContext, useEffect, useMemo, useRef, useState, type ContextType } from 'react';
import { UNSAFE_DataRouterContext, useLocation, useSearchParams } from 'react-router-dom';
import type { z } from 'zod';
import { readUrlState, writeUrlState } from './urlState';

type Shape = Record<string, z.ZodType>;
type State<S extends Shape> = { [K in keyof S]: z.output<S[K]> };

/** How long the URL waits for typing to pause before it is rewritten. */
export const URL_WRITE_DELAY_MS = 200;

interface Pending<S extends Shape> {
  state: State<S>;
  pathname: string;
  owns: ReadonlySet<string>;
  /** The own keys of the write of `state`, once made. */
  landed: string | null;
}

type Router = NonNullable<ContextType<typeof UNSAFE_DataRouterContext>>['router'];

interface QueuedWrite {
  router: Router;
  /** Where it was asked for: a navigation elsewhere (another tab) drops it. */
  pathname: string;
  /**
   * The hook's own keys as they may be when it lands: as they were when it was asked for, or as
   * this hook's earlier writes made them. A navigation that changed them otherwise drops it.
   */
  owns: ReadonlySet<string>;
  shape: Shape;
  apply: (base: URLSearchParams) => URLSearchParams;
  /** Told the hook's own keys the write made. */
  written: (own: string) => void;
}

/**
 * The writes every useUrlState on the page has asked for and not made yet. They wait together
 * for typing to pause and land as one navigation, so two writers (the header search and a
 * tab's filter) never write over each other.
 */
const queue = new Map<object, QueuedWrite>();
let queueTimer: ReturnType<typeof setTimeout> | undefined;

/**
 * Makes the queued writes on the router's location as it is at this moment (router.state, not
 * the last render: a route re-renders in a transition, later than its navigation).
 */
function flushQueue({ now = false } = {}) {
  clearTimeout(queueTimer);
  const router = queue.values().next().value?.router;
  if (!router) return;
  const { location, navigation, blockers } = router.state;
  // A page asks before it is left (useBlocker) and the question is open: a navigation now would
  // answer it for the operator, and their Leave would then do nothing. Wait for the answer:
  // Leave goes elsewhere (the write is dropped), Stay lets it land.
  const asking = !now && [...blockers.values()].some((blocker) => blocker.state !== 'unblocked');
  // A navigation on this page is still loading: write once it has landed, on what it brings.
  const loadingHere = navigation.state !== 'idle' && navigation.location.pathname === location.pathname;
  if (asking || loadingHere) {
    queueTimer = setTimeout(flushQueue, URL_WRITE_DELAY_MS);
    return;
  }
  const writes = [...queue.values()];
  queue.clear();
  // A navigation to another page (a lazy tab still loading) is under way: the operator is
  // leaving, and a write now would cancel it.
  if (navigation.state !== 'idle') return;
  const { pathname, search, hash } = location;
  const current = new URLSearchParams(search);
  const made = writes.filter((write) => write.router === router && write.pathname === pathname && write.owns.has(ownKeys(write.shape, current)));
  if (made.length === 0) return;
  const next = made.reduce((base, write) => write.apply(base), current);
  for (const write of made) write.written(ownKeys(write.shape, next));
  if (now) {
    const url = new URL(window.location.href);
    url.search = next.toString();
    window.history.replaceState(window.history.state, '', url);
  }
  void router.navigate({ pathname, search: `?${next.toString()}`, hash }, { replace: true, preventScrollReset: true });
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
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  if (!router) throw new Error('useUrlState needs a data router (createBrowserRouter or createMemoryRouter).');
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const fromUrl = useMemo(() => readUrlState(shape, params), [shape, params]);
  // This hook's own keys as the URL has them: other writers (the header search, another list)
  // change other keys, which must neither drop nor overwrite what was set here.
  const own = ownKeys(shape, params);
  // What was set here and not yet shown by the URL. It stands while the URL's own keys are the
  // ones it was set on or ones this hook's writes made; once the write of this very state has
  // landed, or a navigation changed those keys, the URL speaks again, so an old value never
  // comes back when the URL later returns to those keys.
  const [pending, setPending] = useState<Pending<S> | null>(null);
  const stands = pending !== null && pending.pathname === pathname && pending.owns.has(own) && pending.landed !== own;
  if (pending && !stands) setPending(null);
  const state = stands ? pending.state : fromUrl;
  const [id] = useState(() => ({}));
  // This hook's writes that the route may not show yet (it re-renders in a transition): a value
  // set in between is set on them too.
  const unseen = useRef(new Set<string>());
  useEffect(() => {
    if (unseen.current.has(own)) unseen.current = new Set();
  }, [own]);

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
      const owns = new Set([own, ...unseen.current]);
      setPending({ owns, pathname, state: next, landed: null });
      queue.set(id, {
        router,
        pathname,
        owns,
        shape,
        // The whole state is written back, so a stale value in the URL is dropped on the first change.
        apply: (base) => writeUrlState(shape, next, base),
        written: (made) => {
          unseen.current.add(made);
          setPending((current) => current && { ...current, owns: new Set(current.owns).add(made), landed: current.state === next ? made : current.landed });
        },
      });
      clearTimeout(queueTimer);
      queueTimer = setTimeout(flushQueue, URL_WRITE_DELAY_MS);
    },
    [id, router, pathname, shape, state, own, setPending],
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
