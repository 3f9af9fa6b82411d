import { describe, expect, it } from 'vitest';
import { cellSortKey, inOrderOf, sortRows, textSortKey } from './sortRows';

interface Row {
  name: string;
  amount?: number | undefined;
  active?: boolean;
}

const names = (rows: readonly Row[]) => rows.map((row) => row.name);

describe('textSortKey', () => {
  it('orders as a numeric, case- and accent-blind collation does', () => {
    const words = ['item 10', 'Item 2', 'émile', 'Emma', 'zoë', 'Zoe', 'asha', 'Álvaro', 'item 02b'];
    const collator = new Intl.Collator('en-IN', { numeric: true, sensitivity: 'base' });
    const byKey = [...words].sort((a, b) => (textSortKey(a) < textSortKey(b) ? -1 : textSortKey(a) > textSortKey(b) ? 1 : 0));
    const byCollator = [...words].sort(collator.compare);
    // Equal under the collation (zoë, Zoe) may come in either order; everything else agrees.
    expect(byKey.map(textSortKey)).toEqual(byCollator.map(textSortKey));
  });
});

describe('sortRows', () => {
  const rows: Row[] = [
    { name: 'Ravi', amount: 300 },
    { name: 'asha', amount: undefined },
    { name: 'Meera', amount: 1200 },
    { name: 'Kiran', amount: 300 },
    { name: 'Bala', amount: Number.NaN },
  ];

  it('sorts numbers both ways, keeps ties in their order, and puts missing values last either way', () => {
    expect(names(sortRows(rows, (row) => cellSortKey(row.amount), false))).toEqual(['Ravi', 'Kiran', 'Meera', 'asha', 'Bala']);
    expect(names(sortRows(rows, (row) => cellSortKey(row.amount), true))).toEqual(['Meera', 'Ravi', 'Kiran', 'asha', 'Bala']);
  });

  it('sorts text without regard to case', () => {
    expect(names(sortRows(rows, (row) => cellSortKey(row.name), false))).toEqual(['asha', 'Bala', 'Kiran', 'Meera', 'Ravi']);
    expect(names(sortRows(rows, (row) => cellSortKey(row.name), true))).toEqual(['Ravi', 'Meera', 'Kiran', 'Bala', 'asha']);
  });

  it('sorts booleans false first, and leaves the input as it was', () => {
    const flags: Row[] = [{ name: 'a', active: true }, { name: 'b', active: false }, { name: 'c', active: true }];
    const before = [...flags];
    expect(names(sortRows(flags, (row) => cellSortKey(row.active), false))).toEqual(['b', 'a', 'c']);
    expect(flags).toEqual(before);
  });

  it('answers a list already in order itself, and sorts one that is not quite', () => {
    const newestFirst = [{ name: 'c', at: '2026-03-01' }, { name: 'b', at: '2026-02-01' }, { name: 'b2', at: '2026-02-01' }, { name: 'x', at: undefined }];
    expect(sortRows(newestFirst, (row) => cellSortKey(row.at), true)).toBe(newestFirst);
    // Missing last is in order; missing before a date is not.
    const missingFirst = [newestFirst[3]!, ...newestFirst.slice(0, 3)];
    expect(names(sortRows(missingFirst, (row) => cellSortKey(row.at), true))).toEqual(['c', 'b', 'b2', 'x']);
    // Ascending, the same list is sorted, ties kept in their order.
    expect(names(sortRows(newestFirst, (row) => cellSortKey(row.at), false))).toEqual(['b', 'b2', 'c', 'x']);
    expect(names(newestFirst)).toEqual(['c', 'b', 'b2', 'x']);
  });

  it('puts numbers before text in a mixed column, ascending', () => {
    const mixed = [{ name: 'x', v: 'N/A' }, { name: 'y', v: 5 }];
    expect(sortRows(mixed, (row) => cellSortKey(row.v), false).map((row) => row.name)).toEqual(['y', 'x']);
  });
});

