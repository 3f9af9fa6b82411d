import { describe, expect, it } from 'vitest';
import type { Consultant } from '@/api/schemas';
import { filterEarnings, summariseEarnings } from './earningsRows';

const consultant = (name: string, isActive: boolean, earnings?: string): Consultant => ({
  _id: name,
  dataid: `CR${name}`,
  name,
  phoneNumber: '9876500000',
  isActive,
  ...(earnings === undefined ? {} : { earnings }),
});

const rows = [
  consultant('A', true, '100.10'),
  consultant('B', false, '0'),
  consultant('C', false, '0.20'),
  consultant('D', true),
  consultant('E', true, 'abc'),
];
const names = (list: readonly Consultant[]) => list.map((entry) => entry.name);

describe('filterEarnings', () => {
  it('keeps everyone for all, and the list itself', () => {
    expect(filterEarnings(rows, 'all')).toBe(rows);
  });

  it('keeps active or inactive consultants', () => {
    expect(names(filterEarnings(rows, 'active'))).toEqual(['A', 'D', 'E']);
    expect(names(filterEarnings(rows, 'inactive'))).toEqual(['B', 'C']);
  });

  it('keeps those with money to settle: zero, missing and N/A are settled', () => {
    expect(names(filterEarnings(rows, 'unsettled'))).toEqual(['A', 'C']);
  });
});

describe('summariseEarnings', () => {
  it('counts the rows and adds up what is unsettled, to the paisa', () => {
    expect(summariseEarnings(rows)).toEqual({ count: 5, unsettledCount: 2, unsettledTotal: 100.3 });
  });

  it('is all zero for no rows', () => {
    expect(summariseEarnings([])).toEqual({ count: 0, unsettledCount: 0, unsettledTotal: 0 });
  });
});
