/**
 * The in-memory ListStore (issue 47): MSW, the tests and the JSON working copy answer a list's
 * pages from the data as a call sees it. Each collection is sorted once per order and searched in
 * that order; the last few views of it, their sums and its facets are kept until it changes.
 */
import { createFieldsIndexFilter, type FieldsIndexFilter } from '../../lib/textSearch';
import type { Database, WorkingDatabase } from './db';
import { KeptOrders } from './keptOrders';
import { carryPlaced, placedValues, sumsAt } from './placedFigures';
import type { ListView } from '../schemas/lists';
import { clockedView, rowsOf, sizeOf, type MemoryView } from './clockedViews';
import type { ListCollection, ListFilter, ListSpec, ListStore, RowOf, Texts } from './lists';

/** The most values a facet answers (the filters' choices): far more than a menu can offer. */
export const FACET_VALUES_MAX = 500;

/** The views last asked of each collection, by the collection's array (a change makes a new one, and the old views go with it). */
const VIEWS_KEPT = 8;
const viewCache = new WeakMap<object, Map<string, MemoryView<unknown>>>();
/** The views carried to a collection from the one before it (a change it does not show): each is checked as it is asked. */
const carriedViews = new WeakSet<object>();
const searchCache = new WeakMap<object, FieldsIndexFilter<string>>();

function searchOf<T>(rows: readonly T[], spec: { search: Texts<T>; filters: Record<string, ListFilter<T>> }): FieldsIndexFilter<string> {
  let found = searchCache.get(rows);
  if (!found) {
    const texts: Record<string, Texts<T>> = { [SEARCH_FIELD]: spec.search };
    for (const [name, filter] of Object.entries(spec.filters)) if (filter.kind === 'text') texts[name] = filter.texts;
    found = createFieldsIndexFilter<T, string>(rows, texts);
    searchCache.set(rows, found);
  }
  return found;
}
/** The header search's name among the filters: no list's filter is called so (not an identifier). */
const SEARCH_FIELD = ' q';

/** Each list's orders, moved along as its collection changes a record at a time (keptOrders.ts). */
const keptOrders = new WeakMap<object, KeptOrders<unknown>>();
/** A number per list, naming it in the views' keys: two lists of one collection (Earnings, Dashboard) keep views of their own. */
const specNumbers = new WeakMap<object, number>();
let specsNumbered = 0;
const specNumber = (spec: object) => {
  let number = specNumbers.get(spec);
  if (number === undefined) specNumbers.set(spec, (number = ++specsNumbered));
  return number;
};

/**
 * What a list shows of a record: its searched texts, filter values, sums and facets. A change
 * that leaves them as they were (bank details, in Earnings) leaves every view as it was but for
 * the record itself.
 */
function shownOf<K extends ListCollection>(spec: ListSpec<K>, row: RowOf<K>): string {
  const filters = Object.values(spec.filters).map((filter) => (filter.kind === 'text' ? filter.texts(row) : filter.kind === 'equals' ? filter.value(row) : filter.kind === 'clock' ? filter.prepare(row) : filter.day(row)));
  return JSON.stringify([spec.search(row), filters, Object.values(spec.sums).map((amount) => amount(row)), Object.values(spec.facets ?? {}).map((value) => value(row))]);
}

/** Each list's orders (keptOrders.ts), and what is kept by their places carried over a change that leaves them as they were. */
function keptOf<K extends ListCollection>(spec: ListSpec<K>): KeptOrders<RowOf<K>> {
  let kept = keptOrders.get(spec) as KeptOrders<RowOf<K>> | undefined;
  if (!kept) {
    const unseen = ({ gone, came }: { gone: readonly RowOf<K>[]; came: readonly RowOf<K>[] }) => gone.every((old, index) => shownOf(spec, old) === shownOf(spec, came[index] as RowOf<K>));
    kept = new KeptOrders<RowOf<K>>((before, after, changes) => {
      if (!unseen(changes)) return;
      // The same texts, values and amounts in the same places: the search index and the amounts hold for the new order.
      const search = searchCache.get(before);
      if (search && !searchCache.has(after)) searchCache.set(after, search);
      carryPlaced(spec.sums, spec.filters, before, after);
      // The collection's views too (a bank-details write leaves Earnings' views as they were): each is
      // checked when next asked, its order changed where it is or made again (memoryView).
      const views = viewCache.get(before);
      if (views && !viewCache.has(after)) {
        const carried = new Map(views);
        carriedViews.add(carried);
        viewCache.set(after, carried);
      }
    }, unseen);
    keptOrders.set(spec, kept as KeptOrders<unknown>);
  }
  return kept;
}

