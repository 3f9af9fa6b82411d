import { useCallback, useSyncExternalStore } from 'react';

/** Below this width (px) a back-office list shows one card per row instead of a table (issue 26). */
export const PHONE_QUERY = '(max-width: 639.98px)';

const mediaQuery = (query: string) => (typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(query) : null);

/**
 * Whether a CSS media query matches now, following it as the window changes. False where there
 * is no window (the prerender) or no matchMedia.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = mediaQuery(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => mediaQuery(query)?.matches ?? false,
    () => false,
  );
}
