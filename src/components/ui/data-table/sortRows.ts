/**
 * The DataTable's sort, built for 10,000 rows: each row's value is read once, text is turned
 * into a key compared by code unit instead of a collation per comparison, and a filtered
 * subset of a list already sorted keeps that order in one pass instead of being sorted again
 * (issue 6: a keystroke or a column click at 10,000 rows within a frame).
 */
import type { CellValue } from './types';

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

/**
 * `rows` ordered by `key` (each row's key is read once), ascending or descending; rows without
 * one (a missing amount, an unreadable date) last either way, and ties in the order the rows
 * came in. Numbers sort before text when keys mix them. Returns a new array; `rows` is left as
 * it is.
 */
export function sortRows<T>(rows: readonly T[], key: (row: T) => SortKey, desc: boolean): T[] {
  const keys = rows.map(key);
  const order = rows.map((_, index) => index);
  const sign = desc ? -1 : 1;
  order.sort((a, b) => {
    const ka = keys[a];
    const kb = keys[b];
    if (ka === undefined || kb === undefined) return ka === kb ? a - b : ka === undefined ? 1 : -1;
    if (typeof ka !== typeof kb) return typeof ka === 'number' ? -sign : sign;
    return (ka < kb ? -sign : ka > kb ? sign : 0) || a - b;
  });
  return order.map((index) => rows[index] as T);
}

/**
 * `rows` in the order they have in `sorted` (the whole list, sorted), in one pass over it.
 * null when a row is not in `sorted`: the caller sorts `rows` itself.
 */
export function inOrderOf<T>(sorted: readonly T[], rows: readonly T[]): readonly T[] | null {
  if (rows.length === 0) return rows;
  const wanted = new Set(rows);
  if (wanted.size === sorted.length && rows.length === sorted.length) {
    // The whole list (the usual case with no search): nothing to filter, if it is the same list.
    return sorted.every((row) => wanted.has(row)) ? sorted : null;
  }
  const ordered = sorted.filter((row) => wanted.has(row));
  return ordered.length === wanted.size ? ordered : null;
}
