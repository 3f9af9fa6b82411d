/**
 * The Booking Summary as a list asked a page at a time (issue 47): a year is 200,000 bookings,
 * held in memory by every store, sorted, searched, filtered and counted by the backend. A
 * booking's meet moves with the clock, so the meet filter and its counts are read at each call
 * (lists.ts clockFilter).
 */
import { isoSortKey } from '../../lib/format';
import { contactModeLabels, meetAt, meetChangesAt, meetText, meetTimes, MEETS } from '../../lib/bookings';
import { textSortKey } from '../../lib/sortRows';
import { apiPaths } from '../paths';
import { clockFilter, listRoutes, type ListSpec } from './lists';
import type { Database } from './db';

type Booking = Database['bookings'][number];

/** The days of the date filters: the day a booking was made, as written (YYYY-MM-DD first). */
const bookedDay = (b: Booking) => b.bookedOn.slice(0, 10);
const byStatus = (status: Booking['status']) => (b: Booking) => (b.status === status ? 1 : 0);

export const bookingsList: ListSpec<'bookings'> = {
  collection: 'bookings',
  noun: 'Bookings',
  id: (b) => String(b.id),
  // The table's sortable columns, keyed as its own sort keys them (bookingsColumns.tsx).
  sorts: {
    id: (b) => (typeof b.id === 'number' ? b.id : textSortKey(String(b.id))),
    domain: (b) => textSortKey(b.domain),
    consultant: (b) => textSortKey(b.consultant),
    bookedBy: (b) => textSortKey(b.bookedBy),
    bookedOn: (b) => isoSortKey(b.bookedOn),
    contactMode: (b) => textSortKey(contactModeLabels[b.contactMode]),
    price: (b) => b.price,
    status: (b) => textSortKey(b.status),
    session: (b) => isoSortKey(b.sessionStart),
  },
  // Newest booking first.
  defaultSort: { id: 'bookedOn', desc: true },
  search: (b) => [String(b.id), b.domain, b.consultant, b.bookedBy, b.contactMode, b.status],
  filters: {
    status: { kind: 'equals', value: (b) => b.status },
    mode: { kind: 'equals', value: (b) => b.contactMode },
    from: { kind: 'from', day: bookedDay },
    to: { kind: 'to', day: bookedDay },
    // Upcoming, Ongoing and Completed Meets, counted under the search and the other filters.
    meet: clockFilter({ prepare: meetTimes, value: meetAt, changesAt: meetChangesAt, counts: MEETS }),
  },
  // 'Bookings per status': each status counted in the view.
  sums: { Completed: byStatus('Completed'), Rejected: byStatus('Rejected'), Processing: byStatus('Processing') },
  columns: {
    id: (b) => b.id,
    domain: (b) => b.domain,
    consultant: (b) => b.consultant,
    bookedBy: (b) => b.bookedBy,
    bookedOn: (b) => b.bookedOn,
    contactMode: (b) => b.contactMode,
    price: (b) => b.price,
    status: (b) => b.status,
    session: (b) => b.sessionStart,
    // The meet as the export is made.
    meet: (b) => meetText(b, Date.now()),
  },
};

export const bookingsListRoutes = listRoutes(bookingsList, {
  page: { name: 'bookingsPage', path: apiPaths.bookingsPage },
  export: { name: 'bookingsExport', path: apiPaths.bookingsExport },
});
