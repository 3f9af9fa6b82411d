/**
 * The tables of the lists kept in SQLite (issue 47): each list's table, its indexes and its text
 * index, and the writing of records into them, with the spec's own functions computing each
 * record's columns. server/sqliteLists.ts reads them.
 */
import type Database from 'better-sqlite3';
import { normaliseText } from '../src/lib/textSearch.ts';
import type { SortKey } from '../src/lib/sortRows.ts';
import type { ListCollection, StoredListCollection, ListSpec } from '../src/api/backend/lists.ts';
import type { Database as Data } from '../src/api/backend/db.ts';

export type Row<K extends ListCollection> = Data[K][number];
export type Spec = ListSpec<StoredListCollection>;

/** SQLite's value for a sort key: numbers and text as they are, a missing key NULL (ordered last by the queries). */
const sqlKey = (key: SortKey) => (key === undefined ? null : key);
export const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;
export const column = (kind: 's' | 'n' | 'f' | 'm', name: string) => quote(`${kind}_${name}`);
/** The separator between one row's texts, as lib/textSearch joins them: no query word holds it. */
const BETWEEN_TEXTS = '\u0001';
export const textsOf = (texts: readonly (string | null | undefined)[]) => normaliseText(texts.filter(Boolean).join(BETWEEN_TEXTS));

/** The table of a list, its columns and indexes, made if missing. */
function createTable(db: Database.Database, spec: Spec) {
  // The clock moves every row between its values at its own time: no column can hold that.
  if (Object.values(spec.filters).some((filter) => filter.kind === 'clock')) throw new Error(`${spec.noun} filter by the clock, which only a list held in memory can.`);
  const table = quote(`list_${spec.collection}`);
  const columns = [
    'ord INTEGER PRIMARY KEY',
    // Not unique: a chat message may have no _id of its own (the record's id is then its room and time).
    'id TEXT NOT NULL',
    'doc TEXT NOT NULL',
    'q TEXT NOT NULL',
    // A sort's key, and whether the record has none (1): missing keys go last either way.
    ...Object.keys(spec.sorts).flatMap((name) => [`${column('s', name)}`, `${column('n', name)} INTEGER NOT NULL`]),
    ...Object.keys(spec.filters).map((name) => `${column('f', name)} TEXT`),
    ...Object.keys(spec.sums).map((name) => `${column('m', name)} INTEGER NOT NULL`),
  ];
  db.exec(`CREATE TABLE IF NOT EXISTS ${table} (${columns.join(', ')})`);
  // One index per sort and direction, in exactly the order a page asks (and read backwards from the far end).
  for (const name of Object.keys(spec.sorts)) {
    db.exec(`CREATE INDEX IF NOT EXISTS ${quote(`list_${spec.collection}_s_${name}_asc`)} ON ${table} (${column('n', name)}, ${column('s', name)}, ord)`);
    db.exec(`CREATE INDEX IF NOT EXISTS ${quote(`list_${spec.collection}_s_${name}_desc`)} ON ${table} (${column('n', name)}, ${column('s', name)} DESC, ord)`);
  }
  db.exec(`CREATE INDEX IF NOT EXISTS ${quote(`list_${spec.collection}_id`)} ON ${table} (id)`);
  for (const [name, filter] of Object.entries(spec.filters)) {
    if (filter.kind !== 'text') db.exec(`CREATE INDEX IF NOT EXISTS ${quote(`list_${spec.collection}_f_${name}`)} ON ${table} (${column('f', name)})`);
  }
  // The searched texts in a trigram index (FTS5): a word of three letters or more is found among a
  // million records through it, not by reading every one. It holds no text of its own, only where
  // each trigram is (contentless); a list made before it had one is indexed once, here.
  const texts = textColumns(spec);
  const index = quote(`list_${spec.collection}_text`);
  const had = db.prepare('SELECT 1 FROM sqlite_master WHERE name = ?').get(`list_${spec.collection}_text`) !== undefined;
  if (had) return;
  db.exec(`CREATE VIRTUAL TABLE ${index} USING fts5(${texts.join(', ')}, tokenize = 'trigram', content = '', contentless_delete = 1)`);
  db.exec(`INSERT INTO ${index} (rowid, ${texts.join(', ')}) SELECT ord, ${texts.join(', ')} FROM ${table}`);
}

/** The columns of a list's text index: the header search's texts, and each text filter's. */
const textColumns = (spec: Spec) => ['q', ...Object.entries(spec.filters).flatMap(([name, filter]) => (filter.kind === 'text' ? [column('f', name)] : []))];

