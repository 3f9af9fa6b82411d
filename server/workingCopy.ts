import fs from 'node:fs';
import path from 'node:path';
import { databaseSchema } from '../src/api/backend/db.ts';

/** Creates the working copy from the seed when it does not exist yet. */
export function ensureWorkingCopy(seedPath: string, workingPath: string): 'created' | 'existing' {
  if (fs.existsSync(workingPath)) return 'existing';
  resetWorkingCopy(seedPath, workingPath);
  return 'created';
}

/** Overwrites the working copy with the seed (npm run db:reset). */
export function resetWorkingCopy(seedPath: string, workingPath: string): void {
  fs.mkdirSync(path.dirname(workingPath), { recursive: true });
  fs.copyFileSync(seedPath, workingPath);
}

/** Reads and checks a data file, with a message that says how to mend it. */
export function readDatabaseFile(file: string) {
  let raw: unknown;
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
  return parsed.data;
}
