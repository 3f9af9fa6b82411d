import { describe, expect, it } from 'vitest';
import { textSortKey, type SortKey } from '../../lib/sortRows';
import { changedRecords, KeptOrders, moveChanged, type Order } from './keptOrders';

interface Row {
  id: number;
  name: string;
  amount: number | undefined;
}

const rows: Row[] = Array.from({ length: 400 }, (_, id) => ({ id, name: `Name ${(id * 37) % 101}`, amount: id % 17 === 0 ? undefined : (id * 7919) % 1000 }));
const byName: Order<Row> = { key: (row) => textSortKey(row.name), desc: false };
const byAmount: Order<Row> = { key: (row) => row.amount, desc: true };
const keys = (sorted: readonly Row[], key: (row: Row) => SortKey) => sorted.map(key);

/** Whether `sorted` holds exactly `all`'s rows in `order` (ties in any order). */
function expectOrdered(sorted: readonly Row[], all: readonly Row[], order: Order<Row>) {
  expect(new Set(sorted)).toEqual(new Set(all));
  expect(sorted).toHaveLength(all.length);
  const fresh = [...all].sort((a, b) => {
    const ka = order.key(a);
    const kb = order.key(b);
    if (ka === undefined || kb === undefined) return ka === kb ? 0 : ka === undefined ? 1 : -1;
    return (ka < kb ? -1 : ka > kb ? 1 : 0) * (order.desc ? -1 : 1);
  });
  expect(keys(sorted, order.key)).toEqual(keys(fresh, order.key));
}

describe('changedRecords', () => {
  it('names the records replaced in place, those added at the end and those removed', () => {
    const replaced = rows.map((row) => (row.id === 5 ? { ...row, name: 'Aaron' } : row));
    expect(changedRecords(rows, replaced)).toEqual({ gone: [rows[5]], came: [replaced[5]] });
    const added = { id: 400, name: 'Zed', amount: 3 };
    expect(changedRecords(rows, [...rows, added])).toEqual({ gone: [], came: [added] });
    expect(changedRecords(rows, rows.filter((row) => row.id !== 9))).toEqual({ gone: [rows[9]], came: [] });
  });

  it('gives up when most records changed: sorting again is cheaper', () => {
    expect(changedRecords(rows, rows.map((row) => ({ ...row })))).toBeNull();
    expect(changedRecords([...rows, ...rows], rows.slice(0, 10))).toBeNull();
  });
});

describe('moveChanged', () => {
  it('keeps the order when records change their key, join and leave, and leaves the order it was given as it was', () => {
    const sorted = [...rows].sort((a, b) => (textSortKey(a.name) < textSortKey(b.name) ? -1 : textSortKey(a.name) > textSortKey(b.name) ? 1 : a.id - b.id));
    const copy = [...sorted];
    const after = rows.map((row) => (row.id === 3 ? { ...row, name: 'Zulu' } : row.id === 200 ? { ...row, name: 'Aaron' } : row));
    const moved = moveChanged(sorted, byName, changedRecords(rows, after)!)!;
    expect(sorted).toEqual(copy);
    expectOrdered(moved, after, byName);
    expect(moved[0]?.name).toBe('Aaron');
    expect(moved.at(-1)?.name).toBe('Zulu');
  });

  it('puts a record whose key did not change where the old one was', () => {
    const sorted = [...rows].sort((a, b) => (a.amount ?? -1) - (b.amount ?? -1));
    const order: Order<Row> = { key: (row) => row.amount, desc: false };
    const at = sorted.findIndex((row) => row.id === 40);
    const after = rows.map((row) => (row.id === 40 ? { ...row, name: 'Renamed' } : row));
    const moved = moveChanged(sorted, order, changedRecords(rows, after)!)!;
    expect(moved[at]).toBe(after[40]);
  });
});

describe('KeptOrders', () => {
  it('answers the same orders as a fresh sort through a run of changes, missing keys last', () => {
    const kept = new KeptOrders<Row>();
    let all: Row[] = rows;
    for (let step = 0; step < 60; step += 1) {
      const id = (step * 53) % all.length;
      if (step % 3 === 0) all = all.map((row, index) => (index === id ? { ...row, amount: step % 2 ? undefined : step * 11 } : row));
      else if (step % 3 === 1) all = [...all, { id: 1000 + step, name: `New ${step}`, amount: step }];
      else all = all.filter((_, index) => index !== id);
      expectOrdered(kept.sorted(all, 'name', byName), all, byName);
      expectOrdered(kept.sorted(all, 'amount', byAmount), all, byAmount);
    }
    expect(kept.sorted(all, 'amount', byAmount).at(-1)?.amount).toBeUndefined();
  });

  it('changes an order of its own where it is when a change leaves what is shown as it was, and never the collection itself', () => {
    const unseen = ({ gone, came }: { gone: readonly Row[]; came: readonly Row[] }) => gone.every((old, index) => old.name === came[index]?.name && old.amount === came[index]?.amount);
    const kept = new KeptOrders<Row>(undefined, unseen);
    const byName1 = kept.sorted(rows, 'name', byName);
    const copy = [...byName1];
    const changed = rows.map((row) => (row.id === 12 ? { ...row } : row));
    // The same array, its record replaced where it was; what a reader copied before is as it was.
    expect(kept.sorted(changed, 'name', byName)).toBe(byName1);
    expect(byName1).toContain(changed[12]);
    expect(copy).toContain(rows[12]);
    // A change that is shown: a new array.
    const renamed = changed.map((row) => (row.id === 12 ? { ...row, name: 'Zz' } : row));
    expect(kept.sorted(renamed, 'name', byName)).not.toBe(byName1);
    // A collection already in order is its own order: it is copied, never changed.
    const ordered = Object.freeze([...rows].sort((a, b) => a.id - b.id));
    const byId = new KeptOrders<Row>(undefined, unseen);
    const order: Order<Row> = { key: (row) => row.id, desc: false };
    expect(byId.sorted(ordered, 'id', order)).toBe(ordered);
    const next = ordered.map((row) => (row.id === 3 ? { ...row } : row));
    expect(byId.sorted(next, 'id', order)).toContain(next[3]);
    expect(ordered[3]).toBe(rows[3]);
  });
});
