/** The mock data store shared by MSW handlers: the db.json seed, reset between stories and tests. */
import seed from '../../../db.json';
import { databaseSchema, type Database } from '../backend/db';

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

/** Back to the seed, optionally changed (a story's `mockDb` parameter). */
export function resetMockDb(change?: (db: Database) => Database | void): void {
  const fresh = seedData();
  current = change ? (change(fresh) ?? fresh) : fresh;
}