/** The whole collection in one order (moved along as it changes): what every view in that order searches. */
function sortedOf<K extends ListCollection>(all: readonly RowOf<K>[], spec: ListSpec<K>, sort: { id: string; desc: boolean }): readonly RowOf<K>[] {
  const kept = keptOf(spec);
  kept.see(all);
  const sortKey = Object.hasOwn(spec.sorts, sort.id) ? spec.sorts[sort.id] : undefined;
  return sortKey ? kept.sorted(all, `${sort.id}.${sort.desc}`, { key: sortKey, desc: sort.desc }) : all;
}

const warmed = new WeakSet<object>();
/** Each list's rows as last opened: the only ones worth indexing. */
const latestOpened = new WeakMap<object, object>();
const WARM_AFTER_MS = 200;
/** A word no record holds: searching for it builds every field's index and finds nothing. */
const WARM_WORD = 'zq'.repeat(8);

/**
 * The search index of a list opened as it comes (no search yet), built just after the answer:
 * the first keystroke then finds it made (1.5 s at 300,000 activity records, once per change of the list).
 */
function warmSearch<K extends ListCollection>(rows: readonly RowOf<K>[], spec: ListSpec<K>) {
  latestOpened.set(spec, rows);
  if (warmed.has(rows)) return;
  warmed.add(rows);
  const words: Record<string, string> = { [SEARCH_FIELD]: WARM_WORD };
  for (const [name, filter] of Object.entries(spec.filters)) if (filter.kind === 'text') words[name] = WARM_WORD;
  // After a quiet moment, and only for the list as it still is: a list changed many times a second
  // (bank details, by five operators) is not indexed again at every change.
  const timer = setTimeout(() => {
    if (latestOpened.get(spec) === rows) searchOf(rows, spec)(words);
  }, WARM_AFTER_MS) as { unref?: () => void };
  timer.unref?.();
}


/** The places among `places` (null: every one of `length`) that every one of `keeps` keeps: a plain loop, a year's 200,000 bookings in a few milliseconds. */
function placesKept(length: number, places: Int32Array | null, keeps: readonly ((index: number) => boolean)[]): Int32Array {
  const count = places === null ? length : places.length;
  const left = new Int32Array(count);
  let kept = 0;
  for (let at = 0; at < count; at += 1) {
    const index = places === null ? at : (places[at] as number);
    let keep = true;
    for (let filter = 0; keep && filter < keeps.length; filter += 1) keep = (keeps[filter] as (index: number) => boolean)(index);
    if (keep) left[kept++] = index;
  }
  return left.slice(0, kept);
}

/**
 * The rows of a view, in its order, and their sums. The last few views of each collection are
 * kept, so the pages of one view (scrolling, a jump to the end) cost a slice rather than a search
 * and a sort.
 */
function memoryView<K extends ListCollection>(all: readonly RowOf<K>[], spec: ListSpec<K>, view: ListView): MemoryView<RowOf<K>> {
  const sort = view.sort ?? spec.defaultSort;
  const filters = Object.entries(view.filters).filter(([name]) => !(Object.hasOwn(spec.filters, name) && spec.filters[name]?.kind === 'clock'));
  const key = JSON.stringify([specNumber(spec), view.q, filters.sort(), sort.id, sort.desc, view.record]);
  let views = viewCache.get(all);
  if (!views) {
    views = new Map();
    viewCache.set(all, views);
  }
  // Sorted first, once per collection and order: a search keeps that order, so a keystroke sorts nothing.
  const sorted = sortedOf(all, spec, sort);
  const kept = views.get(key);
  // A view carried from the collection before it holds as long as its order was changed where it is.
  if (kept && (!carriedViews.has(views) || (!view.record && kept.base === sorted))) return kept as MemoryView<RowOf<K>>;
  const base = view.record ? sorted.filter((row) => spec.id(row) === view.record) : sorted;
  const texts: Record<string, string> = { [SEARCH_FIELD]: view.q };
  const others: Array<(index: number) => boolean> = [];
  for (const [name, value] of Object.entries(view.filters)) {
    const filter = Object.hasOwn(spec.filters, name) ? spec.filters[name] : undefined;
    if (!filter || value === '') continue;
    if (filter.kind === 'text') texts[name] = value;
    // The clock's filters are applied to the view as it is kept, at each call (clockedView).
    else if (filter.kind === 'clock') continue;
    else if (filter.kind === 'equals') {
      const values = placedValues(base, spec.filters, name);
      others.push((index) => values[index] === value);
    } else {
      const days = placedValues(base, spec.filters, name) as readonly string[];
      others.push(filter.kind === 'from' ? (index) => (days[index] as string) >= value : (index) => (days[index] as string) <= value);
    }
  }
  if (!view.record && Object.keys(texts).length === 1 && !view.q) warmSearch(base, spec);
  // The places in `base` the view keeps (null: all of them), so its sums are read by place.
  let places = searchOf(base, spec)(texts);
  if (others.length > 0) places = placesKept(base.length, places, others);
  const made: MemoryView<RowOf<K>> = {
    // Every record: the same sums in every order, so they are added in the collection's own (amounts kept by place once, not once per order).
    sums: places === null && !view.record ? sumsAt(all, spec.sums, null) : sumsAt(base, spec.sums, places),
    base,
    places,
  };
  views.set(key, made);
  if (views.size > VIEWS_KEPT) views.delete(views.keys().next().value as string);
  return made;
}

