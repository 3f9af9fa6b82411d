import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while React renders on the server or takes over prerendered HTML, true afterwards
 * (and at once when a page mounts in the browser). A page that shows state the prerender
 * could not know (the URL's query) renders the prerendered state first, then its own.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
