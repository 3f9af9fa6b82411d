/**
 * The lists that grow with use, kept in SQLite (issue 47): the second ListStore, beside the
 * in-memory one, answering the same pages from the same ListSpec. Each list is a table with the
 * record as JSON and, for every sort, filter, search text and sum the spec declares, a column
 * computed by the spec's own function when the record is written; so SQLite orders and narrows
 * exactly as the in-memory store does, and each sort has an index. Node only (better-sqlite3):
 * the browser's MSW keeps the in-memory store. The tables and their writing: sqliteListTables.ts.
 */
import BetterSqlite from 'better-sqlite3';
import type Database from 'better-sqlite3';
import { normaliseText } from '../src/lib/textSearch.ts';
import type { StoredListCollection, ListStore } from '../src/api/backend/lists.ts';
import { FACET_VALUES_MAX } from '../src/api/backend/memoryStore.ts';
import type { ListPage, ListQuery, ListView } from '../src/api/schemas/lists.ts';
import { anchoredRanges, createAnchors, keyColumns } from './sqliteAnchors.ts';
import { column, ensureTable, listenToWrites, quote, textsOf, type Row, type Spec, type Written } from './sqliteListTables.ts';

export { appendRecords, replaceRecords } from './sqliteListTables.ts';

/** The day after `day` (YYYY-MM-DD). */
const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/**
 * How a view's page is read. `drive`: through its filters' own indexes and the text index,
 * those few records then sorted (a view that keeps few). `check`: by walking the sort's index,
 * each record checked against the filters and against the text index's matches, listed once (a
 * view that keeps some: a page of them is found within a few thousand records). `walk`: by
 * walking the sort's index, the words looked for in the texts themselves (a view that keeps
 * many: listing the text index's matches would cost more than finding a page of them).
 */
type ReadBy = 'drive' | 'check' | 'walk';

/**
 * The WHERE clause of a view, with its parameters: every word of a search somewhere in its
 * texts, the other filters exactly, read as `by` says (a count drives). A day range that follows
 * the view's own sort is always a range of that sort's index: it orders and narrows at once.
 */
function whereOf(spec: Spec, view: ListView, by: ReadBy = 'drive'): { sql: string; params: unknown[] } {
  // A unary + keeps SQLite from narrowing by a column's index, so it walks the sort's instead.
  const plus = by === 'drive' ? '' : '+';
  const clauses: string[] = [];
  const params: unknown[] = [];
  // Words of three letters or more are looked up in the trigram index (one MATCH for them all);
  // shorter ones, which a trigram cannot hold, are looked for in the texts themselves. So are all
  // of them when the view keeps many records: walking the sort's index finds a page of those
  // sooner than the index lists every match.
  const indexed: string[] = [];
  const containing = (target: string, text: string) => {
    for (const word of wordsOf(text)) {
      if (by !== 'walk' && [...word].length >= 3) {
        indexed.push(`{${target.replace(/"/g, '')}} : "${word.replace(/"/g, '""')}"`);
        continue;
      }
      clauses.push(`instr(${target}, ?) > 0`);
      params.push(word);
    }
  };
  if (view.record) {
    clauses.push('id = ?');
    params.push(view.record);
  }
  containing('q', view.q);
  const sortId = (view.sort ?? spec.defaultSort).id;
  for (const [name, value] of Object.entries(view.filters)) {
    const filter = Object.hasOwn(spec.filters, name) ? spec.filters[name] : undefined;
    if (!filter || value === '') continue;
    if (filter.kind === 'text') containing(column('f', name), value);
    else if ((filter.kind === 'from' || filter.kind === 'to') && filter.follows && Object.hasOwn(spec.sorts, filter.follows.sort)) {
      const { sort, startOf } = filter.follows;
      const bound = filter.kind === 'from' ? startOf(value) : startOf(nextDay(value));
      const keep = sort === sortId ? '' : plus;
      clauses.push(`${keep}${column('n', sort)} = 0 AND ${keep}${column('s', sort)} ${filter.kind === 'from' ? '>=' : '<'} ?`);
      params.push(bound ?? null);
    } else {
      clauses.push(`${plus}${column('f', name)} ${filter.kind === 'equals' ? '=' : filter.kind === 'from' ? '>=' : '<='} ?`);
      params.push(value);
    }
  }
  if (indexed.length > 0) {
    clauses.push(`${plus}ord IN (SELECT rowid FROM ${quote(`list_${spec.collection}_text`)} WHERE ${quote(`list_${spec.collection}_text`)} MATCH ?)`);
    params.push(indexed.join(' AND '));
  }
  return { sql: clauses.length === 0 ? '' : `WHERE ${clauses.join(' AND ')}`, params };
}

