/**
 * The working copy as one SQLite file (issue 47): `DB_FILE=PATH.sqlite npm start`. It holds a
 * year (1,000,000 transactions, 1,000,000 activity records, 1,000,000 chat messages) that the
 * JSON working copy cannot.
 *
 * - The lists that grow with use (every ListSpec's collection: transactions, activity, chat
 *   messages) live only in their list tables (sqliteLists.ts), never in memory: the calls read
 *   them through the ListStore, and what a call appends to them is written there.
 * - Every other collection is held in memory as with JSON (the calls read it directly), and
 *   kept on the disk a record per row, so a call's change writes the records it changed.
 * - A change is one transaction, committed (WAL) before the call goes on, so it outlives kill -9
 *   at once; and the call answers once the WAL is on the disk (`durable`: an fdatasync of the WAL
 *   in the background, one for every change committed while the one before ran: a group commit),
 *   so an acknowledged write outlives a power cut as the JSON journal's does, and the event loop
 *   never waits for the disk.
 */
import fs from 'node:fs';
import path from 'node:path';
import Sqlite from 'better-sqlite3';
import { databaseSchema, type Database } from '../src/api/backend/db.ts';
import type { StoredListCollection, ListSpec, ListStore } from '../src/api/backend/lists.ts';
import { listSpecs } from '../src/api/backend/listSpecs.ts';
import { DATA_FILE_MODE } from './diskFiles.ts';
import { changesBetween, type JournalChange } from './journal.ts';
import { checkpointInBackground, groupSync, mergeTextIndexesInSteps } from './sqliteDisk.ts';
import { appendRecords, replaceRecords, sqliteListStore } from './sqliteLists.ts';

/** A working copy is SQLite when its name says so; anything else is JSON. */
export const isSqliteFile = (file: string) => /\.(sqlite3?|db3)$/i.test(file);

/** What the file says it is: a later version that stores differently refuses an older file with the reason. */
const FORMAT = 'chitchat-working-copy/1';
/** A whole value (not a list of records) is kept as the one row with this index. */
const WHOLE = -1;

const listed = (key: string): key is StoredListCollection => Object.hasOwn(listSpecs, key);
const specOf = (key: StoredListCollection) => listSpecs[key] as unknown as ListSpec<StoredListCollection>;

/** Opens (creating when missing) the file with the settings every use of it needs. */
export function openSqliteFile(file: string): Sqlite.Database {
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const created = !fs.existsSync(file);
  const db = new Sqlite(file);
  if (created) fs.chmodSync(file, DATA_FILE_MODE);
  db.pragma('journal_mode = WAL');
  // A commit writes the WAL without waiting for the disk; the call answers after `durable`
  // synced it (the JSON journal's fdatasync). A checkpoint still syncs the WAL before it copies it.
  db.pragma('synchronous = NORMAL');
  db.pragma('cache_size = -65536');
  db.pragma('busy_timeout = 5000');
  db.exec('CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)');
  db.exec('CREATE TABLE IF NOT EXISTS records (collection TEXT NOT NULL, idx INTEGER NOT NULL, doc TEXT NOT NULL, PRIMARY KEY (collection, idx)) WITHOUT ROWID');
  const format = db.prepare('SELECT value FROM meta WHERE key = ?').get('format') as { value: string } | undefined;
  if (!format) db.prepare('INSERT INTO meta (key, value) VALUES (?, ?)').run('format', FORMAT);
  else if (format.value !== FORMAT) {
    db.close();
    throw new Error(`${file} is a working copy of another kind (${format.value.slice(0, 60)}). Run npm run db:reset, or generate it again.`);
  }
  return db;
}

/** Writes `changes` (journal.ts's shape) in one transaction: the listed collections' appended records to their tables, the others record by record. */
export function writeChanges(db: Sqlite.Database, changes: readonly JournalChange[]): void {
  const update = db.prepare('UPDATE records SET doc = ? WHERE collection = ? AND idx = ?');
  const insert = db.prepare('INSERT OR REPLACE INTO records (collection, idx, doc) VALUES (?, ?, ?)');
  const removeFrom = db.prepare('DELETE FROM records WHERE collection = ? AND idx >= ?');
  const removeAll = db.prepare('DELETE FROM records WHERE collection = ?');
  db.transaction(() => {
    for (const change of changes) {
      if (listed(change.key)) {
        const spec = specOf(change.key);
        if ('append' in change) appendRecords(db, spec, change.append as never[]);
        else if ('set' in change) replaceRecords(db, spec, change.set.map(([, record]) => record) as never[]);
        else if (Array.isArray(change.value)) appendRecords(db, spec, change.value as never[]);
        continue;
      }
      if ('set' in change) {
        for (const [index, record] of change.set) update.run(JSON.stringify(record), change.key, index);
      } else if ('append' in change) {
        removeFrom.run(change.key, change.from);
        change.append.forEach((record, offset) => insert.run(change.key, change.from + offset, JSON.stringify(record)));
      } else {
        removeAll.run(change.key);
        if (Array.isArray(change.value)) change.value.forEach((record, index) => insert.run(change.key, index, JSON.stringify(record)));
        else if (change.value !== undefined) insert.run(change.key, WHOLE, JSON.stringify(change.value));
      }
    }
  })();
}

