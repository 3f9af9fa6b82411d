/**
 * A collection's sorted orders kept across its changes (issue 47): a list held in memory that
 * changes a record at a time (a consultant's bank details, among 100,000 consultants) moves
 * the changed records within each order kept, instead of sorting everything again (280 ms by
 * name at 100,000). A change of many records at once sorts again.
 */
import { compareSortKeys, sortRows, type SortKey } from '../../lib/sortRows';
import { editedPlaces } from './edits';

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
    // Replaced in place: the common change (only at the places replaced, when edits.ts knows them).
    const edited = editedPlaces(before, after);
    if (edited) {
      for (const index of edited) {
        if (before[index] === after[index]) continue;
        gone.push(before[index] as T);
        came.push(after[index] as T);
      }
      return came.length > MOVED_MAX ? null : { gone, came };
    }
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

/**
 * `moved` (the order of the collection before a change, a copy of its own) made the order of the
 * collection after it, in place, given what changed: a replaced record whose key is the same
 * takes its place; others leave and are put in by their key, after the rows of the same key.
 * False when a record that left is not in it: sort again.
 */
function moveInto<T>(moved: T[], order: Order<T>, changes: { gone: readonly T[]; came: readonly T[] }): boolean {
  const replaced = changes.gone.length === changes.came.length;
  const toPlace: T[] = [];
  for (let index = 0; index < changes.gone.length; index += 1) {
    const old = changes.gone[index] as T;
    // By identity: a native scan of pointers (0.1 ms at 100,000), where reading keys among ties
    // (66,000 consultants are active) would compute each one's key.
    const at = moved.indexOf(old);
    if (at < 0) return false;
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
  return true;
}

/** `sorted` made the order after a change (moveInto), left as it is (a scan may be reading it); null: sort again. */
export function moveChanged<T>(sorted: readonly T[], order: Order<T>, changes: { gone: readonly T[]; came: readonly T[] }): T[] | null {
  const moved = sorted.slice();
  return moveInto(moved, order, changes) ? moved : null;
}

/** Changes an order has not followed yet: at most this many wait, then it is moved at once. */
const PENDING_MAX = 64;

interface Kept<T> {
  order: Order<T>;
  rows: readonly T[];
  /** What changed since `rows`, oldest first: followed when the order is next asked for. */
  pending: { gone: readonly T[]; came: readonly T[] }[];
  /** Every change pending replaced records in their places without moving them in this order. */
  inPlace: boolean;
  /** `rows` is this order's own array, not the collection's (an order it came in already): it may be changed where it is. */
  owned: boolean;
}

/**
 * A collection's orders, kept for its latest array: asked for another array, the orders are
 * moved by what changed (changedRecords, moveChanged), or made again when much did.
 */
export class KeptOrders<T> {
  private all: readonly T[] | null = null;
  private orders = new Map<string, Kept<T>>();

  /**
   * `inPlace`, if given, hears of every order (the collection's own among them) whose rows
   * stayed where they were, records replaced in their places: what is kept by place of that
   * order (a search index, amounts) may then be kept for the new one, if the records' other
   * values are the same too.
   */
  constructor(
    private readonly inPlace?: (before: readonly T[], after: readonly T[], changes: { gone: readonly T[]; came: readonly T[] }) => void,
    /**
     * Whether a change leaves what the list shows of its records as it was (their texts, values and
     * amounts): an order whose records were only replaced in their places by such records is then
     * changed where it is, not copied (a year's bank-details writes would copy 800 KB an order each),
     * and what is kept by its places holds as it is.
     */
    private readonly unseen?: (changes: { gone: readonly T[]; came: readonly T[] }) => boolean,
  ) {}

  /** `all` in `order` (named `name`: the same name is the same order). */
  sorted(all: readonly T[], name: string, order: Order<T>): readonly T[] {
    if (this.all !== all) this.follow(all);
    const kept = this.orders.get(name);
    if (kept && this.settle(name, kept)) return (this.orders.get(name) as Kept<T>).rows;
    const rows = sortRows(all, order.key, order.desc);
    this.orders.set(name, { order, rows, pending: [], inPlace: true, owned: rows !== all });
    return rows;
  }

  /** The order moved by the changes it has not followed yet (one copy for all of them); false: sort again. */
  private settle(name: string, kept: Kept<T>): boolean {
    if (kept.pending.length === 0) return true;
    const all = { gone: kept.pending.flatMap((changes) => changes.gone), came: kept.pending.flatMap((changes) => changes.came) };
    if (kept.inPlace && kept.owned && this.unseen?.(all)) {
      // Where it is: each record that left has its successor in its place. A scan copies what it reads first (memoryStore's scan).
      const rows = kept.rows as T[];
      for (let index = 0; index < all.gone.length; index += 1) {
        const at = rows.indexOf(all.gone[index] as T);
        if (at < 0) return false;
        rows[at] = all.came[index] as T;
      }
      kept.pending = [];
      return true;
    }
    const moved = kept.rows.slice();
    for (const changes of kept.pending) if (!moveInto(moved, kept.order, changes)) return false;
    this.orders.set(name, { order: kept.order, rows: moved, pending: [], inPlace: true, owned: true });
    if (kept.inPlace) this.inPlace?.(kept.rows, moved, all);
    return true;
  }

  /**
   * A new array of the collection: what changed is noted for each order, which follows it when
   * next asked for (a write does not copy 16 orders of 100,000 records, most of them unread).
   */
  private follow(all: readonly T[]) {
    const before = this.all;
    this.all = all;
    const changes = before ? changedRecords(before, all) : null;
    if (!changes || !before) {
      this.orders = new Map();
      return;
    }
    // Replaced in their places (changedRecords pairs them by place when the length is the same).
    const replaced = before.length === all.length;
    if (replaced) this.inPlace?.(before, all, changes);
    for (const [name, kept] of this.orders) {
      const { key, desc } = kept.order;
      kept.pending.push(changes);
      kept.inPlace &&= replaced && changes.gone.every((old, index) => compareSortKeys(key(old), key(changes.came[index] as T), desc) === 0);
      if (kept.pending.length >= PENDING_MAX && !this.settle(name, kept)) this.orders.delete(name);
    }
  }

  /** Follows a change of the collection now (the orders and what is kept by their places), before any order is asked of it. */
  see(all: readonly T[]) {
    if (this.all !== all) this.follow(all);
  }
}
