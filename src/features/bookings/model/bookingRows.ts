/** What the Booking Summary tab offers: its statuses, contact modes and meets, and the filters' values (the backend filters and counts: api/backend/bookingsList.ts). */
import type { Booking } from '@/api/schemas';
import { MEETS, type Meet } from '@/lib/bookings';

export { contactModeLabels, MEETS, meetLabels, meetOf, meetText, type Meet } from '@/lib/bookings';

export const BOOKING_STATUSES = ['Completed', 'Rejected', 'Processing'] as const satisfies readonly Booking['status'][];
export const CONTACT_MODES = ['audio call', 'chat', 'video call'] as const satisfies readonly Booking['contactMode'][];
export const STATUS_FILTERS = ['all', ...BOOKING_STATUSES] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];
export const MODE_FILTERS = ['all', ...CONTACT_MODES] as const;
export type ModeFilter = (typeof MODE_FILTERS)[number];
export const MEET_FILTERS = ['all', ...MEETS] as const;
export type MeetFilter = (typeof MEET_FILTERS)[number];

export interface BookingFilterValues {
  status: StatusFilter;
  mode: ModeFilter;
  meet: MeetFilter;
  /** Booked on, from and to (YYYY-MM-DD, both days included); '' for no bound. */
  from: string;
  to: string;
}

export { DATE_RANGE_ERROR, dateRangeError } from '@/lib/dateRange';

export type StatusCounts = Record<Booking['status'], number>;
export type MeetCounts = Record<Meet, number>;
