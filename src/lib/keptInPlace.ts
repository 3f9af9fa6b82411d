/**
 * A list that never moves under the operator's pointer. Records leave a list shown to an
 * operator: their own action (a fast second click would otherwise land on the next record's
 * button, which has slid up under the pointer) or another operator's, arriving live. A record
 * that leaves keeps its place, marked gone, until the list's scope changes (another subject,
 * another search) or the operator dismisses it; new ones join at the end. Used by the Not Live
 * questions (made live) and the expense types (deleted elsewhere).
 */
import { useCallback, useState } from 'react';

/** One entry of the list: a record still in it, or one that left since it was shown. */
export interface KeptEntry<T> {
  item: T;
  gone: boolean;
}

export interface Kept<T> {
  /** What the list shows: another scope starts afresh. */
  scope: string;
  entries: readonly KeptEntry<T>[];
}

/**
 * The entries for `items` given what was shown before: the same object when nothing changed,
 * so a render can compare. Another scope starts afresh.
 */
export function keepInPlace<T>(before: Kept<T> | null, scope: string, items: readonly T[], idOf: (item: T) => string): Kept<T> {
  if (!before || before.scope !== scope) return { scope, entries: items.map((item) => ({ item, gone: false })) };
  const now = new Map(items.map((item) => [idOf(item), item]));
  const entries: KeptEntry<T>[] = before.entries.map((entry) => {
    const current = now.get(idOf(entry.item));
    return current ? { item: current, gone: false } : entry.gone ? entry : { item: entry.item, gone: true };
  });
  const shown = new Set(before.entries.map((entry) => idOf(entry.item)));
  for (const item of items) if (!shown.has(idOf(item))) entries.push({ item, gone: false });
  const same = entries.length === before.entries.length && entries.every((entry, index) => entry.item === before.entries[index]!.item && entry.gone === before.entries[index]!.gone);
  return same ? before : { scope, entries };
}

/** `kept` without the gone entry of id `id` (dismissed, or gone by the operator's own hand). */
export function withoutGone<T>(kept: Kept<T>, id: string, idOf: (item: T) => string): Kept<T> {
  const entries = kept.entries.filter((entry) => !(entry.gone && idOf(entry.item) === id));
  return entries.length === kept.entries.length ? kept : { ...kept, entries };
}

/** A list's status with its kept entries: 'empty' reads as 'ready' while any entry keeps its place (the last ones gone elsewhere). */
export function statusWithKept<S extends string>(status: S, entries: readonly unknown[]): S | 'ready' {
  return status === 'empty' && entries.length > 0 ? 'ready' : status;
}

export interface KeptInPlace<T> {
  entries: readonly KeptEntry<T>[];
  /** Takes a gone entry out of the list (the operator has read that it went). */
  dismiss: (id: string) => void;
}

/**
 * keepInPlace across renders: what the list shows for `scope` now. `idOf` is module scope. A
 * record in `dropAtOnce` (one this tab itself is deleting) leaves without a trace.
 */
export function useKeptInPlace<T>(scope: string, items: readonly T[], idOf: (item: T) => string, dropAtOnce?: ReadonlySet<string>): KeptInPlace<T> {
  const [kept, setKept] = useState<Kept<T> | null>(null);
  let next = keepInPlace(kept, scope, items, idOf);
  for (const entry of next.entries) if (entry.gone && dropAtOnce?.has(idOf(entry.item))) next = withoutGone(next, idOf(entry.item), idOf);
  // Adjusting state while rendering, as React's docs show for information from earlier renders: it settles in one pass.
  if (next !== kept) setKept(next);
  const dismiss = useCallback((id: string) => setKept((current) => (current ? withoutGone(current, id, idOf) : current)), [idOf]);
  return { entries: next.entries, dismiss };
}