/** One record's row: the spec's functions of it, computed once here. */
function rowValues(spec: Spec, record: Row<StoredListCollection>) {
  const values: unknown[] = [spec.id(record), JSON.stringify(record), textsOf(spec.search(record))];
  for (const key of Object.values(spec.sorts)) {
    const value = sqlKey(key(record));
    values.push(value, value === null ? 1 : 0);
  }
  for (const filter of Object.values(spec.filters)) {
    if (filter.kind === 'text') values.push(textsOf(filter.texts(record)));
    else if (filter.kind === 'equals') values.push(filter.value(record) ?? null);
    else if (filter.kind !== 'clock') values.push(filter.day(record));
  }
  for (const amount of Object.values(spec.sums)) values.push(Math.round(amount(record) * 100));
  return values;
}

/**
 * What each database's stores keep of its lists (a view's count and sums, the facets) hear of
 * every write: records added at the end are added to the figures they match, so a year's
 * counts are not taken again after every change; a record changed in place drops the list's.
 */
export type Written = { collection: StoredListCollection; appended: readonly Row<StoredListCollection>[] } | { collection: StoredListCollection; replaced: true };
const listeners = new WeakMap<Database.Database, Set<(change: Written) => void>>();
/** Calls `listener` with every write to the lists of `db` (a store's kept figures). */
export function listenToWrites(db: Database.Database, listener: (change: Written) => void) {
  if (!listeners.has(db)) listeners.set(db, new Set());
  listeners.get(db)!.add(listener);
}

const tell = (db: Database.Database, change: Written) => {
  for (const listener of listeners.get(db) ?? []) listener(change);
};

/** The columns a record's row fills, in rowValues' order. */
function columnNames(spec: Spec): string[] {
  return ['id', 'doc', 'q', ...Object.keys(spec.sorts).flatMap((name) => [column('s', name), column('n', name)]), ...Object.keys(spec.filters).map((name) => column('f', name)), ...Object.keys(spec.sums).map((name) => column('m', name))];
}

/** Where each text index column's value is among a row's values (rowValues, in columnNames' order). */
const textPositions = (spec: Spec, names: readonly string[]) => textColumns(spec).map((name) => names.indexOf(name));

/** A list's table is made once per database and spec (CREATE ... IF NOT EXISTS costs a look at the schema each time). */
const made = new WeakMap<Database.Database, Set<string>>();
export function ensureTable(db: Database.Database, spec: Spec) {
  let tables = made.get(db);
  if (!tables) made.set(db, (tables = new Set()));
  if (tables.has(spec.collection)) return;
  createTable(db, spec);
  tables.add(spec.collection);
}


/** Writes `records` at the end of a list, in one transaction (none: makes its table). */
export function appendRecords<K extends StoredListCollection>(db: Database.Database, spec: ListSpec<K>, records: readonly Row<K>[]) {
  const general = spec as unknown as Spec;
  ensureTable(db, general);
  if (records.length === 0) return;
  const names = columnNames(general);
  const insert = db.prepare(`INSERT INTO ${quote(`list_${general.collection}`)} (${names.join(', ')}) VALUES (${names.map(() => '?').join(', ')})`);
  const texts = textColumns(general);
  const indexText = db.prepare(`INSERT INTO ${quote(`list_${general.collection}_text`)} (rowid, ${texts.join(', ')}) VALUES (?, ${texts.map(() => '?').join(', ')})`);
  const textAt = textPositions(general, names);
  db.transaction((all: readonly Row<K>[]) => {
    for (const record of all) {
      const values = rowValues(general, record);
      const { lastInsertRowid } = insert.run(...values);
      indexText.run(lastInsertRowid, ...textAt.map((position) => values[position]));
    }
  })(records);
  tell(db, { collection: general.collection, appended: records });
}

/** Writes `records` over those of the same ids, where they are in the list (a record changed in place). */
export function replaceRecords<K extends StoredListCollection>(db: Database.Database, spec: ListSpec<K>, records: readonly Row<K>[]) {
  const general = spec as unknown as Spec;
  ensureTable(db, general);
  if (records.length === 0) return;
  const names = columnNames(general);
  const table = quote(`list_${general.collection}`);
  const update = db.prepare(`UPDATE ${table} SET ${names.map((name) => `${name} = ?`).join(', ')} WHERE ord = ?`);
  const ordsOf = db.prepare(`SELECT ord FROM ${table} WHERE id = ?`);
  const texts = textColumns(general);
  const unindex = db.prepare(`DELETE FROM ${quote(`list_${general.collection}_text`)} WHERE rowid = ?`);
  const indexText = db.prepare(`INSERT INTO ${quote(`list_${general.collection}_text`)} (rowid, ${texts.join(', ')}) VALUES (?, ${texts.map(() => '?').join(', ')})`);
  const textAt = textPositions(general, names);
  db.transaction((all: readonly Row<K>[]) => {
    for (const record of all) {
      const values = rowValues(general, record);
      for (const { ord } of ordsOf.all(general.id(record)) as { ord: number }[]) {
        update.run(...values, ord);
        unindex.run(ord);
        indexText.run(ord, ...textAt.map((position) => values[position]));
      }
    }
  })(records);
  tell(db, { collection: general.collection, replaced: true });
}