describe('inOrderOf', () => {
  const all: Row[] = ['a', 'b', 'c', 'd', 'e'].map((name) => ({ name }));

  it('gives a subset in the order of the sorted whole', () => {
    const sorted = [...all].reverse();
    expect(names(inOrderOf(sorted, [all[0]!, all[3]!, all[1]!])!)).toEqual(['d', 'b', 'a']);
  });

  it('gives the sorted whole itself for the whole list', () => {
    const sorted = [...all].reverse();
    expect(inOrderOf(sorted, all)).toBe(sorted);
  });

  it('orders a few rows of a long list, and many, alike', () => {
    const long: Row[] = Array.from({ length: 200 }, (_, index) => ({ name: String(index).padStart(3, '0') }));
    const sorted = [...long].reverse();
    // A few (by place) and many (by a sweep) take different paths to the same order.
    const few = [long[5]!, long[150]!, long[60]!];
    const many = long.filter((_, index) => index % 3 === 0);
    expect(names(inOrderOf(sorted, few)!)).toEqual(['150', '060', '005']);
    expect(names(inOrderOf(sorted, many)!)).toEqual(names(many).reverse());
    expect(inOrderOf(sorted, [...many, { name: 'stranger' }])).toBeNull();
  });

  it('answers null when a row is not in the sorted list', () => {
    expect(inOrderOf(all, [{ name: 'stranger' }])).toBeNull();
    expect(inOrderOf(all.slice(1), [...all.slice(2), { name: 'x' }, all[1]!])).toBeNull();
  });
});

describe('sortRows with numbers only', () => {
  it('orders as the general sort does: both ways, ties kept in order, missing last, the input left alone', () => {
    const amounts = Array.from({ length: 200 }, (_, index) => ({ name: `r${index}`, amount: index % 17 === 0 ? undefined : ((index * 7919) % 53) - 20 }));
    const before = [...amounts];
    const general = (desc: boolean) => [...amounts].map((row, index) => ({ row, index })).sort((a, b) => {
      if (a.row.amount === undefined || b.row.amount === undefined) return a.row.amount === b.row.amount ? a.index - b.index : a.row.amount === undefined ? 1 : -1;
      return (desc ? b.row.amount - a.row.amount : a.row.amount - b.row.amount) || a.index - b.index;
    }).map(({ row }) => row.name);
    for (const desc of [false, true]) expect(names(sortRows(amounts, (row) => row.amount, desc)), `desc ${desc}`).toEqual(general(desc));
    expect(amounts).toEqual(before);
  });

  it('orders any numbers by value: negative, fractions, zeros of both signs, infinities, large and tiny', () => {
    let seed = 11;
    const next = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
    const special = [0, -0, 1e-300, -1e-300, Number.MAX_VALUE, -Number.MAX_VALUE, Infinity, -Infinity, 2 ** 53, 0.1 + 0.2, 0.3];
    const values = Array.from({ length: 600 }, (_, index) => (index < special.length ? special[index]! : index % 9 === 0 ? undefined : (next() - 0.5) * 10 ** Math.floor(next() * 12 - 4)));
    // Ties: repeat some values further down.
    for (let index = 300; index < 600; index += 7) values[index] = values[index - 290];
    const rows = values.map((amount, index) => ({ name: `r${index}`, amount }));
    const general = (desc: boolean) => rows.map((row, index) => ({ row, index })).sort((a, b) => {
      if (a.row.amount === undefined || b.row.amount === undefined) return a.row.amount === b.row.amount ? a.index - b.index : a.row.amount === undefined ? 1 : -1;
      const order = desc ? b.row.amount - a.row.amount : a.row.amount - b.row.amount;
      return (Number.isNaN(order) ? 0 : order) || a.index - b.index;
    }).map(({ row }) => row.name);
    for (const desc of [false, true]) expect(names(sortRows(rows, (row) => row.amount, desc)), `desc ${desc}`).toEqual(general(desc));
  });

  it('orders a few amounts far down a long list of missing ones', () => {
    const rows = Array.from({ length: 100 }, (_, index) => ({ name: `r${index}`, amount: index >= 96 ? [250.5, 100, 250.5, 7][index - 96] : undefined }));
    expect(names(sortRows(rows, (row) => row.amount, false)).slice(0, 5)).toEqual(['r99', 'r97', 'r96', 'r98', 'r0']);
    expect(names(sortRows(rows, (row) => row.amount, true)).slice(0, 5)).toEqual(['r96', 'r98', 'r97', 'r99', 'r0']);
  });
});
