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

export const WRITE_DELAY_MS = 200;
/** Readable and writable by the backend's own user only: the file holds operators' numbers and session hashes. */
export const DATA_FILE_MODE = 0o600;
/** After a failed write, the next try waits this long (the failure is logged each time). */
export const RETRY_DELAY_MS = 5_000;

/**
 * The data as JSON in pieces of about `pieceChars` characters: one record per line, which
 * keeps the file readable and diffable at a fraction of the cost of indenting every field.
 */
export function* serializeDatabase(db: Database, pieceChars = 1 << 20): Generator<string> {
  let piece = '{';
  let first = true;
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
}

export function createDataFileWriter({ file, current, delayMs = WRITE_DELAY_MS, log }: DataFileWriterOptions): DataFileWriter {
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
  function install(temp: string, snapshotVersion: number): boolean {
    if (snapshotVersion <= writtenVersion) {
      fs.rmSync(temp, { force: true });
      return false;
    }
    // Synchronous, so no flush can run between the check above and the rename.
    fs.renameSync(temp, file);
    writtenVersion = snapshotVersion;
    writes += 1;
    return true;
  }

  async function writeLater() {
    timer = null;
    if (version <= writtenVersion) return;
    writing = true;
    const snapshotVersion = version;
    const snapshot = current();
    const temp = tempFile();
    let failed = false;
    try {
      const handle = await fsp.open(temp, 'w', DATA_FILE_MODE);
      try {
        for (const piece of serializeDatabase(snapshot)) await handle.write(piece);
        await handle.datasync();
      } finally {
        await handle.close();
      }
      install(temp, snapshotVersion);
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
      try {
        const descriptor = fs.openSync(temp, 'w', DATA_FILE_MODE);
        try {
          for (const piece of serializeDatabase(current())) fs.writeSync(descriptor, piece);
          fs.fdatasyncSync(descriptor);
        } finally {
          fs.closeSync(descriptor);
        }
        install(temp, version);
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
