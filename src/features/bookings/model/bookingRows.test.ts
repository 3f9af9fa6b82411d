import { describe, expect, it } from 'vitest';
import type { Booking } from '@/api/schemas';
import { countByMeet, countByStatus, DATE_RANGE_ERROR, dateRangeError, filterBookings, meetOf, meetText, type BookingFilterValues } from './bookingRows';

const NOW = Date.parse('2026-11-01T10:00:00.000Z');
const HOUR = 3_600_000;
const at = (offsetHours: number) => new Date(NOW + offsetHours * HOUR).toISOString();

function booking(id: number, overrides: Partial<Booking> = {}): Booking {
  return {
    id,
    domain: 'Fitness',
    consultant: 'Asha Rao',
    bookedBy: 'Vikram Shah',
    bookedOn: '2026-10-10',
    contactMode: 'chat',
    price: 299,
    status: 'Processing',
    sessionStart: at(24),
    sessionEnd: at(25),
    ...overrides,
  };
}

const none: BookingFilterValues = { status: 'all', mode: 'all', meet: 'all', from: '', to: '' };

describe('meetOf', () => {
  it('is upcoming before the start, ongoing from the start until the end, completed after a successful end', () => {
    expect(meetOf(booking(1, { sessionStart: at(1), sessionEnd: at(2) }), NOW)).toBe('upcoming');
    expect(meetOf(booking(1, { sessionStart: at(0), sessionEnd: at(1) }), NOW)).toBe('ongoing');
    expect(meetOf(booking(1, { sessionStart: at(-1), sessionEnd: at(1) }), NOW)).toBe('ongoing');
    expect(meetOf(booking(1, { status: 'Completed', sessionStart: at(-2), sessionEnd: at(-1) }), NOW)).toBe('completed');
    // The end itself is no longer in progress.
    expect(meetOf(booking(1, { status: 'Completed', sessionStart: at(-1), sessionEnd: at(0) }), NOW)).toBe('completed');
  });

  it('is no meet when rejected, ended without completing, or when the times are not dates', () => {
    expect(meetOf(booking(1, { status: 'Rejected', sessionStart: at(1), sessionEnd: at(2) }), NOW)).toBeNull();
    expect(meetOf(booking(1, { status: 'Processing', sessionStart: at(-2), sessionEnd: at(-1) }), NOW)).toBeNull();
    expect(meetOf(booking(1, { sessionStart: 'soon', sessionEnd: at(2) }), NOW)).toBeNull();
    expect(meetText(booking(1, { status: 'Rejected' }), NOW)).toBe('Not held (rejected)');
    expect(meetText(booking(1, { sessionStart: at(-2), sessionEnd: at(-1) }), NOW)).toBe('Ended, not completed');
    expect(meetText(booking(1), NOW)).toBe('Upcoming Meet');
  });
});

describe('dateRangeError', () => {
  it("refuses a 'to' before 'from' and nothing else", () => {
    expect(dateRangeError('2026-10-10', '2026-10-09')).toBe(DATE_RANGE_ERROR);
    expect(dateRangeError('2026-10-10', '2026-10-10')).toBeNull();
    expect(dateRangeError('2026-10-10', '')).toBeNull();
    expect(dateRangeError('', '2026-01-01')).toBeNull();
  });
});

describe('filterBookings', () => {
  const rows = [
    booking(1, { status: 'Completed', contactMode: 'chat', bookedOn: '2026-09-30', sessionStart: at(-50), sessionEnd: at(-49) }),
    booking(2, { status: 'Processing', contactMode: 'video call', bookedOn: '2026-10-01' }),
    booking(3, { status: 'Rejected', contactMode: 'audio call', bookedOn: '2026-10-15' }),
    booking(4, { status: 'Processing', contactMode: 'chat', bookedOn: '2026-10-31', sessionStart: at(-1), sessionEnd: at(1) }),
  ];
  const ids = (filters: Partial<BookingFilterValues>) => filterBookings(rows, { ...none, ...filters }, NOW).map((row) => row.id);

  it('keeps every row with no filter, as the same array', () => {
    expect(filterBookings(rows, none, NOW)).toBe(rows);
  });

  it('filters by status, contact mode and meet', () => {
    expect(ids({ status: 'Processing' })).toEqual([2, 4]);
    expect(ids({ mode: 'chat' })).toEqual([1, 4]);
    expect(ids({ status: 'Processing', mode: 'chat' })).toEqual([4]);
    expect(ids({ meet: 'upcoming' })).toEqual([2]);
    expect(ids({ meet: 'ongoing' })).toEqual([4]);
    expect(ids({ meet: 'completed' })).toEqual([1]);
  });

  it('filters by the day booked, both ends included', () => {
    expect(ids({ from: '2026-10-01' })).toEqual([2, 3, 4]);
    expect(ids({ to: '2026-10-01' })).toEqual([1, 2]);
    expect(ids({ from: '2026-10-01', to: '2026-10-15' })).toEqual([2, 3]);
  });

  it("ignores a range whose 'to' is before 'from' (the message says why) and a bound that is not a day", () => {
    expect(ids({ from: '2026-10-15', to: '2026-10-01' })).toEqual([1, 2, 3, 4]);
    expect(ids({ from: 'yesterday' })).toEqual([1, 2, 3, 4]);
  });
});

describe('counts', () => {
  it('counts the given rows per status and per meet', () => {
    const rows = [
      booking(1, { status: 'Completed', sessionStart: at(-3), sessionEnd: at(-2) }),
      booking(2, { status: 'Completed', sessionStart: at(-3), sessionEnd: at(-2) }),
      booking(3, { status: 'Rejected' }),
      booking(4),
      booking(5, { sessionStart: at(-1), sessionEnd: at(1) }),
    ];
    expect(countByStatus(rows)).toEqual({ Completed: 2, Rejected: 1, Processing: 2 });
    expect(countByStatus([])).toEqual({ Completed: 0, Rejected: 0, Processing: 0 });
    expect(countByMeet(rows, NOW)).toEqual({ upcoming: 1, ongoing: 1, completed: 2 });
  });
});
