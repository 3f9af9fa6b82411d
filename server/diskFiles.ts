/** What every file the backend keeps its data in shares: who may read it, and reaching the disk. */
import fs from 'node:fs';

/** Readable and writable by the backend's own user only: the files hold operators' numbers and session hashes. */
export const DATA_FILE_MODE = 0o600;

/** Flushes a folder's entries (a file created or renamed in it) to the disk; not every system allows it. */
export function syncDirectory(dir: string): void {
  let descriptor: number | null = null;
  try {
    descriptor = fs.openSync(dir, 'r');
    fs.fsyncSync(descriptor);
  } catch {
    // Some file systems refuse to sync a folder; the rename itself is still atomic.
  } finally {
    if (descriptor !== null) fs.closeSync(descriptor);
  }
}
