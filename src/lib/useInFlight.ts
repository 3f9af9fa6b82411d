import { useCallback, useReducer, useRef } from 'react';

/**
 * Keys whose action is under way. `run` refuses a key that is already running, checked
 * synchronously, so a double click sends once even before React re-renders the button as
 * disabled (PRODUCT.md point 13: no button sends twice).
 */
export function useInFlight<Key = string>() {
  const running = useRef(new Set<Key>());
  const [, rerender] = useReducer((count: number) => count + 1, 0);

  const has = useCallback((key: Key) => running.current.has(key), []);

  const run = useCallback(async <T,>(key: Key, action: () => Promise<T>): Promise<T | undefined> => {
    if (running.current.has(key)) return undefined;
    running.current.add(key);
    rerender();
    try {
      return await action();
    } finally {
      running.current.delete(key);
      rerender();
    }
  }, []);

  return { has, run, get size() {
    return running.current.size;
  } };
}
