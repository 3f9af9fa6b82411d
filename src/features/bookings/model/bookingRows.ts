/** What the Booking Summary tab shows: which bookings the filters keep, their meets, and counts per status. */
import type { Booking } from '@/api/schemas';
import { dayBounds, withinDays } from '@/lib/dateRange';
import { MEETS, meetOf, type Meet } from '@/lib/meets';

export { MEETS, meetLabels, meetOf, meetText, type Meet } from '@/lib/meets';

export const BOOKING_STATUSES = ['Completed', 'Rejected', 'Processing'] as const satisfies readonly Booking['status'][];
export const CONTACT_MODES = ['audio call', 'chat', 'video call'] as const satisfies readonly Booking['contactMode'][];
export const STATUS_FILTERS = ['all', ...BOOKING_STATUSES] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];
export const MODE_FILTERS = ['all', ...CONTACT_MODES] as const;
export type ModeFilter = (typeof MODE_FILTERS)[number];
export const MEET_FILTERS = ['all', ...MEETS] as const;
export type MeetFilter = (typeof MEET_FILTERS)[number];

export const contactModeLabels: Record<Booking['contactMode'], string> = {
  'audio call': 'Audio call',
  chat: 'Chat',
  'video call': 'Video call',
};

export interface BookingFilterValues {
  status: StatusFilter;
  mode: ModeFilter;
  meet: MeetFilter;
  /** Booked on, from and to (YYYY-MM-DD, both days included); '' for no bound. */
  from: string;
  to: string;
}

export { DATE_RANGE_ERROR, dateRangeError } from '@/lib/dateRange';

/**
 * The bookings every filter keeps. Days compare as text (YYYY-MM-DD orders as the dates do);
 * a range refused by dateRangeError filters on neither bound, so the rows stay in view while
 * the message says why.
 */
export function filterBookings(rows: readonly Booking[], filters: BookingFilterValues, now: number): readonly Booking[] {
  const bounds = dayBounds(filters.from, filters.to);
  if (filters.status === 'all' && filters.mode === 'all' && filters.meet === 'all' && bounds.from === null && bounds.to === null) return rows;
  return rows.filter(
    (booking) =>
      (filters.status === 'all' || booking.status === filters.status) &&
      (filters.mode === 'all' || booking.contactMode === filters.mode) &&
      withinDays(booking.bookedOn.slice(0, 10), bounds) &&
      (filters.meet === 'all' || meetOf(booking, now) === filters.meet),
  );
}

export type StatusCounts = Record<Booking['status'], number>;
export type MeetCounts = Record<Meet, number>;

export function countByStatus(rows: readonly Booking[]): StatusCounts {
  const counts: StatusCounts = { Completed: 0, Rejected: 0, Processing: 0 };
  for (const booking of rows) counts[booking.status] += 1;
  return counts;
}

export function countByMeet(rows: readonly Booking[], now: number): MeetCounts {
  const counts: MeetCounts = { upcoming: 0, ongoing: 0, completed: 0 };
  for (const booking of rows) {
    const meet = meetOf(booking, now);
    if (meet) counts[meet] += 1;
  }
  return counts;
}
