/**
 * A list's filters that move with the clock (lists.ts ClockFilter: a booking's meet), applied by
 * the in-memory store to a view it keeps (memoryStore.ts). What each record's value is read from
 * is prepared once per collection, and each record's value worked out once, then moved on as
 * sessions start and end (only the bookings whose moment came); an order reads them through its
 * places' indexes in the collection, and a view's counts hold until the next move, so the pages of
 * a view cost a look-up, not a pass over a year's 200,000 bookings.
 */
import { clockCount, type ListView } from '../schemas/lists';
import { sumsAt } from './placedFigures';
import type { ClockFilter, ListCollection, ListSpec, RowOf } from './lists';

/**
 * A view of a list: `base`, the order its rows are in, their `places` in it (null: every place),
 * and their sums. The rows are read from `base` when asked (rowsOf), so a view holds the records
 * as they are now when its order is changed where it is (keptOrders.ts).
 */
export interface MemoryView<T> {
  sums: Record<string, number>;
  base: readonly T[];
  places: Int32Array | null;
}

/** How many rows a view has. */
export const sizeOf = (view: MemoryView<unknown>) => (view.places === null ? view.base.length : view.places.length);

/** The view's rows from `start` up to `end`, as its order holds them now. */
export function rowsOf<T>(view: MemoryView<T>, start = 0, end = sizeOf(view)): T[] {
  return view.places === null ? view.base.slice(start, end) : Array.from(view.places.subarray(start, end), (place) => view.base[place] as T);
}

type Prepared = (prepared: unknown, now: number) => string | null;
type Changes = (prepared: unknown, now: number) => number;

/**
 * A collection's clock values: for each clock filter, each record's value (by its index in the
 * collection) as its index in `counts` (-1 for none), as they are at `at`. Each record's moments
 * of change (a session's start, its end) are listed once, in time order (`events`), so a later
 * call moves the values on through the moments passed since (a few sessions), not through every
 * record; `version` counts the moves. Records are replaced, never changed: a new collection
 * array is worked out afresh.
 */
interface ClockValues {
  at: number;
  until: number;
  version: number;
  values: Int8Array[];
  events: { moments: Float64Array; indexes: Int32Array; next: number; prepared: unknown[] }[];
  /** Each record's index in the collection, for the orders' places. */
  indexOf: Map<unknown, number>;
}
const collectionValues = new WeakMap<object, WeakMap<object, ClockValues>>();

function valueIndex(value: Prepared, counts: readonly string[], prepared: unknown, now: number): number {
  const at = value(prepared, now);
  return at === null ? -1 : counts.indexOf(at);
}

/** The collection's clock values now: made once, then moved on with the clock. */
function clockValuesOf<T>(all: readonly T[], spec: object, clocks: readonly ClockFilter<T>[], now: number): ClockValues {
  let bySpec = collectionValues.get(spec);
  if (!bySpec) collectionValues.set(spec, (bySpec = new WeakMap()));
  const found = bySpec.get(all);
  if (found && found.at <= now) return now < found.until ? found : advance(found, clocks, now);
  const events = clocks.map((filter) => {
    const prepared = all.map((row) => filter.prepare(row));
    const changesAt = filter.changesAt as Changes;
    // Every moment each record's value changes from `now` on (at most a few each).
    const moments: number[] = [];
    const indexes: number[] = [];
    prepared.forEach((ready, index) => {
      for (let moment = changesAt(ready, now), seen = 0; moment !== Infinity && seen < 8; moment = changesAt(ready, moment), seen += 1) {
        moments.push(moment);
        indexes.push(index);
      }
    });
    const byTime = Array.from(moments.keys()).sort((x, y) => moments[x]! - moments[y]!);
    return { moments: Float64Array.from(byTime, (event) => moments[event]!), indexes: Int32Array.from(byTime, (event) => indexes[event]!), next: 0, prepared };
  });
  const values = clocks.map((filter, clock) => Int8Array.from(events[clock]!.prepared, (ready) => valueIndex(filter.value as Prepared, filter.counts, ready, now)));
  const made: ClockValues = { at: now, until: Math.min(...events.map((event) => event.moments[0] ?? Infinity)), version: 0, values, events, indexOf: new Map(all.map((row, index) => [row, index])) };
  bySpec.set(all, made);
  return made;
}

