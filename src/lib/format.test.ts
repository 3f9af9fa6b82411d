import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatDateTime, formatDay, formatRupees, INVALID_DATE, MISSING_DATE, isoSortKey, parseAmount, timeOf } from './format';

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
  // The dates below are in 2025; "this year" is what the clock says.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2025, 10, 26, 12, 0));
  });
  afterEach(() => vi.useRealTimers());

  it('writes day, short month, time and part of day', () => {
    const local = new Date(2025, 6, 13, 9, 5).toISOString();
    expect(formatDateTime(local)).toMatch(/^13 Jul, 9:05\s?am, Morning$/i);
    expect(formatDateTime(new Date(2025, 0, 2, 18, 30).toISOString())).toMatch(/^2 Jan, 6:30\s?pm, Evening$/i);
  });

  it("adds the year to a date of another year (issue 26), and to this year's dates once the year has turned", () => {
    expect(formatDateTime(new Date(2024, 8, 17, 0, 3).toISOString())).toMatch(/^17 Sept 2024, 12:03\s?am, Morning$/i);
    expect(formatDateTime(new Date(2026, 0, 5, 15, 0).toISOString())).toMatch(/^5 Jan 2026, 3:00\s?pm, Afternoon$/i);
    const july = new Date(2025, 6, 13, 9, 5).toISOString();
    expect(formatDateTime(july)).toMatch(/^13 Jul, /);
    vi.setSystemTime(new Date(2026, 0, 1, 9, 0));
    expect(formatDateTime(july)).toMatch(/^13 Jul 2025, 9:05\s?am, Morning$/i);
  });

  it('says so when there is no date or it is not one', () => {
    expect(formatDateTime(undefined)).toBe(MISSING_DATE);
    expect(formatDateTime('not-a-date')).toBe(INVALID_DATE);
  });

  it('writes each date the same every time, past the texts it keeps', () => {
    const first = new Date(2025, 6, 13, 9, 5).toISOString();
    const text = formatDateTime(first);
    // More distinct dates than are kept: the kept texts are cleared on the way.
    for (let minute = 0; minute < 6000; minute += 1) formatDateTime(new Date(2025, 0, 1, 0, minute).toISOString());
    expect(formatDateTime(new Date(2025, 0, 1, 0, 5999).toISOString())).toMatch(/^5 Jan, 3:59\s?am, Morning$/i);
    expect(formatDateTime(first)).toBe(text);
    expect(formatDateTime('not-a-date')).toBe(INVALID_DATE);
  });
});

describe('timeOf', () => {
  it('reads the backend’s dates as Date.parse does, and refuses what is not one', () => {
    const samples: string[] = [
      '2026-10-22T06:05:35.177Z',
      '2024-02-29T23:59:59.999Z',
      '2025-02-29T10:00:00.000Z',
      '2025-12-31T00:00:00.000Z',
      '1999-01-01T00:00:00.000Z',
      '2025-13-01T00:00:00.000Z',
      '2025-01-01T24:00:00.000Z',
      '2025-01-01T10:00:00.00xZ',
      '2025-07-13T06:22:42+05:30',
      '2025-07-13',
      'not a date',
      '2000-02-29T12:00:00.000Z',
      '1900-02-29T12:00:00.000Z',
      '2025-04-31T00:00:00.000Z',
      '0001-01-01T00:00:00.000Z',
      '1969-12-31T23:59:59.999Z',
    ];
    // Every day of four years, at a time of day that moves, as well.
    for (let day = 0; day < 4 * 366; day += 1) samples.push(new Date(Date.UTC(2023, 0, 1) + day * 86_400_000 + day * 1_234_567).toISOString());
    for (const sample of samples) {
      const parsed = Date.parse(sample);
      expect(timeOf(sample), sample).toBe(Number.isNaN(parsed) ? null : parsed);
    }
    expect(timeOf('')).toBeNull();
    expect(timeOf(undefined)).toBeNull();
  });
});

describe('isoSortKey', () => {
  it('orders dates as their times do, whatever form they are written in, and leaves non-dates out', () => {
    const dates = ['2025-07-13T06:22:42.294Z', '2025-07-13T06:22:42+05:30', '2024-01-06T02:36:43.408Z', '2026-09-03', 'not-a-date', '', undefined];
    const keys = dates.map(isoSortKey);
    expect(keys.slice(4)).toEqual([undefined, undefined, undefined]);
    const byKey = dates.slice(0, 4).sort((a, b) => (isoSortKey(a)! < isoSortKey(b)! ? -1 : 1));
    const byTime = dates.slice(0, 4).sort((a, b) => timeOf(a)! - timeOf(b)!);
    expect(byKey).toEqual(byTime);
    expect(isoSortKey('2025-07-13T06:22:42.294Z')).toBe('2025-07-13T06:22:42.294Z');
    expect(isoSortKey('2025-07-13T06:22:42+05:30')).toBe('2025-07-13T00:52:42.000Z');
  });
});

describe('formatDay', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 26, 12, 0));
  });
  afterEach(() => vi.useRealTimers());

  it('writes a calendar day as day and short month, with the year when it is not this year, never shifted by the time zone', () => {
    expect(formatDay('2026-06-05')).toBe('5 Jun');
    expect(formatDay('2026-12-31')).toBe('31 Dec');
    expect(formatDay('2026-01-01T00:00:00.000Z')).toBe('1 Jan');
    expect(formatDay('2025-12-31')).toBe('31 Dec 2025');
    expect(formatDay('2027-01-01')).toBe('1 Jan 2027');
  });

  it('says so when there is no date or it is not one', () => {
    expect(formatDay(null)).toBe(MISSING_DATE);
    expect(formatDay('')).toBe(MISSING_DATE);
    expect(formatDay('2026-13-45')).toBe(INVALID_DATE);
    expect(formatDay('soon')).toBe(INVALID_DATE);
  });
});