/** `data` as it is held in memory beside the file: the listed collections empty (they are read from their tables). */
export function withoutLists(data: Database): Database {
  const held = { ...data } as Record<string, unknown>;
  for (const key of Object.keys(listSpecs)) held[key] = [];
  return held as unknown as Database;
}

/** Writes a whole database into a new file (db:generate, and a working copy made from the seed). Replaces what was there. */
export function writeSqliteData(file: string, data: Database, { batch = 20_000 }: { batch?: number } = {}): void {
  for (const suffix of ['', '-wal', '-shm']) fs.rmSync(`${file}${suffix}`, { force: true });
  const db = openSqliteFile(file);
  // Made once, then never again: the commits of a load need not each reach the disk.
  db.pragma('synchronous = OFF');
  try {
    const changes: JournalChange[] = [];
    for (const [key, value] of Object.entries(data)) {
      if (!listed(key)) {
        changes.push({ key, value });
        continue;
      }
      const records = value as unknown[];
      for (let start = 0; start < records.length; start += batch) writeChanges(db, [{ key, from: 0, append: records.slice(start, start + batch) }]);
    }
    writeChanges(db, changes);
    for (const key of Object.keys(listSpecs)) appendRecords(db, specOf(key as StoredListCollection), []);
    db.pragma('wal_checkpoint(TRUNCATE)');
  } finally {
    db.close();
  }
}

export interface SqliteWorkingCopy {
  file: string;
  /** The data held in memory, checked: every collection but the listed ones. */
  data: Database;
  lists: ListStore;
  /** Makes `next` the data in the file (it outlives kill -9); answers what to hold in memory from now on. Throws when the disk refused it (nothing was written). */
  commit(before: Database, next: Database): Database;
  /** Resolves once every change committed so far is on the disk (it outlives a power cut); rejects when the disk refused. */
  durable(): Promise<void>;
  /** How many changes were committed (tests). */
  writes(): number;
  close(): void;
}

/**
 * Opens the working copy: reads every collection that is not a list into memory and checks it
 * against the schema, as the JSON working copy is checked. `readDoc` rewrites each record's
 * JSON as it is read, in memory and from the lists alike (the photos' addresses).
 */
export function openSqliteWorkingCopy(file: string, { readDoc }: { readDoc?: (doc: string) => string } = {}): SqliteWorkingCopy {
  const db = openSqliteFile(file);
  // Every list's table and indexes, made now rather than at a first call (a file written before an
  // index existed gets it here, once).
  for (const key of Object.keys(listSpecs)) appendRecords(db, specOf(key as StoredListCollection), []);
  const raw: Record<string, unknown> = {};
  for (const { collection, idx, doc } of db.prepare('SELECT collection, idx, doc FROM records ORDER BY collection, idx').iterate() as Iterable<{ collection: string; idx: number; doc: string }>) {
    if (listed(collection)) continue;
    const value = JSON.parse(readDoc ? readDoc(doc) : doc) as unknown;
    if (idx === WHOLE) raw[collection] = value;
    else ((raw[collection] ??= []) as unknown[]).push(value);
  }
  // A collection without records has no rows: it reads as empty (every collection is a list of records).
  for (const key of Object.keys(databaseSchema.shape)) raw[key] ??= [];
  for (const key of Object.keys(listSpecs)) raw[key] = [];
  const parsed = databaseSchema.safeParse(raw);
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    db.close();
    throw new Error(`${file} does not match the data schema (${first?.path.join('.')}: ${first?.message}). Run npm run db:reset.`);
  }
  let writes = 0;
  const synced = groupSync(`${file}-wal`);
  // Checkpoints in a thread of their own, not inside a commit on the event loop (each copies a few
  // hundred pages into a 3.6 GB file: 60 to 200 ms a time under load).
  const checkpoints = checkpointInBackground(db, file);
  const texts = mergeTextIndexesInSteps(db, Object.keys(listSpecs));
  return {
    file,
    data: parsed.data,
    lists: sqliteListStore(db, { readDoc }),
    commit(before, next) {
      const changes = changesBetween(before, next);
      writeChanges(db, changes);
      writes += 1;
      // The text indexes' merging, a step for each list the change added to (its own transaction: the commit above stands alone).
      try {
        texts.merged(changes.filter((change) => listed(change.key) && !('set' in change)).map((change) => change.key));
      } catch {
        // A step not made is made by the next change's.
      }
      synced.wrote();
      return withoutLists(next);
    },
    durable: () => synced.durable(),
    writes: () => writes,
    close: () => {
      checkpoints.stop();
      synced.close();
      db.close();
    },
  };
}
