// @vitest-environment node
/**
 * Pages read from anchors (sqliteAnchors.ts) are the pages OFFSET reads: in every sort, both
 * ways, with ties and missing keys, in narrowed views, and after records are appended before,
 * among and after the anchors.
 */
import BetterSqlite from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { transactionsList } from '@/api/backend/transactions';
import type { Transaction } from '@/api/schemas';
import { comesBefore } from './sqliteAnchors';
import { appendRecords, sqliteListStore } from './sqliteLists';

let seed = 7;
const random = () => {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return seed / 2147483648;
};
const NAMES = ['Asha Rao', 'Ravi Kumar', 'Zoya Khan', 'Ömer Şahin', '𝒜nand', 'Ünal'];

function transaction(index: number, minutes: number): Transaction {
  return {
    _id: `t${String(index).padStart(6, '0')}`,
    // Every seventh has no payer: no key in the Paid By sort (last either way).
    userRef: index % 7 === 0 ? null : { name: NAMES[Math.floor(random() * NAMES.length)]!, profilePicUrl: '' },
    consultantRef: { name: NAMES[index % 3]!, profilePicUrl: '' },
    amount: Math.floor(random() * 20) * 50,
    type: random() < 0.5 ? 'chat' : 'video',
    timestamp: new Date(Date.UTC(2026, 0, 1) + minutes * 60_000).toISOString(),
  };
}

describe('pages read from anchors', () => {
  const db = new BetterSqlite(':memory:');
  appendRecords(db, transactionsList, Array.from({ length: 3000 }, (_, index) => transaction(index, Math.floor(random() * 5000))));
  const anchored = sqliteListStore(db);
  const views = [
    ...Object.keys(transactionsList.sorts).flatMap((id) => [false, true].map((desc) => ({ q: '', filters: {}, sort: { id, desc }, record: '' }))),
    { q: 'zoya', filters: {}, sort: { id: 'amount', desc: true }, record: '' },
    { q: '', filters: { type: 'video' }, sort: { id: 'user', desc: false }, record: '' },
  ];
  const offsets = [0, 100, 137, 950, 1001, 1400, 1650, 2100, 2400, 2890];

  /** Every page at `offsets` of every view, through the store whose anchors are kept and through a new one (OFFSET only). */
  function expectSamePages() {
    for (const view of views) {
      for (const offset of offsets) {
        const query = { ...view, offset, limit: 60 };
        const fresh = sqliteListStore(db).page(transactionsList, query);
        const page = anchored.page(transactionsList, query);
        expect(page.rows.map((row) => row._id), `${JSON.stringify(view)} at ${offset}`).toEqual(fresh.rows.map((row) => row._id));
        expect(page.total).toBe(fresh.total);
      }
    }
  }

  it('answers each page as OFFSET does, the first time and from the anchors the pages left', () => {
    expectSamePages();
    // Now each page is near an anchor: the same pages again, and pages a little after each.
    expectSamePages();
    // Pages a little after each anchor, and a little before one (read backwards from it).
    offsets.splice(0, offsets.length, ...offsets.map((offset) => offset + 23));
    expectSamePages();
    offsets.splice(0, offsets.length, ...offsets.map((offset) => Math.max(0, offset - 37)));
    expectSamePages();
  });

  it('keeps each anchor exact as records are appended: some sorting first, some among equal keys, some with no key', () => {
    let next = 3000;
    for (let round = 0; round < 4; round += 1) {
      appendRecords(db, transactionsList, Array.from({ length: 25 }, () => transaction(next++, Math.floor(random() * 6000))));
      expectSamePages();
    }
  });
});

describe('comesBefore', () => {
  it('orders as SQLite does: missing keys last, numbers before text, text by code point, ties by ord', () => {
    const anchor = { at: 10, n: 0 as const, s: 'm', ord: 50 };
    expect(comesBefore({ n: 0, s: 'a', ord: 99 }, anchor, false)).toBe(true);
    expect(comesBefore({ n: 0, s: 'a', ord: 99 }, anchor, true)).toBe(false);
    expect(comesBefore({ n: 0, s: 'm', ord: 99 }, anchor, true)).toBe(false);
    expect(comesBefore({ n: 0, s: 'm', ord: 49 }, anchor, true)).toBe(true);
    expect(comesBefore({ n: 1, s: null, ord: 1 }, anchor, false)).toBe(false);
    expect(comesBefore({ n: 0, s: 5, ord: 99 }, anchor, false)).toBe(true);
    // U+1D49C (𝒜) comes after U+FB01 (ﬁ) by code point, though its first UTF-16 unit comes before.
    expect(comesBefore({ n: 0, s: '\u{1D49C}', ord: 99 }, { ...anchor, s: '\uFB01' }, false)).toBe(false);
  });
});
