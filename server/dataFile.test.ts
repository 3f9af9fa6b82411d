// @vitest-environment node
/** The deferred, all-or-nothing writer of the json-server backend's data file. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { databaseSchema, type Database } from '@/api/backend/db';
import { createDataFileWriter, serializeDatabase } from './dataFile';
import { SEED_DB_PATH } from './paths';

const seed: Database = databaseSchema.parse(JSON.parse(fs.readFileSync(SEED_DB_PATH, 'utf8')));
const dirs: string[] = [];

function tempFile(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'consult-datafile-'));
  dirs.push(dir);
  return path.join(dir, 'db.json');
}

afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

const read = (file: string): unknown => JSON.parse(fs.readFileSync(file, 'utf8'));
const leftovers = (file: string) => fs.readdirSync(path.dirname(file)).filter((name) => name !== path.basename(file));

describe('serializeDatabase', () => {
  it('gives JSON that reads back as the same data, one record per line', () => {
    const text = [...serializeDatabase(seed)].join('');
    expect(JSON.parse(text)).toEqual(seed);
    const lines = text.split('\n');
    expect(lines).toContain(`    ${JSON.stringify(seed.consultants[0])},`);
    expect(lines).toContain('  "sessions": [],');
    expect(lines).toContain('  "activity": [],');
    expect(lines).toContain('  "approvals": []');
  });

  it('hands the text over in pieces of about the size asked for', () => {
    const pieces = [...serializeDatabase(seed, 4096)];
    expect(pieces.length).toBeGreaterThan(10);
    // A piece ends after the record that took it over the size; records are far smaller than that.
    for (const piece of pieces) expect(piece.length).toBeLessThan(4096 * 2);
    expect(JSON.parse(pieces.join(''))).toEqual(seed);
  });
});

describe('createDataFileWriter', () => {
  it('writes changes once, a moment after the first of them, and leaves no temporary file', async () => {
    const file = tempFile();
    let state: Database = { ...seed, pools: [] };
    const writer = createDataFileWriter({ file, current: () => state, delayMs: 50, log: () => {} });
    for (let change = 0; change < 5; change += 1) {
      state = { ...state, pools: [...state.pools, seed.pools[change % seed.pools.length]!] };
      writer.changed();
    }
    expect(fs.existsSync(file)).toBe(false);
    await vi.waitFor(() => expect(writer.writes).toBe(1), { timeout: 2000, interval: 10 });
    expect((read(file) as Database).pools).toHaveLength(5);
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(writer.writes).toBe(1);
    expect(leftovers(file)).toEqual([]);
  });

  it('flush() writes what is pending at once, and nothing when nothing is', () => {
    const file = tempFile();
    const writer = createDataFileWriter({ file, current: () => seed, delayMs: 60_000, log: () => {} });
    writer.flush();
    expect(fs.existsSync(file)).toBe(false);
    writer.changed();
    writer.flush();
    expect(read(file)).toEqual(seed);
    expect(writer.writes).toBe(1);
    writer.flush();
    expect(writer.writes).toBe(1);
    expect(leftovers(file)).toEqual([]);
  });

  it('a flush during a deferred write wins: the older snapshot never replaces the newer one', async () => {
    const file = tempFile();
    let state: Database = { ...seed, pools: [] };
    const writer = createDataFileWriter({ file, current: () => state, delayMs: 0, log: () => {} });
    writer.changed();
    // Runs just after the writer's own timer: its write of the old state has started and waits on the disk.
    await new Promise<void>((resolve) =>
      setTimeout(() => {
        state = { ...state, pools: seed.pools };
        writer.changed();
        writer.flush();
        resolve();
      }, 0),
    );
    expect((read(file) as Database).pools).toEqual(seed.pools);
    await vi.waitFor(() => expect(leftovers(file)).toEqual([]), { timeout: 2000, interval: 10 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((read(file) as Database).pools).toEqual(seed.pools);
    expect(writer.writes).toBe(1);
  });

  it('logs a write that fails and keeps the change pending', async () => {
    const file = path.join(path.dirname(tempFile()), 'missing-folder', 'db.json');
    const log = vi.fn();
    const writer = createDataFileWriter({ file, current: () => seed, delayMs: 0, log });
    writer.changed();
    await vi.waitFor(() => expect(log).toHaveBeenCalledWith(expect.stringMatching(/^Could not write .*db\.json: .*Trying again in 5 s\.$/)), { timeout: 2000, interval: 10 });
    fs.mkdirSync(path.dirname(file));
    writer.flush();
    expect(read(file)).toEqual(seed);
  });
});
