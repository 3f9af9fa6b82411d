import { useCallback, useMemo, useRef, useState } from 'react';

/** The key of one action on one record while it runs, e.g. 'settle:<_id>': a table shows it on that record's row. */
export const busyKey = (action: string, id: string) => `${action}:${id}`;

/**
 * The actions under way for the record `id` among busyKey()s, as one comparable string
 * ('settle bank'; '' for none), so a memoised row re-renders only when its own change.
 */
export function busyActionsOf(keys: ReadonlySet<string> | undefined, id: string): string {
  if (!keys || keys.size === 0) return '';
  const actions: string[] = [];
  for (const key of keys) {
    const colon = key.indexOf(':');
    if (colon > 0 && key.slice(colon + 1) === id) actions.push(key.slice(0, colon));
  }
  return actions.sort().join(' ');
}

/**
 * Keys whose action is under way. `run` refuses a key that is already running, checked
 * synchronously, so a double click sends once even before React re-renders the button as
 * disabled (PRODUCT.md point 13: no button sends twice). `keys` is a new set whenever one
 * starts or ends, so a memoised table re-renders its buttons then and only then.
 */
export function useInFlight<Key = string>() {
  const running = useRef(new Set<Key>());
  const [keys, setKeys] = useState<ReadonlySet<Key>>(() => new Set());

  const has = useCallback((key: Key) => running.current.has(key), []);

  const run = useCallback(async <T,>(key: Key, action: () => Promise<T>): Promise<T | undefined> => {
    if (running.current.has(key)) return undefined;
    running.current.add(key);
    setKeys(new Set(running.current));
    try {
      return await action();
    } finally {
      running.current.delete(key);
      setKeys(new Set(running.current));
    }
  }, []);

  return useMemo(() => ({ has, run, keys, size: keys.size }), [has, run, keys]);
}
