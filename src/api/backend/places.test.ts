import { describe, expect, it } from 'vitest';
import { placeBy } from './places';

const many = (count: number) => Array.from({ length: count }, (_, index) => ({ _id: `id${index}`, dataid: `CR${index}`, note: '' }));

describe('placeBy', () => {
  it('finds a record by a field in a long collection, and after changes in place, additions and removals', () => {
    let list = many(5000);
    expect(placeBy('test', list, 'dataid', 'CR4321')).toBe(4321);
    // A record changed in its place, its field as it was: the places are carried.
    list = list.map((row, index) => (index === 10 ? { ...row, note: 'changed' } : row));
    expect(placeBy('test', list, 'dataid', 'CR10')).toBe(10);
    // Its field changed: the places are made again.
    list = list.map((row, index) => (index === 10 ? { ...row, dataid: 'CRX' } : row));
    expect(placeBy('test', list, 'dataid', 'CRX')).toBe(10);
    expect(placeBy('test', list, 'dataid', 'CR10')).toBe(-1);
    list = list.filter((_, index) => index !== 0);
    expect(placeBy('test', list, 'dataid', 'CR4321')).toBe(4320);
    expect(placeBy('test', list, '_id', 'nobody')).toBe(-1);
  });

  it('answers the first record of a value, in a short collection too', () => {
    const short = [...many(3), { _id: 'id1', dataid: 'again', note: '' }];
    expect(placeBy('short', short, '_id', 'id1')).toBe(1);
    const long = [...many(2000), { _id: 'id1', dataid: 'again', note: '' }];
    expect(placeBy('long', long, '_id', 'id1')).toBe(1);
  });
});
