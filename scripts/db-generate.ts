/**
 * Writes a generated stand-in database, as JSON or (a path ending .sqlite) SQLite.
 *
 *   node --import tsx scripts/db-generate.ts --consultants 10000 --transactions 50000 [--seed N] [--out PATH]
 *   node --import tsx scripts/db-generate.ts --preset year --out .data/year.sqlite
 *
 * Without --out it writes the backend's working copy (WORKING_DB_PATH: .data/db.json, or
 * $DB_FILE). `--out db.json` regenerates the tracked seed when run from the repository root;
 * relative paths are resolved from the current folder.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, relative, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { databaseSchema, type Database } from '../src/api/backend/db.ts';
import { removeJournals } from '../server/journal.ts';
import { WORKING_DB_PATH } from '../server/paths.ts';
import { MAX_DATA_FILE_BYTES } from '../server/workingCopy.ts';
import { DEFAULT_COUNTS, DEFAULT_SEED, generateAtScale, generateDatabase, YEAR_PRESET } from './seed-data.ts';
import { isSqliteFile, withoutLists, writeSqliteData } from '../server/sqliteData.ts';
import { statSync } from 'node:fs';

const MAX_SEED = 0xffffffff;

const USAGE = `Usage: node --import tsx scripts/db-generate.ts [options]

Options:
  --consultants N   number of consultants, a positive whole number (default ${DEFAULT_COUNTS.consultants})
  --transactions N  number of transactions, a positive whole number (default ${DEFAULT_COUNTS.transactions})
  --preset year     a year of a marketplace (issue 47): ${YEAR_PRESET.consultants.toLocaleString('en-IN')} consultants, ${YEAR_PRESET.transactions.toLocaleString('en-IN')} transactions,
                    ${YEAR_PRESET.activity.toLocaleString('en-IN')} activity records, ${YEAR_PRESET.bookings.toLocaleString('en-IN')} bookings, ${YEAR_PRESET.chatRooms.toLocaleString('en-IN')} chat rooms with ${YEAR_PRESET.chatMessages.toLocaleString('en-IN')} messages,
                    ${YEAR_PRESET.quizMatches.toLocaleString('en-IN')} quiz matches; it needs --out PATH.sqlite
  --seed N          PRNG seed, a whole number from 0 to ${MAX_SEED} (default ${DEFAULT_SEED})
  --out PATH        where to write it (default: the backend's working copy, .data/db.json or $DB_FILE);
                    a path ending .sqlite writes a SQLite working copy (DB_FILE=PATH.sqlite npm start serves it)
  --help            show this help`;

class UsageError extends Error {}

interface CliOptions {
  preset: 'year' | undefined;
  consultants: number;
  transactions: number;
  seed: number;
  out: string | undefined;
  help: boolean;
}

function wholeNumber(flag: string, raw: string | undefined, fallback: number, minimum: number, maximum: number): number {
  if (raw === undefined) return fallback;
  const value = Number(raw.trim());
  if (!/^\d+$/.test(raw.trim()) || !Number.isSafeInteger(value) || value < minimum || value > maximum) {
    const range = minimum === 1 ? 'a positive whole number' : `a whole number from ${minimum} to ${maximum}`;
    throw new UsageError(`--${flag} must be ${range}, got '${raw}'`);
  }
  return value;
}

const FLAGS = {
  consultants: { type: 'string' },
  transactions: { type: 'string' },
  seed: { type: 'string' },
  preset: { type: 'string' },
  out: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

function readFlags(argv: readonly string[]) {
  try {
    return parseArgs({ args: [...argv], options: FLAGS, strict: true, allowPositionals: false });
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
}

function parseCli(argv: readonly string[]): CliOptions {
  const parsed = readFlags(argv);
  const { values } = parsed;
  if (values.out !== undefined && values.out.trim() === '') throw new UsageError('--out needs a file path');
  if (values.preset !== undefined && values.preset !== 'year') throw new UsageError(`--preset must be year, got '${values.preset}'`);
  if (values.preset && (values.consultants !== undefined || values.transactions !== undefined)) throw new UsageError('--preset year sets the counts itself: leave out --consultants and --transactions');
  return {
    preset: values.preset,
    consultants: wholeNumber('consultants', values.consultants, DEFAULT_COUNTS.consultants, 1, Number.MAX_SAFE_INTEGER),
    transactions: wholeNumber('transactions', values.transactions, DEFAULT_COUNTS.transactions, 1, Number.MAX_SAFE_INTEGER),
    seed: wholeNumber('seed', values.seed, DEFAULT_SEED, 0, MAX_SEED),
    out: values.out,
    help: values.help ?? false,
  };
}

function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

function report(database: Database, path: string, bytes: number, milliseconds: number): void {
  const fromHere = relative(process.cwd(), path);
  const shown = fromHere === '' || fromHere.startsWith('..') ? path : fromHere;
  console.log(`Wrote ${shown} (${formatBytes(bytes)}) in ${(milliseconds / 1000).toFixed(2)} s`);
  for (const [collection, records] of Object.entries(database)) {
    console.log(`  ${collection.padEnd(16)} ${String(records.length).padStart(9)}`);
  }
}

/**
 * A SQLite working copy holds its lists (transactions, activity, chat messages) on the disk and
 * every other collection in memory, read at start: those may come to no more than the JSON
 * working copy's limit, or the backend would not start on the file.
 */
