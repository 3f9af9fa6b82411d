// @vitest-environment node
/** The journal that puts every change on the disk before it is answered (journal.ts). */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { databaseSchema, type Database } from '@/api/backend/db';
import { createDataFileWriter } from './dataFile';
import { applyChanges, changesBetween, COVERED_KEY, journalFiles, openJournal, readJournals, removeJournals } from './journal';
import { SEED_DB_PATH } from './paths';
import { readWorkingCopy } from './workingCopy';

const seed: Database = databaseSchema.parse(JSON.parse(fs.readFileSync(SEED_DB_PATH, 'utf8')));
const dirs: string[] = [];

function tempFile(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'consult-journal-'));
  dirs.push(dir);
  const file = path.join(dir, 'db.json');
  fs.copyFileSync(SEED_DB_PATH, file);
  return file;
}

afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

/** A settlement as dispatch makes it: one consultant replaced, one record added, the rest shared. */
function settled(db: Database, index = 3): Database {
  const consultant = db.consultants[index]!;
  const consultants = db.consultants.map((entry) => (entry === consultant ? { ...entry, earnings: '0' } : entry));
  const settlement = {
    _id: `s${db.settlements.length}`,
    consultantId: consultant._id,
    dataid: consultant.dataid,
    name: consultant.name,
    amount: consultant.earnings ?? '0',
    bankDetails: consultant.bankDetails ?? '',
    operatorId: null,
    idempotencyKey: null,
    settledAt: '2026-11-26T10:00:00.000Z',
  };
  return { ...db, consultants, settlements: [...db.settlements, settlement] };
}

describe('changesBetween and applyChanges', () => {
  it('say a call’s change record by record, and make it again', () => {
    const after = settled(seed);
    const changes = changesBetween(seed, after);
    expect(changes).toEqual([
      { key: 'consultants', set: [[3, after.consultants[3]]] },
      { key: 'settlements', from: seed.settlements.length, append: [after.settlements.at(-1)] },
    ]);
    expect(applyChanges(seed, changes)).toEqual(after);
  });

  it('give the whole list when records went, and plain values as they are', () => {
    const after = { ...seed, consultants: seed.consultants.slice(1), sessions: [] };
    const changes = changesBetween(seed, after);
    expect(changes).toEqual([{ key: 'consultants', value: after.consultants }]);
    expect(applyChanges(seed, changes)).toEqual(after);
  });

  it('find nothing when nothing changed', () => {
    expect(changesBetween(seed, { ...seed })).toEqual([]);
  });
});

describe('the journal', () => {
  it('replays what was appended after the snapshot, in order, and leaves out a last line a crash cut short', () => {
    const file = tempFile();
    const journal = openJournal(file, 0);
    const first = settled(seed);
    const second = settled(first);
    journal.append(changesBetween(seed, first));
    journal.append(changesBetween(first, second));
    journal.close();
    fs.appendFileSync(`${file}.journal.1`, '[{"key":"consultants","set":[[0,');
    const { entries, last } = readJournals(file, 0);
    expect(last).toBe(1);
    expect(entries.reduce(applyChanges, seed)).toEqual(second);
  });

  it('refuses a journal damaged before its last line, saying how to mend it', () => {
    const file = tempFile();
    fs.writeFileSync(`${file}.journal.1`, 'not json\n[]\n');
    expect(() => readJournals(file, 0)).toThrow(/damaged at line 1.*npm run db:reset/);
  });

  it('skips the journals a snapshot covers, and a reset drops them all', () => {
    const file = tempFile();
    const journal = openJournal(file, 0);
    journal.append(changesBetween(seed, settled(seed)));
    expect(journal.rotate()).toBe(1);
    journal.append(changesBetween(seed, settled(seed, 5)));
    journal.close();
    expect(journalFiles(file).map((entry) => entry.number)).toEqual([1, 2]);
    expect(readJournals(file, 1).entries).toHaveLength(1);
    removeJournals(file);
    expect(journalFiles(file)).toEqual([]);
  });

  it('is folded into the data file by a snapshot, which says what it covers, and the covered journals go', () => {
    const file = tempFile();
    const journal = openJournal(file, 0);
    let data = seed;
    const writer = createDataFileWriter({ file, current: () => data, log: () => {}, journal });
    const next = settled(seed);
    journal.append(changesBetween(data, next));
    data = next;
    writer.changed();
    writer.flush();
    const stored = readWorkingCopy(file);
    expect(stored.covered).toBe(1);
    expect(stored.data).toEqual(next);
    expect((JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>)[COVERED_KEY]).toBe(1);
    expect(journalFiles(file)).toEqual([]);
    // Later changes go to the next journal, read on top of the snapshot.
    const later = settled(next);
    journal.append(changesBetween(data, later));
    journal.close();
    expect(journalFiles(file).map((entry) => entry.number)).toEqual([2]);
    const { entries } = readJournals(file, stored.covered);
    expect(entries.reduce(applyChanges, stored.data)).toEqual(later);
  });
});
