/**
 * The SQLite working copy's ways to the disk that keep the event loop free (issue 47): the WAL's
 * group commit (one fdatasync in libuv's pool for every change committed meanwhile), and its
 * checkpoints in a worker thread with a connection of its own.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type Sqlite from 'better-sqlite3';

/**
 * The WAL's group commit: `durable()` resolves once what was written before it was called is on
 * the disk. One fdatasync at a time runs in libuv's pool, not on the event loop; the changes
 * committed while it runs share the next one. (fsync reaches a file's every write, whichever
 * descriptor made it: SQLite's own, here, writes the WAL.)
 */
export function groupSync(walFile: string) {
  let fd: number | null = null;
  /** Changes committed, and how many of them the last sync (or the one running) covers. */
  let written = 0;
  let covered = 0;
  let running: Promise<void> | null = null;
  let waiting: { upTo: number; resolve: () => void; reject: (error: unknown) => void }[] = [];
  const sync = () => {
    const upTo = written;
    running = new Promise<void>((resolve, reject) => {
      fd ??= fs.openSync(walFile, 'r');
      fs.fdatasync(fd, (error) => (error ? reject(error) : resolve()));
    }).then(
      () => {
        covered = upTo;
        const [done, later] = [waiting.filter((wait) => wait.upTo <= upTo), waiting.filter((wait) => wait.upTo > upTo)];
        waiting = later;
        for (const wait of done) wait.resolve();
      },
      (error: unknown) => {
        const failed = waiting.filter((wait) => wait.upTo <= upTo);
        waiting = waiting.filter((wait) => wait.upTo > upTo);
        for (const wait of failed) wait.reject(error);
      },
    );
    void running.finally(() => {
      running = null;
      if (waiting.length > 0) sync();
    });
  };
  return {
    wrote: () => {
      written += 1;
    },
    durable(): Promise<void> {
      if (covered >= written) return Promise.resolve();
      const upTo = written;
      return new Promise<void>((resolve, reject) => {
        waiting.push({ upTo, resolve, reject });
        if (!running) sync();
      });
    },
    close: () => {
      if (fd !== null) fs.closeSync(fd);
      fd = null;
    },
  };
}


/** How often the WAL is copied into the database file, in the background. */
const CHECKPOINT_EVERY_MS = 250;

/** The worker: its own connection, a PASSIVE checkpoint (it waits for no reader or writer) at each tick. */
const CHECKPOINTER = `
const { parentPort, workerData } = require('node:worker_threads');
const Sqlite = require(workerData.module);
let db;
try {
  db = new Sqlite(workerData.file, { fileMustExist: true });
} catch (error) {
  // The file went (a test's folder removed after close): nothing to checkpoint.
  parentPort.postMessage(String(error));
  process.exit(0);
}
db.pragma('busy_timeout = 1000');
db.pragma('synchronous = NORMAL');
const timer = setInterval(() => {
  try { db.pragma('wal_checkpoint(PASSIVE)'); } catch (error) { parentPort.postMessage(String(error)); }
}, workerData.every);
parentPort.on('message', () => { clearInterval(timer); db.close(); process.exit(0); });
`;

/**
 * Stops the connection's own checkpoints (which a commit runs when the WAL passes 1,000 pages) and
 * makes them in a worker instead; a file in memory, or a worker that fails, keeps SQLite's own.
 */
export function checkpointInBackground(db: Sqlite.Database, file: string): { stop: () => void } {
  if (db.memory) return { stop: () => {} };
  const worker = new Worker(CHECKPOINTER, { eval: true, workerData: { file, module: createRequire(import.meta.url).resolve('better-sqlite3'), every: CHECKPOINT_EVERY_MS } });
  worker.unref();
  db.pragma('wal_autocheckpoint = 0');
  let stopped = false;
  // The worker failed: the connection checkpoints as SQLite's own does (never an uncaught error).
  const ownAgain = () => {
    if (!stopped && db.open) db.pragma('wal_autocheckpoint = 1000');
  };
  worker.on('error', ownAgain);
  worker.on('message', ownAgain);
  return {
    stop: () => {
      stopped = true;
      worker.postMessage('stop');
    },
  };
}

/** Pages of a text index's merging done after each change that added to its list. */
const MERGE_PAGES = 64;
const textIndexOf = (collection: string) => `"list_${collection}_text"`;

/**
 * A list's text index (FTS5) merges its segments a little after each change rather than all at
 * once inside one: SQLite's own automerge made single commits take 100 to 900 ms at a year.
 * `automerge` 0 is kept in the file; `merged(added)` then does a bounded step of the work
 * (about 1 ms) for each list a change added to, so the segments never pile up.
 */
export function mergeTextIndexesInSteps(db: Sqlite.Database, collections: readonly string[]) {
  for (const collection of collections) db.prepare(`INSERT INTO ${textIndexOf(collection)} (${textIndexOf(collection)}, rank) VALUES ('automerge', 0)`).run();
  const steps = new Map(collections.map((collection) => [collection, db.prepare(`INSERT INTO ${textIndexOf(collection)} (${textIndexOf(collection)}, rank) VALUES ('merge', ${MERGE_PAGES})`)]));
  return {
    merged(added: readonly string[]) {
      for (const collection of added) steps.get(collection)?.run();
    },
  };
}