/** The ORDER BY of a sort: missing keys last either way, ties in the order the records came. */
function orderOf(spec: Spec, sort: { id: string; desc: boolean }, reversed = false): string {
  if (!Object.hasOwn(spec.sorts, sort.id)) return `ORDER BY ord ${reversed ? 'DESC' : 'ASC'}`;
  const desc = sort.desc !== reversed;
  const way = reversed ? 'DESC' : 'ASC';
  return `ORDER BY ${column('n', sort.id)} ${way}, ${column('s', sort.id)} ${desc ? 'DESC' : 'ASC'}, ord ${way}`;
}

/** A view that keeps at most this many records is read through its filters' indexes, those records then sorted. */
const DRIVE_MAX = 2000;
const wordsOf = (text: string) => normaliseText(text).trim().split(/\s+/).filter(Boolean);

/** Whether `record` is in `view`: whereOf's clauses, in JavaScript (a record just written, for the figures kept). */
function matchesView(spec: Spec, view: ListView, record: Row<StoredListCollection>): boolean {
  if (view.record && spec.id(record) !== view.record) return false;
  const contains = (texts: readonly (string | null | undefined)[], text: string) => {
    const words = wordsOf(text);
    if (words.length === 0) return true;
    const haystack = textsOf(texts);
    return words.every((word) => haystack.includes(word));
  };
  if (!contains(spec.search(record), view.q)) return false;
  for (const [name, value] of Object.entries(view.filters)) {
    const filter = Object.hasOwn(spec.filters, name) ? spec.filters[name] : undefined;
    if (!filter || value === '') continue;
    if (filter.kind === 'text' && !contains(filter.texts(record), value)) return false;
    if (filter.kind === 'equals' && filter.value(record) !== value) return false;
    if (filter.kind === 'from' && !(filter.day(record) >= value)) return false;
    if (filter.kind === 'to' && !(filter.day(record) <= value)) return false;
  }
  return true;
}

/**
 * A ListStore over a SQLite database holding the lists' tables (appendRecords writes them).
 * OFFSET walks the rows it skips, so a page past the middle of a view is read from its other
 * end, in reverse, and turned round; and a page near one read before is read from that one's
 * first record (sqliteAnchors.ts).
 */
