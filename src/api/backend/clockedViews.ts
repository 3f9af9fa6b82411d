/**
 * A list's filters that move with the clock (lists.ts ClockFilter: a booking's meet), applied by
 * the in-memory store to a view it keeps (memoryStore.ts). What each record's value is read from
 * is prepared once per collection; a view's values are worked out once and hold until the first
 * moment one of its records changes value (a session starting or ending), so the pages of a view
 * asked meanwhile cost a look-up, not a pass over a year's 200,000 bookings.
 */
import { clockCount, type ListView } from '../schemas/lists';
import { sumsAt } from './placedFigures';
import type { ClockFilter, ListCollection, ListSpec, RowOf } from './lists';

/** A view of a list: its rows in order, and their sums; `base`, the order they were kept from, and their `places` in it (null: every place). */
export interface MemoryView<T> {
  rows: readonly T[];
  sums: Record<string, number>;
  base: readonly T[];
  places: Int32Array | null;
}

type Prepared = (prepared: unknown, now: number) => string | null;
type Changes = (prepared: unknown, now: number) => number;

/** Each record's prepared value, by the collection it is in (records are replaced, never changed: a new collection array prepares again). */
const preparedCache = new WeakMap<object, WeakMap<object, Map<unknown, unknown>>>();
function preparedOf<T>(all: readonly T[], filter: ClockFilter<T>): Map<unknown, unknown> {
  let byAll = preparedCache.get(filter);
  if (!byAll) preparedCache.set(filter, (byAll = new WeakMap()));
  let kept = byAll.get(all);
  if (!kept) byAll.set(all, (kept = new Map(all.map((row) => [row, filter.prepare(row)]))));
  return kept;
}

/** An order's clock values: for each clock filter, each place's value as its index in `counts` (-1 for none), and the moments they hold between. */
interface ClockValues {
  at: number;
  until: number;
  values: Int8Array[];
}
const orderValues = new WeakMap<object, ClockValues>();

/** Each place's values in an order (the whole collection, sorted), worked out once until one of them changes: every view in that order reads them by place. */
function orderValuesOf<T>(all: readonly T[], base: readonly T[], clocks: readonly ClockFilter<T>[], now: number): ClockValues {
  const found = orderValues.get(base);
  if (found && found.at <= now && now < found.until) return found;
  let until = Infinity;
  const values = clocks.map((filter) => {
    const prepared = preparedOf(all, filter);
    const value = filter.value as Prepared;
    const changesAt = filter.changesAt as Changes;
    const own = new Int8Array(base.length);
    for (let place = 0; place < base.length; place += 1) {
      const ready = prepared.get(base[place]);
      const at = value(ready, now);
      own[place] = at === null ? -1 : filter.counts.indexOf(at);
      const next = changesAt(ready, now);
      if (next < until) until = next;
    }
    return own;
  });
  const made = { at: now, until, values };
  orderValues.set(base, made);
  return made;
}

/** A kept view's values, by its rows' places in their order, and the views each choice of the clock filters made of it. */
interface ViewValues {
  order: ClockValues;
  values: Int8Array[];
  chosen: Map<string, MemoryView<unknown>>;
}
const viewValues = new WeakMap<object, ViewValues>();

function valuesOf<T>(all: readonly T[], kept: MemoryView<T>, clocks: readonly ClockFilter<T>[], now: number): ViewValues {
  const order = orderValuesOf(all, kept.base, clocks, now);
  const found = viewValues.get(kept);
  if (found && found.order === order) return found;
  const { places } = kept;
  const values = places === null ? order.values : order.values.map((own) => Int8Array.from(places, (place) => own[place]!));
  const made = { order, values, chosen: new Map<string, MemoryView<unknown>>() };
  viewValues.set(kept, made);
  return made;
}

/**
 * The view as the clock finds it now: each clock filter's counts taken under every other filter,
 * its chosen value applied, and the sums of the rows left. A list with no clock filter answers
 * the kept view itself.
 */
export function clockedView<K extends ListCollection>(all: readonly RowOf<K>[], kept: MemoryView<RowOf<K>>, spec: ListSpec<K>, view: ListView, now: number): MemoryView<RowOf<K>> {
  const clocks = Object.entries(spec.filters).filter((entry): entry is [string, ClockFilter<RowOf<K>>] => entry[1].kind === 'clock');
  if (clocks.length === 0) return kept;
  const state = valuesOf(all, kept, clocks.map(([, filter]) => filter), now);
  // Each clock filter's choice as the index of its value (-2: none chosen).
  const wanted = clocks.map(([name, filter]) => {
    const value = Object.hasOwn(view.filters, name) ? view.filters[name] : '';
    return value ? filter.counts.indexOf(value) : -2;
  });
  const key = wanted.join(' ');
  const chosen = state.chosen.get(key);
  if (chosen) return chosen as MemoryView<RowOf<K>>;
  const { values } = state;
  const keeps = (at: number, except: number) => wanted.every((value, clock) => clock === except || value === -2 || values[clock]![at] === value);
  const counts: Record<string, number> = {};
  clocks.forEach(([name, filter], clock) => {
    const tally = new Array<number>(filter.counts.length).fill(0);
    const own = values[clock]!;
    for (let at = 0; at < own.length; at += 1) if (own[at]! >= 0 && keeps(at, clock)) tally[own[at]!] = (tally[own[at]!] ?? 0) + 1;
    filter.counts.forEach((value, index) => (counts[clockCount(name, value)] = tally[index]!));
  });
  let made: MemoryView<RowOf<K>>;
  if (wanted.every((value) => value === -2)) made = { ...kept, sums: { ...kept.sums, ...counts } };
  else {
    const left: number[] = [];
    for (let at = 0; at < kept.rows.length; at += 1) if (keeps(at, -1)) left.push(kept.places === null ? at : kept.places[at]!);
    const places = Int32Array.from(left);
    made = { rows: Array.from(places, (place) => kept.base[place] as RowOf<K>), sums: { ...sumsAt(kept.base, spec.sums, places), ...counts }, base: kept.base, places };
  }
  state.chosen.set(key, made);
  return made;
}