/** The records whose moments came between the values' time and `now` take their value now. */
function advance<T>(kept: ClockValues, clocks: readonly ClockFilter<T>[], now: number): ClockValues {
  clocks.forEach((filter, clock) => {
    const event = kept.events[clock]!;
    const own = kept.values[clock]!;
    for (; event.next < event.moments.length && event.moments[event.next]! <= now; event.next += 1) {
      const index = event.indexes[event.next]!;
      own[index] = valueIndex(filter.value as Prepared, filter.counts, event.prepared[index], now);
    }
  });
  kept.at = now;
  kept.until = Math.min(...kept.events.map((event) => event.moments[event.next] ?? Infinity));
  kept.version += 1;
  return kept;
}

/** Each place of an order (the whole collection, sorted) as the index of its record in the collection, made once per order and collection. */
const orderIndexes = new WeakMap<object, { values: ClockValues; indexes: Int32Array }>();
function indexesOf<T>(base: readonly T[], values: ClockValues): Int32Array {
  const found = orderIndexes.get(base);
  if (found?.values === values) return found.indexes;
  const indexes = Int32Array.from(base, (row) => values.indexOf.get(row) ?? -1);
  orderIndexes.set(base, { values, indexes });
  return indexes;
}

/** A kept view's values as of a version of its collection's, and the views each choice of the clock filters made of it then. */
interface ViewValues {
  clock: ClockValues;
  version: number;
  indexes: Int32Array;
  chosen: Map<string, MemoryView<unknown>>;
}
const viewValues = new WeakMap<object, ViewValues>();

function valuesOf<T>(all: readonly T[], kept: MemoryView<T>, spec: object, clocks: readonly ClockFilter<T>[], now: number): ViewValues {
  const clock = clockValuesOf(all, spec, clocks, now);
  const found = viewValues.get(kept);
  if (found && found.clock === clock && found.version === clock.version) return found;
  const made = { clock, version: clock.version, indexes: indexesOf(kept.base, clock), chosen: new Map<string, MemoryView<unknown>>() };
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
  const state = valuesOf(all, kept, spec, clocks.map(([, filter]) => filter), now);
  // Each clock filter's choice as the index of its value (-2: none chosen).
  const wanted = clocks.map(([name, filter]) => {
    const value = Object.hasOwn(view.filters, name) ? view.filters[name] : '';
    return value ? filter.counts.indexOf(value) : -2;
  });
  const key = wanted.join(' ');
  const chosen = state.chosen.get(key);
  if (chosen) return chosen as MemoryView<RowOf<K>>;
  // Each row's values, read once by its record's index in the collection (its place in the
  // order, that place's record), then counted in plain loops: a year's 200,000 bookings in a few ms.
  const { values } = state.clock;
  const { places, base } = kept;
  const { indexes } = state;
  const size = sizeOf(kept);
  const rowValues = values.map((own) => {
    const out = new Int8Array(size);
    for (let at = 0; at < size; at += 1) out[at] = own[indexes[places === null ? at : places[at]!]!] ?? -1;
    return out;
  });
  /** Whether the row at `at` has every chosen value but `except`'s. */
  const keeps = (at: number, except: number) => {
    for (let clock = 0; clock < wanted.length; clock += 1) if (clock !== except && wanted[clock] !== -2 && rowValues[clock]![at] !== wanted[clock]) return false;
    return true;
  };
  const others = (except: number) => wanted.some((value, clock) => clock !== except && value !== -2);
  const counts: Record<string, number> = {};
  clocks.forEach(([name, filter], clock) => {
    const tally = new Array<number>(filter.counts.length).fill(0);
    const own = rowValues[clock]!;
    const filtered = others(clock);
    for (let at = 0; at < size; at += 1) {
      const value = own[at]!;
      if (value >= 0 && (!filtered || keeps(at, clock))) tally[value]! += 1;
    }
    filter.counts.forEach((value, index) => (counts[clockCount(name, value)] = tally[index]!));
  });
  let made: MemoryView<RowOf<K>>;
  if (wanted.every((value) => value === -2)) made = { ...kept, sums: { ...kept.sums, ...counts } };
  else {
    const left = new Int32Array(size);
    let count = 0;
    for (let at = 0; at < size; at += 1) if (keeps(at, -1)) left[count++] = places === null ? at : places[at]!;
    const chosenPlaces = left.slice(0, count);
    made = { sums: { ...sumsAt(base, spec.sums, chosenPlaces), ...counts }, base, places: chosenPlaces };
  }
  state.chosen.set(key, made);
  return made;
}