const facetCache = new WeakMap<object, Record<string, string[]>>();

/** Each facet's distinct values in the whole list, in order (kept until the list changes). */
function facetsOf<T>(all: readonly T[], facets: Record<string, (row: T) => string>): Record<string, string[]> {
  const kept = facetCache.get(all);
  if (kept) return kept;
  const found: Record<string, string[]> = {};
  for (const [name, value] of Object.entries(facets)) {
    const values = new Set<string>();
    for (const row of all) {
      values.add(value(row));
      if (values.size >= FACET_VALUES_MAX) break;
    }
    found[name] = [...values].sort();
  }
  facetCache.set(all, found);
  return found;
}

interface IdEntry<T> {
  id: string;
  row: T;
}
const idsCache = new WeakMap<object, readonly IdEntry<unknown>[]>();

/** The records ordered by id, made once per collection array (a change makes a new one). */
function idsOf<T>(all: readonly T[], spec: { id: (row: T) => string }): readonly IdEntry<T>[] {
  let kept = idsCache.get(all) as readonly IdEntry<T>[] | undefined;
  if (!kept) {
    kept = all.map((row) => ({ id: spec.id(row), row })).sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
    idsCache.set(all, kept);
  }
  return kept;
}

/** The first place whose id is not before `prefix`. */
function firstFrom(byId: readonly IdEntry<unknown>[], prefix: string): number {
  let low = 0;
  let high = byId.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((byId[middle] as IdEntry<unknown>).id < prefix) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * Every order of the lists held in memory (a year's 100,000 consultants: 280 ms to sort by name),
 * sorted one at a time in the background after the backend starts, so an operator's first click
 * on a column finds it made; what a change does to them is then a move (keptOrders.ts).
 */
export function warmOrders(current: () => Database, specsOf: readonly ((db: Database) => ListSpec<ListCollection>)[]) {
  const specs = specsOf.map((specOf) => specOf(current()));
  const orders = [
    ...specs.flatMap((spec) => Object.keys(spec.sorts).flatMap((id) => [false, true].map((desc) => ({ spec, sort: { id, desc } })))),
    // Each list's own order last: the one opened as it comes, whose search index is then made (warmSearch).
    ...specs.map((spec) => ({ spec, sort: spec.defaultSort })),
  ];
  const next = () => {
    const order = orders.shift();
    if (!order) return;
    memoryStore(current()).page(order.spec, { q: '', filters: {}, sort: order.sort, record: '', offset: 0, limit: 1 });
    (setTimeout(next, 0) as { unref?: () => void }).unref?.();
  };
  (setTimeout(next, 0) as { unref?: () => void }).unref?.();
}

/** The in-memory store over the data as a call sees it. */
export function memoryStore(db: WorkingDatabase | Database): ListStore {
  return {
    page(spec, query) {
      const all = db[spec.collection] as readonly RowOf<typeof spec.collection>[];
      const shown = clockedView(all, memoryView(all, spec, query), spec, query, Date.now());
      return {
        rows: rowsOf(shown, query.offset, query.offset + query.limit),
        offset: query.offset,
        total: sizeOf(shown),
        everything: all.length,
        sums: shown.sums,
        ...(spec.facets ? { facets: facetsOf(all, spec.facets) } : {}),
      };
    },
    startingWith(spec, prefix, limit) {
      const all = db[spec.collection] as readonly RowOf<typeof spec.collection>[];
      const byId = idsOf(all, spec);
      const found: RowOf<typeof spec.collection>[] = [];
      for (let at = firstFrom(byId, prefix); at < byId.length && found.length < limit && (byId[at] as IdEntry<RowOf<typeof spec.collection>>).id.startsWith(prefix); at += 1) found.push((byId[at] as IdEntry<RowOf<typeof spec.collection>>).row);
      return found;
    },
    *scan(spec, view, batch) {
      // A copy: an order is changed where it is by a change the list does not show (keptOrders.ts), and a scan is read slowly.
      const all = db[spec.collection] as readonly RowOf<typeof spec.collection>[];
      const rows = rowsOf(clockedView(all, memoryView(all, spec, view), spec, view, Date.now()));
      for (let start = 0; start < rows.length; start += batch) yield rows.slice(start, start + batch);
    },
  };
}
