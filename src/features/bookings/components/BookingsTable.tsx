import { useMemo } from 'react';
import type { Booking } from '@/api/schemas';
import { DataTable, type TabTableProps } from '@/components/ui/DataTable';
import { bookingsColumns, meetColumn } from '../model/bookingsColumns';

export interface BookingsTableProps extends TabTableProps<Booking> {
  /** The time the meets are worked out at (ms since the epoch). */
  now: number;
}

/** SPEC.md Booking Summary: one row per booking, its status as a badge with text, and the meet it is in now. */
export function BookingsTable({ now, ...list }: BookingsTableProps) {
  const columns = useMemo(() => [...bookingsColumns, meetColumn(now)], [now]);
  return (
    <DataTable
      {...list}
      caption="Bookings"
      captionHidden
      columns={columns}
      getRowId={getRowId}
      rowLabel={rowLabel}
      exportFileName="bookings"
      columnsKey="bookings"
    />
  );
}

const getRowId = (booking: Booking) => String(booking.id);
const rowLabel = (booking: Booking) => `booking ${booking.id}`;
