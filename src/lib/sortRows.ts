/**
 * The DataTable's sort, built for 10,000 rows: each row's value is read once, text is turned
 * into a key compared by code unit instead of a collation per comparison, and a filtered
 * subset of a list already sorted keeps that order in one pass instead of being sorted again
 * (issue 6: a keystroke or a column click at 10,000 rows within a frame).
 */
/** A value a table cell shows, sorts and exports. */
export type CellValue = string | number | boolean | null | undefined;

/** What rows are ordered by: numbers by value, text by code unit, undefined last. */
export type SortKey = number | string | undefined;

const ACCENTS = /[\u0300-\u036f]/g;
const DIGIT_RUN = /\d+/g;
// Anything beyond printable ASCII may carry accents (control characters just take the slower path).
const NOT_ASCII = /[^ -~]/;

/**
 * A text's sort key: lower case, accents off, and digit runs padded to one length, so keys
 * compared by code unit order as a numeric, case- and accent-blind collation does for the
 * names, ids and phone numbers in these tables ('Item 2' before 'Item 10', 'émile' by 'emile').
 */
export function textSortKey(text: string): string {
  let key = text.toLowerCase();
  if (NOT_ASCII.test(key)) key = key.normalize('NFKD').replace(ACCENTS, '');
  return key.replace(DIGIT_RUN, (run) => run.replace(/^0+(?=\d)/, '').padStart(20, '0'));
}

/** A cell value's sort key: text through textSortKey, booleans false first, NaN as missing. */
export function cellSortKey(value: CellValue): SortKey {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'number') return Number.isNaN(value) ? undefined : value;
  if (typeof value === 'boolean') return value ? 1 : 0;
  return textSortKey(value);
}

/** Which of two keys comes first in sortRows' order, ties aside: -1, 0 or 1 (missing keys last either way). */
export function compareSortKeys(ka: SortKey, kb: SortKey, desc: boolean): number {
  const sign = desc ? -1 : 1;
  if (ka === undefined || kb === undefined) return ka === kb ? 0 : ka === undefined ? 1 : -1;
  if (typeof ka !== typeof kb) return typeof ka === 'number' ? -sign : sign;
  return ka < kb ? -sign : ka > kb ? sign : 0;
}

/**
 * `rows` ordered by `key` (each row's key is read once), ascending or descending; rows without
 * one (a missing amount, an unreadable date) last either way, and ties in the order the rows
 * came in. Numbers sort before text when keys mix them. `rows` is left as it is; when it is
 * already in that order (a backend's newest first) it is answered itself, after one look.
 */
export function sortRows<T>(rows: readonly T[], key: (row: T) => SortKey, desc: boolean): readonly T[] {
  const compare = (ka: SortKey, kb: SortKey) => compareSortKeys(ka, kb, desc);
  // The look: each key against the one before, until one is out of order (at once, mostly).
  let ordered = true;
  let previous = rows.length > 0 ? key(rows[0] as T) : undefined;
  for (let index = 1; index < rows.length && ordered; index += 1) {
    const next = key(rows[index] as T);
    // Two keys of one kind (all of them, mostly) take one comparison, inline.
    if (previous !== undefined && next !== undefined && typeof previous === typeof next) ordered = desc ? !(previous < next) : !(previous > next);
    else ordered = compare(previous, next) <= 0;
    previous = next;
  }
  if (ordered) return rows;
  const keys = rows.map(key);
  if (keys.every((one) => one === undefined || typeof one === 'number')) return sortByNumbers(rows, keys, desc);
  if (keys.every((one) => one === undefined || typeof one === 'string')) return sortByTexts(rows, keys, desc);
  const order = rows.map((_, index) => index);
  order.sort((a, b) => compare(keys[a], keys[b]) || a - b);
  return order.map((index) => rows[index] as T);
}

/**
 * sortRows when every key is text (names, dates as ISO text): rows without a key set aside, and
 * the others compared by their text alone, without the checks mixed keys need.
 */
function sortByTexts<T>(rows: readonly T[], keys: readonly (string | undefined)[], desc: boolean): T[] {
  const placed: number[] = [];
  const missing: number[] = [];
  for (let index = 0; index < keys.length; index += 1) (keys[index] === undefined ? missing : placed).push(index);
  const sign = desc ? -1 : 1;
  placed.sort((a, b) => {
    const ka = keys[a] as string;
    const kb = keys[b] as string;
    return ka < kb ? -sign : ka > kb ? sign : a - b;
  });
  return rowsAt(rows, placed, missing);
}

