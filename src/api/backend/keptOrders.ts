/**
 * A collection's sorted orders kept across its changes (issue 47): a list held in memory that
 * changes a record at a time (a consultant's bank details, among 100,000 consultants) moves
 * the changed records within each order kept, instead of sorting everything again (280 ms by
 * name at 100,000). A change of many records at once sorts again.
 */
import { compareSortKeys, sortRows, type SortKey } from '../../lib/sortRows';

/** The most records a change may touch and still be moved one by one: past it, a sort is cheaper. */
const MOVED_MAX = 256;

/** One order: its key and direction. */
export interface Order<T> {
  key: (row: T) => SortKey;
  desc: boolean;
}

/**
 * What changed from `before` to `after`, records compared by identity (a change makes new
 * objects only for the records it touches): the records that left and those that came, or
 * null when more than `MOVED_MAX` did.
 */
export function changedRecords<T>(before: readonly T[], after: readonly T[]): { gone: T[]; came: T[] } | null {
  const gone: T[] = [];
  const came: T[] = [];
  if (before.length === after.length) {
    // Replaced in place: the common change.
    for (let index = 0; index < after.length; index += 1) {
      if (before[index] === after[index]) continue;
      gone.push(before[index] as T);
      came.push(after[index] as T);
      if (came.length > MOVED_MAX) return null;
    }
    return { gone, came };
  }
  // Added or removed: what lies between the part both start with and the part both end with.
  let head = 0;
  const shorter = Math.min(before.length, after.length);
  while (head < shorter && before[head] === after[head]) head += 1;
  let tail = 0;
  while (tail < shorter - head && before[before.length - 1 - tail] === after[after.length - 1 - tail]) tail += 1;
  if (before.length - head - tail + (after.length - head - tail) > 2 * MOVED_MAX) return null;
  return { gone: before.slice(head, before.length - tail), came: after.slice(head, after.length - tail) };
}

/** The first place in `sorted` whose key comes after `key` (upper: ties before it) or not before it (lower). */
function placeOf<T>(sorted: readonly T[], order: Order<T>, key: SortKey, upper: boolean): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    const compared = compareSortKeys(order.key(sorted[middle] as T), key, order.desc);
    if (compared < 0 || (upper && compared === 0)) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** Where `row` is in `sorted`: among the rows of its key, found by identity; -1 if it is not there. */
function findRow<T>(sorted: readonly T[], order: Order<T>, row: T): number {
  const key = order.key(row);
  for (let at = placeOf(sorted, order, key, false); at < sorted.length; at += 1) {
    if (sorted[at] === row) return at;
    if (compareSortKeys(order.key(sorted[at] as T), key, order.desc) !== 0) break;
  }
  // Not where its key says (its key reads something that changed without a new object): look everywhere.
  return sorted.indexOf(row);
}

/**
 * `sorted` (the order of the collection before a change) made the order of the collection after
 * it, given what changed: a replaced record whose key is the same takes its place; others leave
 * and are put in by their key, after the rows of the same key. `sorted` is left as it is (a scan
 * may be reading it). Null when a record that left is not in `sorted`: sort again.
 */
export function moveChanged<T>(sorted: readonly T[], order: Order<T>, changes: { gone: readonly T[]; came: readonly T[] }): T[] | null {
  const moved = sorted.slice();
  const replaced = changes.gone.length === changes.came.length;
  const toPlace: T[] = [];
  for (let index = 0; index < changes.gone.length; index += 1) {
    const old = changes.gone[index] as T;
    const at = findRow(moved, order, old);
    if (at < 0) return null;
    const next = replaced ? (changes.came[index] as T) : undefined;
    if (next !== undefined && compareSortKeys(order.key(old), order.key(next), order.desc) === 0) {
      moved[at] = next;
      continue;
    }
    moved.splice(at, 1);
    if (next !== undefined) toPlace.push(next);
  }
  if (!replaced) toPlace.push(...changes.came);
  for (const row of toPlace) moved.splice(placeOf(moved, order, order.key(row), true), 0, row);
  return moved;
}

/**
 * A collection's orders, kept for its latest array: asked for another array, the orders are
 * moved by what changed (changedRecords, moveChanged), or made again when much did.
 */
export class KeptOrders<T> {
  private all: readonly T[] | null = null;
  private orders = new Map<string, { order: Order<T>; rows: readonly T[] }>();

  /** `all` in `order` (named `name`: the same name is the same order). */
  sorted(all: readonly T[], name: string, order: Order<T>): readonly T[] {
    if (this.all !== all) this.follow(all);
    const kept = this.orders.get(name);
    if (kept) return kept.rows;
    const rows = sortRows(all, order.key, order.desc);
    this.orders.set(name, { order, rows });
    return rows;
  }

  private follow(all: readonly T[]) {
    const before = this.all;
    this.all = all;
    const changes = before ? changedRecords(before, all) : null;
    const orders = this.orders;
    this.orders = new Map();
    if (!changes) return;
    for (const [name, kept] of orders) {
      const rows = moveChanged(kept.rows, kept.order, changes);
      if (rows) this.orders.set(name, { order: kept.order, rows });
    }
  }
}
