/**
 * Nothing acknowledged is lost (issue 25): each change is appended to a journal and flushed to
 * the disk (fdatasync) before the call answers. The data file is a snapshot that says which
 * journal it covers (`$journal`); the journals after it are replayed on start. A snapshot
 * (dataFile.ts) starts a new journal, and the journals it covers are deleted once it is on the
 * disk, so the journal stays short.
 *
 * An entry holds what a call changed, not the call: calls never change data in place
 * (src/api/backend/core.ts), so a record that changed is a new object, and the difference
 * between the data before and after a call is found by identity, at a cost of one look per
 * record of the collections that changed. Entries are replayed in order on exactly the data
 * they were taken from, so "record 42 is now this" and "these records follow the first 900"
 * are enough.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Database } from '../src/api/backend/db.ts';
import { DATA_FILE_MODE, syncDirectory } from './diskFiles.ts';
import { editedPlaces } from '../src/api/backend/edits.ts';

/** One collection's change: records replaced in place, records added at the end, or the whole value. */
export type JournalChange =
  | { key: string; set: [number, unknown][] }
  | { key: string; from: number; append: unknown[] }
  | { key: string; value: unknown };

/** The data file's own key for the last journal it covers. */
export const COVERED_KEY = '$journal';

type Collections = Record<string, unknown>;

/** What turns `before` into `after`, by identity: the collections that are new objects, record by record. */
export function changesBetween(before: Database, after: Database): JournalChange[] {
  const changes: JournalChange[] = [];
  const was = before as unknown as Collections;
  const now = after as unknown as Collections;
  for (const key of Object.keys(now)) {
    const old = was[key];
    const value = now[key];
    if (old === value) continue;
    if (Array.isArray(old) && Array.isArray(value)) {
      const shared = Math.min(old.length, value.length);
      const set: [number, unknown][] = [];
      // Records replaced in place (edits.ts): only those places can differ.
      const edited = editedPlaces(old, value);
      if (edited) for (const index of edited) set.push([index, value[index]]);
      else for (let index = 0; index < shared; index += 1) if (old[index] !== value[index]) set.push([index, value[index]]);
      // Most of the records replaced, or some removed: the whole list says it more simply.
      if (value.length < old.length || set.length > shared / 2) changes.push({ key, value });
      else {
        if (set.length > 0) changes.push({ key, set });
        if (value.length > old.length) changes.push({ key, from: old.length, append: value.slice(old.length) });
      }
      continue;
    }
    changes.push({ key, value });
  }
  for (const key of Object.keys(was)) if (!(key in now)) changes.push({ key, value: undefined });
  return changes;
}

/** `db` with `changes` made, as new objects where they change something. */
export function applyChanges(db: Database, changes: readonly JournalChange[]): Database {
  const next = { ...(db as unknown as Collections) };
  for (const change of changes) {
    if ('value' in change) {
      if (change.value === undefined) delete next[change.key];
      else next[change.key] = change.value;
      continue;
    }
    const list = Array.isArray(next[change.key]) ? [...(next[change.key] as unknown[])] : [];
    if ('set' in change) for (const [index, record] of change.set) list[index] = record;
    else list.splice(change.from, list.length - change.from, ...change.append);
    next[change.key] = list;
  }
  return next as unknown as Database;
}

/** The journal files beside `dataFile`, by number, oldest first. */
export function journalFiles(dataFile: string): { number: number; file: string }[] {
  const dir = path.dirname(dataFile);
  const prefix = `${path.basename(dataFile)}.journal.`;
  let names: string[];
  try {
    names = fs.readdirSync(dir);
  } catch {
    return [];
  }
  return names
    .filter((name) => name.startsWith(prefix) && /^\d+$/.test(name.slice(prefix.length)))
    .map((name) => ({ number: Number(name.slice(prefix.length)), file: path.join(dir, name) }))
    .sort((a, b) => a.number - b.number);
}

/** Removes every journal of `dataFile` (a reset to the seed starts with none). */
export function removeJournals(dataFile: string): void {
  for (const { file } of journalFiles(dataFile)) fs.rmSync(file, { force: true });
}

/**
 * The entries of the journals after `covered`, in order. A last line cut short by a crash
 * was never answered (its flush had not returned), so it is left out; a broken line before
 * the last is damage, and says so.
 */
export function readJournals(dataFile: string, covered: number): { entries: JournalChange[][]; last: number } {
  const entries: JournalChange[][] = [];
  let last = covered;
  for (const { number, file } of journalFiles(dataFile)) {
    last = Math.max(last, number);
    if (number <= covered) continue;
    const lines = fs.readFileSync(file, 'utf8').split('\n');
    lines.forEach((line, index) => {
      if (line === '') return;
      try {
        entries.push(JSON.parse(line) as JournalChange[]);
      } catch (error) {
        const isLast = lines.slice(index + 1).every((rest) => rest === '');
        if (!isLast) throw new Error(`${file} is damaged at line ${index + 1} (${(error as Error).message}). Run npm run db:reset to start again from the seed.`);
      }
    });
  }
  return { entries, last };
}

export interface Journal {
  /** Appends the change and flushes it to the disk; returns once it is there. */
  append(changes: readonly JournalChange[]): void;
  /** Starts the next journal; returns the number of the one closed, which a snapshot taken now covers. */
  rotate(): number;
  /** Deletes the journals up to `covered` (a snapshot on the disk holds them). */
  drop(covered: number): void;
  close(): void;
}

/** The journal of `dataFile`, continuing after journal number `last`. */
export function openJournal(dataFile: string, last: number): Journal {
  let number = last + 1;
  let descriptor: number | null = null;

  /** The open journal, made on its first entry; its name reaches the disk too, not only its contents. */
  const current = (): number => {
    if (descriptor !== null) return descriptor;
    const opened = fs.openSync(`${dataFile}.journal.${number}`, 'a', DATA_FILE_MODE);
    syncDirectory(path.dirname(dataFile));
    descriptor = opened;
    return opened;
  };

  return {
    append(changes) {
      if (changes.length === 0) return;
      const target = current();
      fs.writeSync(target, `${JSON.stringify(changes)}\n`);
      fs.fdatasyncSync(target);
    },
    rotate() {
      const closed = number;
      if (descriptor !== null) fs.closeSync(descriptor);
      descriptor = null;
      number += 1;
      return closed;
    },
    drop(covered) {
      for (const journal of journalFiles(dataFile)) if (journal.number <= covered) fs.rmSync(journal.file, { force: true });
    },
    close() {
      if (descriptor !== null) fs.closeSync(descriptor);
      descriptor = null;
    },
  };
}