/** The rows at `placed` in that order, then those at `missing` (rows without a key). */
function rowsAt<T>(rows: readonly T[], placed: ArrayLike<number>, missing: readonly number[]): T[] {
  const sorted = new Array<T>(rows.length);
  let at = 0;
  for (let place = 0; place < placed.length; place += 1) sorted[at++] = rows[placed[place] as number] as T;
  for (let place = 0; place < missing.length; place += 1) sorted[at++] = rows[missing[place] as number] as T;
  return sorted;
}

/**
 * sortRows when every key is a number (amounts, counts, booleans): the keys in a Float64Array,
 * sorted with their places packed in (packedOrder) or else as places in an Int32Array, which
 * the engine sorts about twice as fast as a mixed array.
 */
function sortByNumbers<T>(rows: readonly T[], keys: readonly (number | undefined)[], desc: boolean): T[] {
  const values = new Float64Array(rows.length);
  const placed: number[] = [];
  const missing: number[] = [];
  for (let index = 0; index < rows.length; index += 1) {
    const one = keys[index];
    if (one === undefined) {
      missing.push(index);
    } else {
      values[index] = desc ? -one : one;
      placed.push(index);
    }
  }
  const order = packedOrder(values, placed) ?? Int32Array.from(placed).sort((a, b) => (values[a] as number) - (values[b] as number) || a - b);
  return rowsAt(rows, order, missing);
}

/**
 * The places ordered by value, ties by place, when every value is a whole number of hundredths
 * (amounts in paise, counts, booleans) in a range small enough to share one float64 with the
 * place: value × 2^bits + place, sorted by the engine's own numeric sort, which calls no
 * comparison function (about 130,000 calls at 10,000 rows). null for other values.
 */
function packedOrder(values: Float64Array, placed: readonly number[]): Int32Array | null {
  if (placed.length < 2) return null;
  const bits = Math.ceil(Math.log2(values.length + 1));
  const hundredths = new Float64Array(placed.length);
  let least = Infinity;
  let most = -Infinity;
  for (let at = 0; at < placed.length; at += 1) {
    const value = values[placed[at] as number] as number;
    const whole = Math.round(value * 100);
    if (whole / 100 !== value) return null;
    hundredths[at] = whole;
    if (whole < least) least = whole;
    if (whole > most) most = whole;
  }
  const scale = 2 ** bits;
  if ((most - least + 1) * scale > Number.MAX_SAFE_INTEGER) return null;
  for (let at = 0; at < placed.length; at += 1) hundredths[at] = ((hundredths[at] as number) - least) * scale + (placed[at] as number);
  hundredths.sort();
  const order = new Int32Array(placed.length);
  for (let at = 0; at < placed.length; at += 1) order[at] = (hundredths[at] as number) % scale;
  return order;
}

/** Each sorted list's row → place, made on the first search of that list and kept while the list lives. */
const placesOf = new WeakMap<readonly unknown[], Map<unknown, number>>();

function placesIn<T>(sorted: readonly T[]): Map<T, number> {
  let places = placesOf.get(sorted) as Map<T, number> | undefined;
  if (!places) {
    places = new Map();
    for (let place = 0; place < sorted.length; place += 1) places.set(sorted[place] as T, place);
    placesOf.set(sorted, places);
  }
  return places;
}

/**
 * `rows` in the order they have in `sorted` (the whole list, sorted): each row's place is
 * looked up, and a few rows are ordered by place, many by one sweep over the places (issue 6:
 * a keystroke at 10,000 rows within a frame). The whole list gives `sorted` itself. null when
 * a row is not in `sorted`: the caller sorts `rows` itself.
 */
export function inOrderOf<T>(sorted: readonly T[], rows: readonly T[]): readonly T[] | null {
  if (rows.length === 0 || rows === sorted) return rows;
  const places = placesIn(sorted);
  if (rows.length * 16 < sorted.length) {
    const found = new Int32Array(rows.length);
    for (let index = 0; index < rows.length; index += 1) {
      const place = places.get(rows[index] as T);
      if (place === undefined) return null;
      found[index] = place;
    }
    found.sort();
    return Array.from(found, (place) => sorted[place] as T);
  }
  const wanted = new Uint8Array(sorted.length);
  for (let index = 0; index < rows.length; index += 1) {
    const place = places.get(rows[index] as T);
    if (place === undefined) return null;
    wanted[place] = 1;
  }
  const ordered: T[] = [];
  for (let place = 0; place < sorted.length; place += 1) if (wanted[place] === 1) ordered.push(sorted[place] as T);
  return ordered.length === sorted.length ? sorted : ordered;
}
