/**
 * Where a view's pages begin, kept (issue 47): OFFSET walks every index entry it skips, so a
 * page half way down a million records walks 500,000 of them each time it is asked. Each page
 * read leaves an anchor: its first record's place in the view and its sort key (missing or not,
 * the key, its `ord`). A later page at or after an anchor is read from it, by seeking the sort's
 * index to that key, and walks only the rows between. A record appended to the list moves the
 * anchors of the views it is in that it sorts before, so every anchor stays exact.
 */
import type { SortKey } from '../src/lib/sortRows.ts';

/** A record's place in a view, and its key in the view's sort: `n` 1 when it has no key (last either way). */
export interface Anchor {
  at: number;
  n: 0 | 1;
  s: number | string | null;
  ord: number;
}

/**
 * The most rows a page is read away from its anchor: nearer than either end, a few screens of
 * scrolling (SQLite may gather the rows between, where OFFSET only steps over them).
 */
export const ANCHOR_REACH = 5000;
/** How many anchors a view keeps: the places most recently read. */
const ANCHORS_MAX = 256;
/** How many views keep anchors. */
const VIEWS_MAX = 128;

/** SQLite's order of two keys of one sort (BINARY: text by code point, numbers before text). */
function compareKeys(a: number | string | null, b: number | string | null): number {
  if (a === b) return 0;
  if (a === null || b === null) return a === null ? -1 : 1;
  if (typeof a === 'number' || typeof b === 'number') return typeof a === typeof b ? (a < b ? -1 : 1) : typeof a === 'number' ? -1 : 1;
  // Code points, not UTF-16 units: they differ only where a character beyond U+FFFF meets one from U+E000.
  for (let index = 0; index < a.length && index < b.length; index += 1) {
    const [x, y] = [a.codePointAt(index)!, b.codePointAt(index)!];
    if (x !== y) return x < y ? -1 : 1;
    if (x > 0xffff) index += 1;
  }
  return a.length - b.length;
}

/** Whether the record keyed (n, s, ord) comes before `anchor` in a view sorted so (ties by ord, missing keys last). */
export function comesBefore(key: { n: 0 | 1; s: number | string | null; ord: number }, anchor: Anchor, desc: boolean): boolean {
  if (key.n !== anchor.n) return key.n < anchor.n;
  const order = compareKeys(key.s, anchor.s);
  if (order !== 0) return desc ? order > 0 : order < 0;
  return key.ord < anchor.ord;
}

/** A sort key as the list's table holds it (sqliteListTables.ts). */
export const keyColumns = (key: SortKey) => ({ n: key === undefined ? 1 : 0, s: key === undefined ? null : key }) as const;

/** The anchors of every view of the lists of one database, by the view's key (its list, WHERE clause and sort). */
/** Where an appended record falls in a view: its key, or null when the view does not hold it. */
export type Placed = (record: never) => { n: 0 | 1; s: number | string | null; ord: number } | null;

export function createAnchors() {
  const views = new Map<string, { collection: string; desc: boolean; place: Placed; anchors: Anchor[] }>();
  return {
    /** The anchor nearest `offset` in the view (before or after it), if any is nearer than `within` rows. */
    nearest(key: string, offset: number, within: number): Anchor | undefined {
      let best: Anchor | undefined;
      for (const anchor of views.get(key)?.anchors ?? []) if (Math.abs(offset - anchor.at) < Math.min(within, ANCHOR_REACH + 1, best ? Math.abs(offset - best.at) : Infinity)) best = anchor;
      return best;
    },
    /** Keeps the place of a page's first record; `place` says where a record appended later falls in the view. */
    keep(key: string, collection: string, desc: boolean, place: Placed, anchor: Anchor) {
      let view = views.get(key);
      if (!view) {
        view = { collection, desc, place, anchors: [] };
        views.set(key, view);
        if (views.size > VIEWS_MAX) views.delete(views.keys().next().value as string);
      }
      view.anchors = [...view.anchors.filter((kept) => kept.at !== anchor.at), anchor];
      if (view.anchors.length > ANCHORS_MAX) view.anchors.shift();
    },
    /** Records appended to a list (after every record it had): in each view that holds one, the anchors after it move down one. */
    appended(collection: string, records: readonly unknown[]) {
      for (const view of views.values()) {
        if (view.collection !== collection) continue;
        for (const record of records) {
          const placed = view.place(record as never);
          if (placed) for (const anchor of view.anchors) if (comesBefore(placed, anchor, view.desc)) anchor.at += 1;
        }
      }
    },
    /** Records changed in place: the list's anchors are let go. */
    forget(collection: string) {
      for (const [key, view] of views) if (view.collection === collection) views.delete(key);
    },
  };
}

/**
 * The rows of a view next to an anchor, as ranges of the sort's index each sought and read in
 * order: `on`, the anchor's record and those after it (its ties from its own record, the keys
 * after it, the records with no key); `before`, those before it, nearest first (its ties before
 * it, the keys before it, and the keyed records when it has none). `where`: the view's own
 * clauses, ending in AND (or ''); `n`, `s`: the sort's columns; each range reads at most `most`.
 */
export function anchoredRanges(where: string, n: string, s: string, desc: boolean, anchor: Anchor, way: 'on' | 'before'): { sql: string; params: unknown[] }[] {
  const [keyWay, ordWay] = way === 'on' ? [desc ? 'DESC' : 'ASC', 'ASC'] : [desc ? 'ASC' : 'DESC', 'DESC'];
  const after = (way === 'on') !== desc ? '>' : '<';
  if (way === 'on') {
    if (anchor.n === 1) return [{ sql: `${where}${n} = 1 AND ord >= ? ORDER BY ord`, params: [anchor.ord] }];
    return [
      { sql: `${where}${n} = 0 AND ${s} = ? AND ord >= ? ORDER BY ord`, params: [anchor.s, anchor.ord] },
      { sql: `${where}${n} = 0 AND ${s} ${after} ? ORDER BY ${s} ${keyWay}, ord ${ordWay}`, params: [anchor.s] },
      { sql: `${where}${n} = 1 ORDER BY ord`, params: [] },
    ];
  }
  if (anchor.n === 1) {
    return [
      { sql: `${where}${n} = 1 AND ord < ? ORDER BY ord DESC`, params: [anchor.ord] },
      { sql: `${where}${n} = 0 ORDER BY ${s} ${keyWay}, ord DESC`, params: [] },
    ];
  }
  return [
    { sql: `${where}${n} = 0 AND ${s} = ? AND ord < ? ORDER BY ord DESC`, params: [anchor.s, anchor.ord] },
    { sql: `${where}${n} = 0 AND ${s} ${after} ? ORDER BY ${s} ${keyWay}, ord DESC`, params: [anchor.s] },
  ];
}

