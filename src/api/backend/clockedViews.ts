/**
 * A list's filters that move with the clock (lists.ts ClockFilter: a booking's meet), applied by
 * the in-memory store to a view it keeps (memoryStore.ts). What each record's value is read from
 * is prepared once per collection; an order's values are worked out once, then moved on as
 * sessions start and end (only the bookings whose moment came), and a view's counts hold until
 * then, so the pages of a view cost a look-up, not a pass over a year's 200,000 bookings.
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

/**
 * An order's clock values: for each clock filter, each place's value as its index in `counts`
 * (-1 for none), as they are at `at`. Each place's moments of change (a session's start, its end)
 * are listed once, in time order (`events`), so a later call moves the values on through the
 * moments passed since (a few sessions), not through every place; `version` counts the moves.
 */
interface ClockValues {
  /** The collection they were read from: an order's array is carried to the collection's next one (keptOrders.ts), its records may not be. */
  all: object;
  at: number;
  until: number;
  version: number;
  values: Int8Array[];
  events: { moments: Float64Array; places: Int32Array; next: number; prepared: unknown[] }[];
}
const orderValues = new WeakMap<object, ClockValues>();

/** Each place's values in an order (the whole collection, sorted), made once and then moved on with the clock: every view in that order reads them by place. */
function orderValuesOf<T>(all: readonly T[], base: readonly T[], clocks: readonly ClockFilter<T>[], now: number): ClockValues {
  const found = orderValues.get(base);
  if (found && found.all === all && found.at <= now) {
    if (now < found.until) return found;
    return advance(found, clocks, now);
  }
  const events = clocks.map((filter) => {
    const kept = preparedOf(all, filter);
    const prepared = Array.from(base, (row) => kept.get(row));
    const changesAt = filter.changesAt as Changes;
    // Every moment each place's value changes from `now` on (at most a few each).
    const moments: number[] = [];
    const places: number[] = [];
    prepared.forEach((ready, place) => {
      for (let moment = changesAt(ready, now), seen = 0; moment !== Infinity && seen < 8; moment = changesAt(ready, moment), seen += 1) {
        moments.push(moment);
        places.push(place);
      }
    });
    const byTime = Array.from(moments.keys()).sort((x, y) => moments[x]! - moments[y]!);
    return { moments: Float64Array.from(byTime, (index) => moments[index]!), places: Int32Array.from(byTime, (index) => places[index]!), next: 0, prepared };
  });
  const values = clocks.map((filter, clock) => {
    const value = filter.value as Prepared;
    const { prepared } = events[clock]!;
    return Int8Array.from(prepared, (ready) => {
      const at = value(ready, now);
      return at === null ? -1 : filter.counts.indexOf(at);
    });
  });
  const made: ClockValues = { all, at: now, until: Math.min(...events.map((event) => event.moments[0] ?? Infinity)), version: 0, values, events };
  orderValues.set(base, made);
  return made;
}

/** The places whose moments came between the values' time and `now` take their value now. */
function advance<T>(kept: ClockValues, clocks: readonly ClockFilter<T>[], now: number): ClockValues {
  clocks.forEach((filter, clock) => {
    const event = kept.events[clock]!;
    const value = filter.value as Prepared;
    const own = kept.values[clock]!;
    for (; event.next < event.moments.length && event.moments[event.next]! <= now; event.next += 1) {
      const place = event.places[event.next]!;
      const at = value(event.prepared[place], now);
      own[place] = at === null ? -1 : filter.counts.indexOf(at);
    }
  });
  kept.at = now;
  kept.until = Math.min(...kept.events.map((event) => event.moments[event.next] ?? Infinity));
  kept.version += 1;
  return kept;
}

/** A kept view's order values as of a version, and the views each choice of the clock filters made of it then. */
interface ViewValues {
  order: ClockValues;
  version: number;
  chosen: Map<string, MemoryView<unknown>>;
}
const viewValues = new WeakMap<object, ViewValues>();

function valuesOf<T>(all: readonly T[], kept: MemoryView<T>, clocks: readonly ClockFilter<T>[], now: number): ViewValues {
  const order = orderValuesOf(all, kept.base, clocks, now);
  const found = viewValues.get(kept);
  if (found && found.order === order && found.version === order.version) return found;
  const made = { order, version: order.version, chosen: new Map<string, MemoryView<unknown>>() };
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
  // Each row's values, read by its place in the order.
  const { values } = state.order;
  const { places } = kept;
  const placeOf = (at: number) => (places === null ? at : places[at]!);
  const keeps = (at: number, except: number) => wanted.every((value, clock) => clock === except || value === -2 || values[clock]![placeOf(at)] === value);
  const counts: Record<string, number> = {};
  clocks.forEach(([name, filter], clock) => {
    const tally = new Array<number>(filter.counts.length).fill(0);
    const own = values[clock]!;
    for (let at = 0; at < kept.rows.length; at += 1) {
      const value = own[placeOf(at)]!;
      if (value >= 0 && keeps(at, clock)) tally[value] = (tally[value] ?? 0) + 1;
    }
    filter.counts.forEach((value, index) => (counts[clockCount(name, value)] = tally[index]!));
  });
  let made: MemoryView<RowOf<K>>;
  if (wanted.every((value) => value === -2)) made = { ...kept, sums: { ...kept.sums, ...counts } };
  else {
    const left: number[] = [];
    for (let at = 0; at < kept.rows.length; at += 1) if (keeps(at, -1)) left.push(placeOf(at));
    const chosenPlaces = Int32Array.from(left);
    made = { rows: Array.from(chosenPlaces, (place) => kept.base[place] as RowOf<K>), sums: { ...sumsAt(kept.base, spec.sums, chosenPlaces), ...counts }, base: kept.base, places: chosenPlaces };
  }
  state.chosen.set(key, made);
  return made;
}
