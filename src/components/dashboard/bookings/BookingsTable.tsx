import { useMemo } from 'react';
import type { Booking } from '@/api/schemas';
import { DataTable, type DataTableColumn, type TabTableProps } from '@/components/ui/DataTable';
import { formatDay, formatRupees, isoSortKey } from '@/lib/format';
import type { SortState } from '@/lib/urlState';
import { BookingStatusBadge } from './BookingStatusBadge';
import { contactModeLabels, meetText } from './bookingRows';

export const BOOKINGS_SORTABLE = ['id', 'domain', 'consultant', 'bookedBy', 'bookedOn', 'contactMode', 'price', 'status', 'session'] as const;
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

export interface BookingsTableProps extends TabTableProps<Booking> {
  /** The time the meets are worked out at (ms since the epoch). */
  now: number;
}

/** SPEC.md Booking Summary: one row per booking, its status as a badge with text, and the meet it is in now. */
export function BookingsTable({ now, ...list }: BookingsTableProps) {
  const columns = useMemo<DataTableColumn<Booking>[]>(
    () => [
      { id: 'id', header: 'ID', value: (b) => (typeof b.id === 'number' ? b.id : String(b.id)), sortable: true, width: '3.5rem' },
      // The one column without a width: it takes what the others leave.
      { id: 'domain', header: 'Domain', value: (b) => b.domain, sortable: true },
      { id: 'consultant', header: 'Consultant', value: (b) => b.consultant, sortable: true, width: '9rem' },
      { id: 'bookedBy', header: 'Booked by', value: (b) => b.bookedBy, sortable: true, width: '9rem' },
      {
        id: 'bookedOn',
        header: 'Booked on',
        value: (b) => b.bookedOn,
        cell: (b) => formatDay(b.bookedOn),
        sortable: true,
        sortDescFirst: true,
        width: '7.5rem',
      },
      { id: 'contactMode', header: 'Contact mode', value: (b) => contactModeLabels[b.contactMode], csv: (b) => b.contactMode, sortable: true, width: '7rem' },
      { id: 'price', header: 'Price', value: (b) => b.price, cell: (b) => formatRupees(b.price), sortable: true, sortDescFirst: true, align: 'end', width: '5.5rem' },
      { id: 'status', header: 'Status', value: (b) => b.status, cell: (b) => <BookingStatusBadge status={b.status} />, sortable: true, width: '8rem' },
      {
        id: 'session',
        header: 'Session',
        value: (b) => sessionText(b),
        sortKey: (b) => isoSortKey(b.sessionStart),
        csv: (b) => b.sessionStart,
        sortable: true,
        sortDescFirst: true,
        width: '8.5rem',
      },
      { id: 'meet', header: 'Meet', value: (b) => meetText(b, now), width: '7.5rem' },
    ],
    [now],
  );

  return (
    <DataTable
      {...list}
      caption="Bookings"
      captionHidden
      columns={columns}
      getRowId={(b) => String(b.id)}
      rowLabel={(b) => `booking ${b.id}`}
      exportFileName="bookings"
      minWidth="76rem"
    />
  );
}
