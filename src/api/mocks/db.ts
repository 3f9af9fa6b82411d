/** The mock data store shared by MSW handlers: the db.json seed, reset between stories and tests. */
import seed from '../../../db.json';
import { databaseSchema, type Database } from '../backend/db';
import { resetMockMemory } from './context';

const seedDb: Database = databaseSchema.parse(seed);

let current: Database = structuredClone(seedDb);

/** A fresh copy of the seed, for fixtures in stories and tests. */
export function seedData(): Database {
  return structuredClone(seedDb);
}

export function getMockDb(): Database {
  return current;
}

export function setMockDb(db: Database): void {
  current = db;
}

/**
 * State a scenario keeps while one story or test runs (the empty data of `empty()`, the
 * failures counted by `failTimes()`). It is made on first use and forgotten on every reset,
 * so a story behaves the same however often it runs.
 */
const scenarioState = new Map<symbol, unknown>();

export function storyState<T>(key: symbol, create: () => T): T {
  if (!scenarioState.has(key)) scenarioState.set(key, create());
  return scenarioState.get(key) as T;
}

/** Back to the seed, optionally changed (a story's `mockDb` parameter), with no scenario state. */
export function resetMockDb(change?: (db: Database) => Database | void): void {
  const fresh = seedData();
  current = change ? (change(fresh) ?? fresh) : fresh;
  scenarioState.clear();
  resetMockMemory();
}
