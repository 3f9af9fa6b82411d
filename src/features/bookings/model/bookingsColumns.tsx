/** The Booking Summary table's model: its columns, declared once, and the words it says when empty. */
import type { Booking } from '@/api/schemas';
import type { DataTableColumn } from '@/components/ui/DataTable';
import { formatDay, formatRupees, isoSortKey } from '@/lib/format';
import type { SortState } from '@/lib/urlState';
import { BookingStatusBadge } from '../components/BookingStatusBadge';
import { contactModeLabels, meetText } from './bookingRows';

export const BOOKINGS_DEFAULT_SORT: SortState = { id: 'bookedOn', desc: true };
export const NO_BOOKINGS = 'No bookings yet.';
export const NO_MATCHING_BOOKINGS = 'No bookings match this search and these filters.';

const sessionFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit', hour12: true });
const clockFormat = new Intl.DateTimeFormat('en-IN', { hour: 'numeric', minute: '2-digit', hour12: true });

function sessionText(booking: Booking): string {
  const start = Date.parse(booking.sessionStart);
  const end = Date.parse(booking.sessionEnd);
  if (Number.isNaN(start) || Number.isNaN(end)) return 'Invalid date';
  return `${sessionFormat.format(start)} – ${clockFormat.format(end)}`;
}

/**
 * SPEC.md Booking Summary's columns, in order, but for the Meet: every sortable column is here.
 * The ID names the booking, so it is the row header.
 */
export const bookingsColumns: readonly DataTableColumn<Booking>[] = [
  { id: 'id', header: 'ID', value: (b) => (typeof b.id === 'number' ? b.id : String(b.id)), sortable: true, width: '3rem' },
  // The one column without a width: it takes what the others leave.
  { id: 'domain', header: 'Domain', value: (b) => b.domain, sortable: true },
  { id: 'consultant', header: 'Consultant', value: (b) => b.consultant, sortable: true, width: '7.5rem' },
  { id: 'bookedBy', header: 'Booked by', value: (b) => b.bookedBy, sortable: true, width: '7.5rem' },
  { id: 'bookedOn', header: 'Booked on', value: (b) => b.bookedOn, cell: (b) => formatDay(b.bookedOn), sortable: true, sortDescFirst: true, width: '6rem' },
  { id: 'contactMode', header: 'Contact mode', value: (b) => contactModeLabels[b.contactMode], csv: (b) => b.contactMode, sortable: true, width: '6rem' },
  { id: 'price', header: 'Price', value: (b) => b.price, cell: (b) => formatRupees(b.price), sortable: true, sortDescFirst: true, align: 'end', width: '5rem' },
  { id: 'status', header: 'Status', value: (b) => b.status, cell: (b) => <BookingStatusBadge status={b.status} />, sortable: true, width: '7.5rem' },
  {
    id: 'session',
    header: 'Session',
    value: (b) => sessionText(b),
    sortKey: (b) => isoSortKey(b.sessionStart),
    csv: (b) => b.sessionStart,
    sortable: true,
    sortDescFirst: true,
    width: '7.5rem',
  },
];

/**
 * The last column, the meet a booking is in at `now` (shown and exported). It is the one
 * column made again as the clock moves: a column's `value` and `csv` are given only the row,
 * so the time they read has to be in the column itself. Not sortable, so a new one every tick
 * leaves the sort as it is.
 */
export const meetColumn = (now: number): DataTableColumn<Booking> => ({ id: 'meet', header: 'Meet', value: (b) => meetText(b, now), width: '6.5rem' });
