import { describe, expect, it } from 'vitest';
import { createFieldsFilter, createTextFilter } from './textSearch';

const rows = [
  { name: 'Asha Verma', phone: '9876500001', id: 'CR4ENEX' },
  { name: 'Ravi Kumar', phone: '9123400002', id: 'CRZZ001' },
  { name: 'Zoë Kapoor', phone: undefined, id: 'CRAB123' },
];
const search = createTextFilter(rows, (row) => [row.name, row.phone, row.id]);

describe('createTextFilter', () => {
  it('answers the rows themselves for an empty or blank query', () => {
    expect(search('')).toBe(rows);
    expect(search('   ')).toBe(rows);
  });

  it('matches any field, ignoring case and accents', () => {
    expect(search('asha').map((row) => row.name)).toEqual(['Asha Verma']);
    expect(search('91234').map((row) => row.name)).toEqual(['Ravi Kumar']);
    expect(search('crab').map((row) => row.name)).toEqual(['Zoë Kapoor']);
    expect(search('zoe').map((row) => row.name)).toEqual(['Zoë Kapoor']);
  });

  it('needs every word, in any field', () => {
    expect(search('kumar 0002').map((row) => row.name)).toEqual(['Ravi Kumar']);
    expect(search('kumar 0001')).toEqual([]);
  });

  it('never matches across two fields', () => {
    expect(search('verma9876')).toEqual([]);
  });

  it('never matches across two rows, and gives a row once however often a word is in it', () => {
    expect(search('cr4enexravi')).toEqual([]);
    expect(search('cr4enex ravi')).toEqual([]);
    expect(search('a').map((row) => row.name)).toEqual(['Asha Verma', 'Ravi Kumar', 'Zoë Kapoor']);
    expect(search('crab123').map((row) => row.name)).toEqual(['Zoë Kapoor']);
  });

  it('answers what a row-by-row search answers, in the rows\' order', () => {
    // A fixed pseudo-random list of short words, so hits are dense, sparse, first and last.
    let seed = 7;
    const next = () => (seed = (seed * 48271) % 2147483647);
    const letters = 'abcde';
    const word = () => Array.from({ length: 1 + (next() % 4) }, () => letters[next() % letters.length]).join('');
    const many = Array.from({ length: 400 }, (_, id) => ({ id, texts: [word(), next() % 5 === 0 ? undefined : `${word()} ${word()}`] }));
    const manySearch = createTextFilter(many, (row) => row.texts);
    for (const query of ['a', 'ab', 'abc', 'dead', 'e a', 'cab bad', 'eeee', 'b  c  d']) {
      const words = query.split(/\s+/);
      const expected = many.filter((row) => words.every((w) => row.texts.some((text) => text?.includes(w))));
      expect(manySearch(query).map((row) => row.id), query).toEqual(expected.map((row) => row.id));
    }
  });
});

describe('createFieldsFilter', () => {
  const payments = [
    { by: 'Vivaan Sethi', to: 'Sai Khan' },
    { by: 'Sai Khan', to: 'Vivaan Sethi' },
    { by: 'Vivaan Sethi', to: 'Meera Das' },
  ];
  const filter = createFieldsFilter(payments, { by: (row) => [row.by], to: (row) => [row.to] });

  it('matches each box against its own field only', () => {
    expect(filter({ by: 'sai' })).toEqual([payments[1]]);
    expect(filter({ to: 'sai' })).toEqual([payments[0]]);
  });

  it('needs every box that has text', () => {
    expect(filter({ by: 'vivaan', to: 'meera' })).toEqual([payments[2]]);
    expect(filter({ by: 'vivaan', to: '' })).toEqual([payments[0], payments[2]]);
  });

  it('matches a word that contains none of the separators only', () => {
    expect(filter({ by: 'sethi\u0000sai' })).toEqual([]);
    expect(filter({ by: 'sethi\u0001' })).toEqual([]);
  });

  it('answers the rows themselves when every box is blank', () => {
    expect(filter({})).toBe(payments);
    expect(filter({ by: ' ', to: '' })).toBe(payments);
  });
});
