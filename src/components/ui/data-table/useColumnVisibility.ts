import { useCallback, useMemo, useSyncExternalStore } from 'react';

/** Where a tab's hidden columns are kept: per browser (local storage), per tab (its key). */
export const columnsStorageKey = (key: string) => `consult.columns.${key}`;

/** Tables in this document that show a key's columns hear of a change at once; other tabs through the storage event. */
const listeners = new Set<() => void>();
/** What is stored per key, read once and again only when it changes: a table renders on every keystroke. */
const known = new Map<string, string | null>();
const notify = () => listeners.forEach((listener) => listener());

function onStorage(event: StorageEvent) {
  if (event.key !== null && !event.key.startsWith(columnsStorageKey(''))) return;
  known.clear();
  notify();
}

// While no table listens, nothing tells the cache of a change: it is read afresh by the next table.
function subscribe(onChange: () => void) {
  if (listeners.size === 0) {
    known.clear();
    window.addEventListener('storage', onStorage);
  }
  listeners.add(onChange);
  return () => {
    listeners.delete(onChange);
    if (listeners.size > 0) return;
    window.removeEventListener('storage', onStorage);
    known.clear();
  };
}

function readRaw(key: string): string | null {
  if (known.has(key)) return known.get(key) ?? null;
  let raw: string | null = null;
  try {
    raw = window.localStorage.getItem(columnsStorageKey(key));
  } catch {
    // Storage refused (private mode): nothing is hidden.
  }
  known.set(key, raw);
  return raw;
}

/** The hidden ids stored for a key, kept only where they name a column that may be hidden: an old or edited value cannot hide a row's name. */
export function parseHidden(raw: string | null, hideable: ReadonlySet<string>): string[] {
  if (!raw || raw.length > 4_000) return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return [];
    return [...new Set(value.filter((id): id is string => typeof id === 'string' && hideable.has(id)))];
  } catch {
    return [];
  }
}

export interface ColumnVisibility {
  /** The ids of the columns the operator hid. */
  hidden: ReadonlySet<string>;
  /** Shows or hides one column. */
  setShown: (id: string, shown: boolean) => void;
  /** Every column shown again; forgets the choice. */
  reset: () => void;
}

const NONE: ReadonlySet<string> = new Set();

/**
 * The columns an operator chose to hide in one tab's table (issue 26): kept in this browser,
 * the same in every tab of it, and followed as another tab changes them. Without a key every
 * column shows and nothing is stored.
 */
export function useColumnVisibility(key: string | undefined, hideableIds: readonly string[]): ColumnVisibility {
  const raw = useSyncExternalStore(
    subscribe,
    () => (key ? readRaw(key) : null),
    () => null,
  );
  const hideableKey = hideableIds.join('\n');
  const hidden = useMemo(
    () => (raw === null ? NONE : new Set(parseHidden(raw, new Set(hideableKey.split('\n'))))),
    [raw, hideableKey],
  );
  const write = useCallback(
    (next: ReadonlySet<string>) => {
      if (!key) return;
      try {
        if (next.size === 0) window.localStorage.removeItem(columnsStorageKey(key));
        else window.localStorage.setItem(columnsStorageKey(key), JSON.stringify([...next]));
      } catch {
        // Storage refused or full (private mode): the table stays as it is, rather than failing.
      }
      known.delete(key);
      notify();
    },
    [key],
  );
  const setShown = useCallback(
    (id: string, shown: boolean) => {
      const next = new Set(hidden);
      if (shown) next.delete(id);
      else next.add(id);
      write(next);
    },
    [hidden, write],
  );
  const reset = useCallback(() => write(NONE), [write]);
  return { hidden, setShown, reset };
}
