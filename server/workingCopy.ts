import fs from 'node:fs';
import path from 'node:path';
import { databaseSchema } from '../src/api/backend/db.ts';
import { DATA_FILE_MODE } from './diskFiles.ts';
import { COVERED_KEY, removeJournals } from './journal.ts';
import { isSqliteFile, openSqliteWorkingCopy, writeSqliteData } from './sqliteData.ts';

/** Creates the working copy from the seed when it does not exist yet. */
export function ensureWorkingCopy(seedPath: string, workingPath: string): 'created' | 'existing' {
  if (fs.existsSync(workingPath)) return 'existing';
  resetWorkingCopy(seedPath, workingPath);
  return 'created';
}

/** Overwrites the working copy with the seed (npm run db:reset), and drops the journals of the old one. */
export function resetWorkingCopy(seedPath: string, workingPath: string): void {
  fs.mkdirSync(path.dirname(workingPath), { recursive: true, mode: 0o700 });
  // A SQLite working copy (DB_FILE=PATH.sqlite) is made from the seed's records, not copied.
  if (isSqliteFile(workingPath)) {
    writeSqliteData(workingPath, readDatabaseFile(seedPath));
    return;
  }
  removeJournals(workingPath);
  fs.copyFileSync(seedPath, workingPath);
  fs.chmodSync(workingPath, DATA_FILE_MODE);
}

/** Far above a generated 10,000-consultant / 50,000-transaction copy (about 27 MB), far below what one string can hold. */
export const MAX_DATA_FILE_BYTES = 256 * 1024 * 1024;

/** Reads and checks a data file, with a message that says how to mend it. A SQLite file answers what it holds in memory (its lists read as empty). */
export function readDatabaseFile(file: string) {
  if (!isSqliteFile(file)) return readWorkingCopy(file).data;
  const copy = openSqliteWorkingCopy(file);
  try {
    return copy.data;
  } finally {
    copy.close();
  }
}

/**
 * The data file, checked; whether it holds what an older version kept there (codes, or
 * session tokens in clear): those are dropped, and the file should be written again soon; and
 * the last journal it covers.
 */
export function readWorkingCopy(file: string) {
  let raw: unknown;
  const { size } = fs.statSync(file);
  if (size > MAX_DATA_FILE_BYTES) {
    throw new Error(`${file} is ${Math.round(size / 1024 / 1024)} MB, more than the ${MAX_DATA_FILE_BYTES / 1024 / 1024} MB a working copy can be. Run npm run db:reset to start again from the seed.`);
  }
  try {
    raw = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`${file} is not readable JSON (${(error as Error).message}). Run npm run db:reset to start again from the seed.`);
  }
  const parsed = databaseSchema.safeParse(raw);
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    throw new Error(`${file} does not match the data schema (${first?.path.join('.')}: ${first?.message}). Run npm run db:reset.`);
  }
  const stored = raw as { otpRequests?: unknown; otpSends?: unknown; sessions: unknown[]; [COVERED_KEY]?: unknown };
  const outdated = stored.otpRequests !== undefined || stored.otpSends !== undefined || stored.sessions.length !== parsed.data.sessions.length;
  // The last journal this file holds (journal.ts); a file written by anything else holds none.
  const covered = typeof stored[COVERED_KEY] === 'number' && Number.isSafeInteger(stored[COVERED_KEY]) ? stored[COVERED_KEY] : 0;
  return { data: parsed.data, outdated, covered };
}
