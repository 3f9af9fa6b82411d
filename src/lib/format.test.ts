import { describe, expect, it } from 'vitest';
import { compareNewestFirst, formatDateTime, formatRupees, INVALID_DATE, MISSING_DATE, parseAmount } from './format';

describe('formatRupees', () => {
  it('groups the Indian way', () => {
    expect(formatRupees(1234567.5)).toBe('₹12,34,567.50');
    expect(formatRupees(500)).toBe('₹500');
    expect(formatRupees(71346.52)).toBe('₹71,346.52');
    expect(formatRupees(0)).toBe('₹0');
  });
});

describe('parseAmount', () => {
  it('reads numeric strings and answers null for N/A', () => {
    expect(parseAmount('15642.10')).toBe(15642.1);
    expect(parseAmount('0')).toBe(0);
    expect(parseAmount(undefined)).toBeNull();
    expect(parseAmount('')).toBeNull();
    expect(parseAmount('N/A')).toBeNull();
  });
});

describe('formatDateTime', () => {
  it('writes day, short month, time and part of day', () => {
    const local = new Date(2025, 6, 13, 9, 5).toISOString();
    expect(formatDateTime(local)).toMatch(/^13 Jul, 9:05\s?am, Morning$/i);
    expect(formatDateTime(new Date(2025, 0, 2, 18, 30).toISOString())).toMatch(/^2 Jan, 6:30\s?pm, Evening$/i);
  });

  it('says so when there is no date or it is not one', () => {
    expect(formatDateTime(undefined)).toBe(MISSING_DATE);
    expect(formatDateTime('not-a-date')).toBe(INVALID_DATE);
  });
});

describe('compareNewestFirst', () => {
  it('sorts newest first with invalid and missing dates last', () => {
    const dates = ['2024-01-06T02:36:43.408Z', 'not-a-date', '2026-09-03T13:33:35.048Z', undefined, '2025-07-13T06:22:42.294Z'];
    expect([...dates].sort(compareNewestFirst)).toEqual(['2026-09-03T13:33:35.048Z', '2025-07-13T06:22:42.294Z', '2024-01-06T02:36:43.408Z', 'not-a-date', undefined]);
  });
});
