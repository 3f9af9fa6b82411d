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

  it('answers the rows themselves when every box is blank', () => {
    expect(filter({})).toBe(payments);
    expect(filter({ by: ' ', to: '' })).toBe(payments);
  });
});
