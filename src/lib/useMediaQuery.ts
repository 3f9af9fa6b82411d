import { useCallback, useSyncExternalStore } from 'react';

/** Below this width (px) a back-office list shows one card per row instead of a table (issue 26). */
export const PHONE_QUERY = '(max-width: 639.98px)';

interface Watched {
  matches: boolean;
  listeners: Set<() => void>;
}

/**
 * One MediaQueryList per query, its answer kept as it changes: reading `matches` on every
 * render (a table renders on every keystroke) can make the browser work out styles mid-render.
 */
const watched = new Map<string, Watched>();

function watch(query: string): Watched | null {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return null;
  let entry = watched.get(query);
  if (!entry) {
    const list = window.matchMedia(query);
    const created: Watched = { matches: list.matches, listeners: new Set() };
    list.addEventListener('change', (event) => {
      created.matches = event.matches;
      created.listeners.forEach((listener) => listener());
    });
    watched.set(query, created);
    entry = created;
  }
  return entry;
}

/**
 * Whether a CSS media query matches now, following it as the window changes. False where there
 * is no window (the prerender) or no matchMedia.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const entry = watch(query);
      entry?.listeners.add(onChange);
      return () => entry?.listeners.delete(onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => watch(query)?.matches ?? false,
    () => false,
  );
}
