import { useState } from 'react';

/**
 * `value` as it was last time while every field is the same (===): an object read afresh on
 * every render (a list's filters out of the URL) keeps its identity, so what is memoised on it
 * is not worked out again when something else changed.
 */
export function useShallowStable<T extends Record<string, unknown>>(value: T): T {
  const [kept, setKept] = useState(value);
  if (kept === value || sameFields(kept, value)) return kept;
  setKept(value);
  return value;
}

function sameFields(a: Record<string, unknown>, b: Record<string, unknown>): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => Object.is(a[key], b[key]));
}