function checkHeldInMemory(database: Database, limit: number): void {
  const held = withoutLists(database);
  let bytes = 0;
  for (const records of Object.values(held)) for (const record of records as unknown[]) bytes += JSON.stringify(record).length + 1;
  if (bytes > limit) {
    throw new UsageError(
      `The records a SQLite working copy holds in memory (all but transactions, activity and chat messages) come to ${formatBytes(bytes)}, ` +
        `more than the ${formatBytes(limit)} the backend reads at start (server/sqliteData.ts). Ask for fewer consultants.`,
    );
  }
}

/**
 * The data as the JSON working copy, or a refusal that says why when the backend could not
 * start on it (more than the working copy's limit, or more than one JavaScript string holds),
 * rather than a file it will not read.
 */
function jsonWithin(database: Database, limit: number): string {
  const tooLarge = (size: string) =>
    new UsageError(
      `${size} is more than the ${formatBytes(limit)} a JSON working copy can be (server/workingCopy.ts), so the backend would not start on it. ` +
        'Ask for fewer consultants or transactions, or write a SQLite working copy, which holds a year: --out PATH.sqlite.',
    );
  let json: string;
  try {
    json = `${JSON.stringify(database, null, 2)}\n`;
  } catch (error) {
    // V8 stops a string near 512 MB: JSON.stringify throws 'Invalid string length'.
    if (error instanceof RangeError) throw tooLarge('This data');
    throw error;
  }
  const bytes = Buffer.byteLength(json);
  if (bytes > limit) throw tooLarge(`This data (${formatBytes(bytes)})`);
  return json;
}

async function main(argv: readonly string[]): Promise<void> {
  const options = parseCli(argv);
  if (options.help) {
    console.log(USAGE);
    return;
  }
  const started = performance.now();
  const path = options.out === undefined ? WORKING_DB_PATH : resolve(process.cwd(), options.out);
  if (options.preset && !isSqliteFile(path)) throw new UsageError(`A year of data is more than a JSON working copy can hold: write it to a SQLite file, --out PATH.sqlite (not ${options.out ?? path}).`);
  const database = options.preset ? generateAtScale(YEAR_PRESET, options.seed) : generateDatabase(options);
  databaseSchema.parse(database);
  if (isSqliteFile(path)) {
    checkHeldInMemory(database, MAX_DATA_FILE_BYTES);
    writeSqliteData(path, database);
    report(database, path, statSync(path).size, performance.now() - started);
    return;
  }
  const json = jsonWithin(database, MAX_DATA_FILE_BYTES);
  await mkdir(dirname(path), { recursive: true });
  // A new data file holds no journal: those of the file it replaces would be replayed on it.
  removeJournals(path);
  await writeFile(path, json, 'utf8');
  report(database, path, Buffer.byteLength(json), performance.now() - started);
}

main(process.argv.slice(2)).catch((error: unknown) => {
  if (error instanceof UsageError) {
    console.error(`Error: ${error.message}\n\n${USAGE}`);
  } else {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  }
  process.exitCode = 1;
});
