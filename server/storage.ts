/**
 * Where the backend keeps its data, by the working copy's name: a JSON file with its journal
 * (the seed's `npm start`), or a SQLite file (`DB_FILE=PATH.sqlite`, a year of data). Both
 * answer the same few questions, so server/app.ts serves either alike.
 */
import type { Database } from '../src/api/backend/db.ts';
import type { ListStore } from '../src/api/backend/lists.ts';
import { withLocalPictures } from '../src/api/backend/avatars.ts';
import { createDataFileWriter } from './dataFile.ts';
import { applyChanges, changesBetween, openJournal, readJournals } from './journal.ts';
import { isSqliteFile, openSqliteWorkingCopy } from './sqliteData.ts';
import { readWorkingCopy } from './workingCopy.ts';

export interface Storage {
  /** The data held in memory as the calls see it (for SQLite, every collection but the lists). */
  data: Database;
  /** Where the lists are read when they are not in memory (BackendContext.lists). */
  lists?: ListStore;
  /**
   * Makes `next` the data, in the file before it returns (it outlives kill -9); answers what to
   * hold from now on. Throws when the disk refused it: then nothing changed.
   */
  commit(before: Database, next: Database): Database;
  /**
   * Resolves once every change committed so far is on the disk itself (it outlives a power cut):
   * a call answers after it, so what is answered is never lost. JSON: at once (the journal's
   * fdatasync is in `commit`); SQLite: one fdatasync of its WAL for the changes made meanwhile.
   */
  durable(): Promise<void>;
  /** Writes what is not written yet, synchronously (shutdown, tests). */
  flush(): void;
  close(): void;
  /** How many times the data was written (the JSON file replaced, or SQLite transactions). */
  writes(): number;
}

/**
 * Opens `file`. Photos on public hosts are answered from the backend's own /avatars/ (issue 26),
 * so the app needs no internet: in JSON, rewritten in memory here (and kept); in SQLite, in each
 * record as it is read.
 */
export function openStorage({ file, publicUrl, current, writeDelayMs, log }: { file: string; publicUrl: string; current: () => Database; writeDelayMs?: number | undefined; log: (message: string) => void }): Storage {
  const pictured = (data: Database) => {
    const text = JSON.stringify(data);
    const local = withLocalPictures(text, publicUrl);
    return local === text ? data : (JSON.parse(local) as Database);
  };
  if (isSqliteFile(file)) {
    // Each record as it is read: no copy of the whole data as one text (a year's would take seconds and 600 MB at start).
    const copy = openSqliteWorkingCopy(file, { readDoc: (doc) => (doc.includes('https://') ? withLocalPictures(doc, publicUrl) : doc) });
    return { data: copy.data, lists: copy.lists, commit: (before, next) => copy.commit(before, next), durable: () => copy.durable(), flush: () => {}, close: () => copy.close(), writes: () => copy.writes() };
  }
  // The checked data, not the raw file: collections added since the file was made read as
  // empty, and sessions and codes kept in clear by older versions are dropped.
  const { data: snapshot, outdated, covered } = readWorkingCopy(file);
  // The changes answered since that snapshot was written, in order (journal.ts).
  const { entries, last } = readJournals(file, covered);
  const replayed = entries.reduce(applyChanges, snapshot);
  const data = pictured(replayed);
  const journal = openJournal(file, last);
  const writer = createDataFileWriter({ file, current, delayMs: writeDelayMs, log, journal });
  // Folded into a new snapshot soon: the replayed journals, or what an older version kept.
  if (outdated || entries.length > 0 || data !== replayed) writer.changed();
  return {
    data,
    commit(before, next) {
      journal.append(changesBetween(before, next));
      writer.changed();
      return next;
    },
    durable: () => Promise.resolve(),
    flush: () => writer.flush(),
    close: () => journal.close(),
    writes: () => writer.writes,
  };
}
