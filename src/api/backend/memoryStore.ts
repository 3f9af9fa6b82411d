/**
 * The in-memory ListStore (issue 47): MSW, the tests and the JSON working copy answer a list's
 * pages from the data as a call sees it. Each collection is sorted once per order and searched in
 * that order; the last few views of it, their sums and its facets are kept until it changes.
 */
import { createFieldsFilter, type FieldsFilter } from '../../lib/textSearch';
import type { ListView } from '../schemas/lists';
import type { Database, WorkingDatabase } from './db';
import { KeptOrders } from './keptOrders';
import type { ListCollection, ListFilter, ListSpec, ListStore, RowOf, Texts } from './lists';

/** The most values a facet answers (the filters' choices): far more than a menu can offer. */
export const FACET_VALUES_MAX = 500;

/** The views last asked of each collection, by the collection's array (a change makes a new one, and the old views go with it). */
const VIEWS_KEPT = 8;
const viewCache = new WeakMap<object, Map<string, readonly unknown[]>>();
const searchCache = new WeakMap<object, FieldsFilter<unknown, string>>();

function searchOf<T>(rows: readonly T[], spec: { search: Texts<T>; filters: Record<string, ListFilter<T>> }): FieldsFilter<T, string> {
  let found = searchCache.get(rows) as FieldsFilter<T, string> | undefined;
  if (!found) {
    const texts: Record<string, Texts<T>> = { [SEARCH_FIELD]: spec.search };
    for (const [name, filter] of Object.entries(spec.filters)) if (filter.kind === 'text') texts[name] = filter.texts;
    found = createFieldsFilter<T, string>(rows, texts);
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

/** The whole collection in one order (moved along as it changes): what every view in that order searches. */
function sortedOf<K extends ListCollection>(all: readonly RowOf<K>[], spec: ListSpec<K>, sort: { id: string; desc: boolean }): readonly RowOf<K>[] {
  const sortKey = Object.hasOwn(spec.sorts, sort.id) ? spec.sorts[sort.id] : undefined;
  if (!sortKey) return all;
  let kept = keptOrders.get(spec) as KeptOrders<RowOf<K>> | undefined;
  if (!kept) {
    kept = new KeptOrders<RowOf<K>>();
    keptOrders.set(spec, kept as KeptOrders<unknown>);
  }
  return kept.sorted(all, `${sort.id}.${sort.desc}`, { key: sortKey, desc: sort.desc });
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

/**
 * The rows of a view, in its order. The last few views of each collection are kept, so the
 * pages of one view (scrolling, a jump to the end) cost a slice rather than a search and a sort.
 */
export function memoryView<K extends ListCollection>(all: readonly RowOf<K>[], spec: ListSpec<K>, view: ListView): readonly RowOf<K>[] {
  const sort = view.sort ?? spec.defaultSort;
  const key = JSON.stringify([specNumber(spec), view.q, Object.entries(view.filters).sort(), sort.id, sort.desc, view.record]);
  let views = viewCache.get(all);
  if (!views) {
    views = new Map();
    viewCache.set(all, views);
  }
  const kept = views.get(key);
  if (kept) return kept as readonly RowOf<K>[];
  // Sorted first, once per collection and order: a search keeps that order, so a keystroke sorts nothing.
  const sorted = sortedOf(all, spec, sort);
  const base = view.record ? sorted.filter((row) => spec.id(row) === view.record) : sorted;
  const texts: Record<string, string> = { [SEARCH_FIELD]: view.q };
  const others: Array<(row: RowOf<K>) => boolean> = [];
  for (const [name, value] of Object.entries(view.filters)) {
    const filter = Object.hasOwn(spec.filters, name) ? spec.filters[name] : undefined;
    if (!filter || value === '') continue;
    if (filter.kind === 'text') texts[name] = value;
    else if (filter.kind === 'equals') others.push((row) => filter.value(row) === value);
    else if (filter.kind === 'from') others.push((row) => filter.day(row) >= value);
    else others.push((row) => filter.day(row) <= value);
  }
  if (!view.record && Object.keys(texts).length === 1 && !view.q) warmSearch(base, spec);
  const searched = searchOf(base, spec)(texts);
  const ordered = others.length === 0 ? searched : searched.filter((row) => others.every((keeps) => keeps(row)));
  views.set(key, ordered);
  if (views.size > VIEWS_KEPT) views.delete(views.keys().next().value as string);
  return ordered;
}

const sumsCache = new WeakMap<object, Record<string, number>>();

/** The view's sums, added once per view (every page of it answers them). */
function sumsOf<T>(rows: readonly T[], sums: Record<string, (row: T) => number>): Record<string, number> {
  const kept = sumsCache.get(rows);
  if (kept) return kept;
  const totals: Record<string, number> = {};
  for (const [name, amount] of Object.entries(sums)) {
    let paise = 0;
    for (let index = 0; index < rows.length; index += 1) paise += Math.round(amount(rows[index] as T) * 100);
    totals[name] = paise / 100;
  }
  sumsCache.set(rows, totals);
  return totals;
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

/** The in-memory store over the data as a call sees it. */
export function memoryStore(db: WorkingDatabase | Database): ListStore {
  return {
    page(spec, query) {
      const all = db[spec.collection] as readonly RowOf<typeof spec.collection>[];
      const rows = memoryView(all, spec, query);
      return {
        rows: rows.slice(query.offset, query.offset + query.limit),
        offset: query.offset,
        total: rows.length,
        everything: all.length,
        sums: sumsOf(rows, spec.sums),
        ...(spec.facets ? { facets: facetsOf(all, spec.facets) } : {}),
      };
    },
    *scan(spec, view, batch) {
      const rows = memoryView(db[spec.collection] as readonly RowOf<typeof spec.collection>[], spec, view);
      for (let start = 0; start < rows.length; start += batch) yield rows.slice(start, start + batch);
    },
  };
}