export function sqliteListStore(db: Database.Database, { readDoc = (doc: string) => doc }: { readDoc?: (doc: string) => string } = {}): ListStore {
  /** A view's count and sums (in paise), by its list and WHERE clause; the list's size; its facets. Kept current as records are added. */
  const figures = new Map<string, { spec: Spec; view: ListView; total: number; paise: Record<string, number> }>();
  const counts = new Map<string, number>();
  const facetsKept = new Map<string, { spec: Spec; values: Record<string, string[]> }>();
  const anchors = createAnchors();
  const heard = (change: Written) => {
    const mine = (key: string) => (JSON.parse(key) as [string])[0] === change.collection;
    if ('replaced' in change) {
      for (const map of [figures, counts, facetsKept]) for (const key of [...map.keys()]) if (mine(key)) map.delete(key);
      anchors.forget(change.collection);
      return;
    }
    anchors.appended(change.collection, change.appended);
    const countKey = JSON.stringify([change.collection]);
    const size = counts.get(countKey);
    if (size !== undefined) counts.set(countKey, size + change.appended.length);
    for (const [key, kept] of figures) {
      if (!mine(key)) continue;
      for (const record of change.appended) {
        if (!matchesView(kept.spec, kept.view, record)) continue;
        kept.total += 1;
        for (const [name, amount] of Object.entries(kept.spec.sums)) kept.paise[name] = (kept.paise[name] ?? 0) + Math.round(amount(record) * 100);
      }
    }
    const facets = facetsKept.get(countKey);
    for (const [name, value] of Object.entries(facets?.spec.facets ?? {})) {
      const values = new Set(facets!.values[name] ?? []);
      for (const record of change.appended) if (values.size < FACET_VALUES_MAX) values.add(value(record));
      facets!.values[name] = [...values].sort();
    }
  };
  listenToWrites(db, heard);

  /**
   * A page's records in the view's order: from the anchor nearest it when one is nearer than the
   * end it would be walked from (sqliteAnchors.ts), else by OFFSET from the nearer end;
   * the page's first record is kept as an anchor. The page's places come first, from the sort's
   * index alone where the view needs no more (an OFFSET past 500,000 records walks the index, not
   * the records), then its records.
   */
  function readPage(spec: Spec, read: { sql: string; params: unknown[] }, sort: { id: string; desc: boolean }, at: { cacheKey: string; query: ListQuery; offset: number; limit: number; fromEnd: boolean }) {
    const table = quote(`list_${spec.collection}`);
    const sortable = Object.hasOwn(spec.sorts, sort.id);
    const [n, s] = sortable ? [column('n', sort.id), column('s', sort.id)] : ['0', 'NULL'];
    const anchorKey = JSON.stringify([at.cacheKey, sort]);
    const walk = at.fromEnd ? at.offset : at.query.offset;
    const anchor = sortable ? anchors.nearest(anchorKey, at.query.offset, walk) : undefined;
    const forward = orderOf(spec, sort);
    let docs: { doc: string; ord: number; n: 0 | 1; s: number | string | null }[];
    if (anchor) {
      // From the anchor: the rows before it (read nearest first, then turned round) and those from it on.
      const also = read.sql ? `${read.sql.slice('WHERE '.length)} AND ` : '';
      const ranges = (way: 'on' | 'before', skip: number, take: number) => {
        if (take <= 0) return [];
        const parts = anchoredRanges(also, n, s, sort.desc, anchor, way);
        const union = parts.map((part) => `SELECT ord FROM (SELECT ord FROM ${table} WHERE ${part.sql} LIMIT ?)`).join(' UNION ALL ');
        const params = parts.flatMap((part) => [...read.params, ...part.params, skip + take]);
        return db.prepare(`SELECT doc, ord, ${n} AS n, ${s} AS s FROM ${table} WHERE ord IN (SELECT ord FROM (${union}) LIMIT ? OFFSET ?) ${forward}`).all(...params, take, skip) as typeof docs;
      };
      const before = Math.max(0, anchor.at - at.query.offset);
      const earlier = Math.min(before, at.limit);
      docs = [...ranges('before', before - earlier, earlier), ...ranges('on', Math.max(0, at.query.offset - anchor.at), at.limit - earlier)];
    } else {
      const order = orderOf(spec, sort, at.fromEnd);
      docs = db.prepare(`SELECT doc, ord, ${n} AS n, ${s} AS s FROM ${table} WHERE ord IN (SELECT ord FROM ${table} ${read.sql} ${order} LIMIT ? OFFSET ?) ${order}`).all(...read.params, at.limit, at.offset) as typeof docs;
      if (at.fromEnd) docs.reverse();
    }
    const first = docs[0];
    if (sortable && first) {
      const view = { q: at.query.q, filters: at.query.filters, sort: at.query.sort, record: at.query.record };
      const key = spec.sorts[sort.id]!;
      const place = (record: Row<StoredListCollection>) => (matchesView(spec, view, record) ? { ...keyColumns(key(record)), ord: Number.POSITIVE_INFINITY } : null);
      anchors.keep(anchorKey, spec.collection, sort.desc, place, { at: at.query.offset, n: first.n, s: first.s, ord: first.ord });
    }
    return docs.map((row) => JSON.parse(readDoc(row.doc)) as Row<typeof spec.collection>);
  }

  return {
    page(spec, query: ListQuery): ListPage<Row<typeof spec.collection>> {
      const general = spec as unknown as Spec;
      ensureTable(db, general);
      const table = quote(`list_${general.collection}`);
      const sort = query.sort ?? general.defaultSort;
      const where = whereOf(general, query);
      const sumNames = Object.keys(general.sums);
      const countKey = JSON.stringify([general.collection]);
      let everything = counts.get(countKey);
      if (everything === undefined) {
        everything = (db.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n;
        counts.set(countKey, everything);
      }
      const cacheKey = JSON.stringify([general.collection, where]);
      let kept = figures.get(cacheKey);
      if (!kept) {
        const selected = ['count(*) AS n', ...sumNames.map((name, index) => `coalesce(sum(${column('m', name)}), 0) AS m${index}`)];
        const answer = db.prepare(`SELECT ${selected.join(', ')} FROM ${table} ${where.sql}`).get(...where.params) as Record<string, number>;
        const view = { q: query.q, filters: query.filters, sort: query.sort, record: query.record };
        kept = { spec: general, view, total: answer.n ?? 0, paise: Object.fromEntries(sumNames.map((name, index) => [name, answer[`m${index}`] ?? 0])) };
        figures.set(cacheKey, kept);
        if (figures.size > 64) figures.delete(figures.keys().next().value as string);
      }
      const seen = { total: kept.total, sums: Object.fromEntries(Object.entries(kept.paise).map(([name, paise]) => [name, paise / 100])) };
      const { total } = seen;
      const fromEnd = query.offset > total / 2;
      const limit = Math.max(0, Math.min(query.limit, total - query.offset));
      const offset = fromEnd ? Math.max(0, total - query.offset - limit) : query.offset;
      // A view that keeps few records is read through its filters' indexes and those few sorted;
      // one that keeps more (an operator's quarter of the log, a common name) by walking the
      // sort's index, which finds a page of them at once instead of sorting them all (ReadBy).
      const read = total <= DRIVE_MAX ? where : whereOf(general, query, total * 20 < everything ? 'check' : 'walk');
      const rows = limit === 0 ? [] : readPage(general, read, sort, { cacheKey, query, offset, limit, fromEnd });
            // A facet's values are its filter's column (a facet is named as the filter it offers choices for).
      let facets = facetsKept.get(countKey)?.values;
      if (!facets && general.facets) {
        facets = Object.fromEntries(
          Object.keys(general.facets).map((name) => [name, (db.prepare(`SELECT DISTINCT ${column('f', name)} AS v FROM ${table} WHERE ${column('f', name)} IS NOT NULL ORDER BY v LIMIT ${FACET_VALUES_MAX}`).all() as { v: string }[]).map((row) => row.v)]),
        );
        facetsKept.set(countKey, { spec: general, values: facets });
      }
      return { rows, offset: query.offset, total, everything, sums: seen.sums, ...(facets ? { facets } : {}) };
    },
    *scan(spec, view, batch) {
      const general = spec as unknown as Spec;
      ensureTable(db, general);
      const where = whereOf(general, view);
      // A scan may be read slowly (an export waits for the network between batches) while
      // calls write: it reads through a connection of its own, which sees the list as it was
      // when the scan began (WAL) and blocks no writer. A database in memory has only the one.
      const reader = db.memory ? db : new BetterSqlite(db.name, { readonly: true, fileMustExist: true });
      try {
        const statement = reader.prepare(`SELECT doc FROM ${quote(`list_${general.collection}`)} ${where.sql} ${orderOf(general, view.sort ?? general.defaultSort)}`);
        let rows: Row<typeof spec.collection>[] = [];
        for (const row of statement.iterate(...where.params) as Iterable<{ doc: string }>) {
          rows.push(JSON.parse(readDoc(row.doc)) as Row<typeof spec.collection>);
          if (rows.length >= batch) {
            yield rows;
            rows = [];
          }
        }
        if (rows.length > 0) yield rows;
      } finally {
        if (reader !== db) reader.close();
      }
    },
    startingWith(spec, prefix, limit) {
      const general = spec as unknown as Spec;
      ensureTable(db, general);
      // A range of the id index: every id from the prefix up to the last that can start with it.
      const docs = db.prepare(`SELECT doc FROM ${quote(`list_${general.collection}`)} WHERE id >= ? AND id < ? ORDER BY id, ord LIMIT ?`).all(prefix, `${prefix}\uffff`, limit) as { doc: string }[];
      return docs.map((row) => JSON.parse(readDoc(row.doc)) as Row<typeof spec.collection>);
    },
  };
}
