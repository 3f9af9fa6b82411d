import { describe, expect, it } from 'vitest';
import { createTextFilter } from './textSearch';

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
