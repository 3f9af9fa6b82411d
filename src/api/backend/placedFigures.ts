/**
 * What the in-memory store keeps by place in each order of a list (memoryStore.ts): the records'
 * amounts for its sums and its filters' values, so a view reads numbers and text at its places
 * instead of parsing every record it keeps (issue 47). A change that leaves them as they were
 * carries them to the new order (carryPlaced).
 */
import type { ListFilter } from './lists';

/** Each record's amounts for a list's sums, in paise, by record (records are replaced, never changed): parsed once, not at every change of the list. */
const amountsCache = new WeakMap<object, WeakMap<object, Float64Array>>();
/** Each order's amounts by place, per list's sums: a view's sums then add numbers at its places (a year's 76,000 matches of one letter in a millisecond). */
export const placedCache = new WeakMap<object, WeakMap<object, Float64Array[]>>();

function placedAmounts<T>(base: readonly T[], sums: Record<string, (row: T) => number>): Float64Array[] {
  let byBase = placedCache.get(sums);
  if (!byBase) placedCache.set(sums, (byBase = new WeakMap()));
  const kept = byBase.get(base);
  if (kept) return kept;
  const amounts = Object.values(sums);
  let byRecord = amountsCache.get(sums);
  if (!byRecord) amountsCache.set(sums, (byRecord = new WeakMap()));
  const placed = amounts.map(() => new Float64Array(base.length));
  for (let index = 0; index < base.length; index += 1) {
    const row = base[index] as T & object;
    let own = byRecord.get(row);
    if (!own) {
      own = Float64Array.from(amounts, (amount) => Math.round(amount(row) * 100));
      byRecord.set(row, own);
    }
    for (let sum = 0; sum < own.length; sum += 1) (placed[sum] as Float64Array)[index] = own[sum] as number;
  }
  byBase.set(base, placed);
  return placed;
}

/** Each order's equals filters' values by place (Earnings' unsettled reads an amount): a filter then compares text at places. */
export const placedValuesCache = new WeakMap<object, WeakMap<object, Record<string, readonly (string | null | undefined)[]>>>();

export function placedValues<T>(base: readonly T[], filters: Record<string, ListFilter<T>>, name: string): readonly (string | null | undefined)[] {
  let byBase = placedValuesCache.get(filters);
  if (!byBase) placedValuesCache.set(filters, (byBase = new WeakMap()));
  let kept = byBase.get(base);
  if (!kept) byBase.set(base, (kept = {}));
  const filter = filters[name];
  if (!kept[name] && filter?.kind === 'equals') kept[name] = base.map((row) => filter.value(row));
  // A day range's day, worked out once per order rather than at every view (200,000 bookings: 50 ms).
  if (!kept[name] && (filter?.kind === 'from' || filter?.kind === 'to')) kept[name] = base.map((row) => filter.day(row));
  return kept[name] ?? [];
}

/** The sums of the rows of `base` at `places` (null: all of them), added in paise. */
export function sumsAt<T>(base: readonly T[], sums: Record<string, (row: T) => number>, places: Int32Array | null): Record<string, number> {
  const names = Object.keys(sums);
  if (names.length === 0) return {};
  const placed = placedAmounts(base, sums);
  return Object.fromEntries(
    names.map((name, sum) => {
      const amounts = placed[sum] as Float64Array;
      let paise = 0;
      if (places === null) for (let index = 0; index < amounts.length; index += 1) paise += amounts[index] as number;
      else for (let at = 0; at < places.length; at += 1) paise += amounts[places[at] as number] as number;
      return [name, paise / 100];
    }),
  );
}

/** What is kept by place of `before` kept for `after`, an order with the same records' texts, values and amounts in the same places. */
export function carryPlaced(sums: object, filters: object, before: object, after: object) {
  for (const byBase of [placedCache.get(sums), placedValuesCache.get(filters)] as (WeakMap<object, unknown> | undefined)[]) {
    const placed = byBase?.get(before);
    if (placed && !byBase!.has(after)) byBase!.set(after, placed);
  }
}
