/**
 * Writes the backend's data to its file without making calls wait for it. A change marks
 * the data dirty; it is written at most once per `delayMs`, asynchronously and a piece at a
 * time (so a large file does not hold up other requests), into a temporary file that then
 * replaces the data file in one rename: a crash leaves the old file or the new one, never
 * half of one. `flush()` writes synchronously, for shutdown and tests.
 *
 * Writing a snapshot piece by piece is safe because calls never change data in place
 * (src/api/backend/core.ts dispatch): a later call makes a new top-level object and leaves
 * the one being written as it was.
 */
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Database } from '../src/api/backend/db.ts';
import { DATA_FILE_MODE, syncDirectory } from './diskFiles.ts';
import { COVERED_KEY, type Journal } from './journal.ts';

export const WRITE_DELAY_MS = 200;
export { DATA_FILE_MODE };
/** After a failed write, the next try waits this long (the failure is logged each time). */
export const RETRY_DELAY_MS = 5_000;

/**
 * The data as JSON in pieces of about `pieceChars` characters: one record per line, which
 * keeps the file readable and diffable at a fraction of the cost of indenting every field.
 */
export function* serializeDatabase(db: Database, pieceChars = 1 << 20, covered?: number): Generator<string> {
  let piece = '{';
  let first = true;
  if (covered !== undefined) {
    piece += `\n  ${JSON.stringify(COVERED_KEY)}: ${covered}`;
    first = false;
  }
  for (const [key, value] of Object.entries(db)) {
    piece += `${first ? '' : ','}\n  ${JSON.stringify(key)}: `;
    first = false;
    if (!Array.isArray(value) || value.length === 0) {
      piece += JSON.stringify(value);
      continue;
    }
    piece += '[';
    for (let index = 0; index < value.length; index += 1) {
      piece += `${index === 0 ? '' : ','}\n    ${JSON.stringify(value[index])}`;
      if (piece.length >= pieceChars) {
        yield piece;
        piece = '';
      }
    }
    piece += '\n  ]';
  }
  yield `${piece}\n}\n`;
}

export interface DataFileWriter {
  /** The data changed: it is written within `delayMs`. */
  changed(): void;
  /** Writes what has not been written yet, now and synchronously. */
  flush(): void;
  /** How many times the file has been replaced (tests). */
  readonly writes: number;
}

export interface DataFileWriterOptions {
  file: string;
  /** The data as it is now; read when a write starts. */
  current: () => Database;
  delayMs?: number;
  log: (message: string) => void;
  /**
   * The journal every change was appended to before it was answered (journal.ts): a snapshot
   * starts its next file, says in the data file which one it covers, and deletes those once
   * the data file is on the disk.
   */
  journal?: Journal;
}

export function createDataFileWriter({ file, current, delayMs = WRITE_DELAY_MS, log, journal }: DataFileWriterOptions): DataFileWriter {
  const dir = path.dirname(file);
  const base = path.basename(file);
  /** Counts changes; a write covers every change up to the version it started at. */
  let version = 0;
  let writtenVersion = 0;
  let writes = 0;
  let temps = 0;
  let timer: NodeJS.Timeout | null = null;
  let writing = false;

  const tempFile = () => path.join(dir, `.${base}.${process.pid}.${++temps}.tmp`);

  function schedule(ms: number) {
    if (timer || writing) return;
    timer = setTimeout(() => void writeLater(), ms);
    // Pending writes never keep the process alive: shutdown flushes them (server/index.ts).
    timer.unref();
  }

  /** Replaces the data file by `temp`, unless a newer version is already there (a flush overtook this write). */
  function install(temp: string, snapshotVersion: number, covered: number | undefined): boolean {
    if (snapshotVersion <= writtenVersion) {
      fs.rmSync(temp, { force: true });
      return false;
    }
    // Synchronous, so no flush can run between the check above and the rename.
    fs.renameSync(temp, file);
    writtenVersion = snapshotVersion;
    writes += 1;
    if (journal && covered !== undefined) {
      // The rename on the disk before the journals it makes redundant go.
      syncDirectory(dir);
      journal.drop(covered);
    }
    return true;
  }

  async function writeLater() {
    timer = null;
    if (version <= writtenVersion) return;
    writing = true;
    const snapshotVersion = version;
    const snapshot = current();
    // Taken at the same moment as the snapshot: the journals up to this one are in it.
    const covered = journal?.rotate();
    const temp = tempFile();
    let failed = false;
    try {
      const handle = await fsp.open(temp, 'w', DATA_FILE_MODE);
      try {
        for (const piece of serializeDatabase(snapshot, undefined, covered)) await handle.write(piece);
        await handle.datasync();
      } finally {
        await handle.close();
      }
      install(temp, snapshotVersion, covered);
    } catch (error) {
      failed = true;
      await fsp.rm(temp, { force: true }).catch(() => undefined);
      log(`Could not write ${file}: ${error instanceof Error ? error.message : String(error)}. Trying again in ${RETRY_DELAY_MS / 1000} s.`);
    } finally {
      writing = false;
    }
    if (version > writtenVersion) schedule(failed ? RETRY_DELAY_MS : delayMs);
  }

  return {
    changed() {
      version += 1;
      schedule(delayMs);
    },
    flush() {
      if (timer) clearTimeout(timer);
      timer = null;
      if (version <= writtenVersion) return;
      const temp = tempFile();
      const covered = journal?.rotate();
      try {
        const descriptor = fs.openSync(temp, 'w', DATA_FILE_MODE);
        try {
          for (const piece of serializeDatabase(current(), undefined, covered)) fs.writeSync(descriptor, piece);
          fs.fdatasyncSync(descriptor);
        } finally {
          fs.closeSync(descriptor);
        }
        install(temp, version, covered);
      } catch (error) {
        fs.rmSync(temp, { force: true });
        throw error;
      }
    },
    get writes() {
      return writes;
    },
  };
}
