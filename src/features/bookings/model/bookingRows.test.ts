import { describe, expect, it } from 'vitest';
import type { Booking } from '@/api/schemas';
import { DATE_RANGE_ERROR, dateRangeError, meetOf, meetText } from './bookingRows';

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
