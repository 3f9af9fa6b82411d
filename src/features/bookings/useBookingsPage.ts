import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { queries } from '@/api/queries';
import type { Booking } from '@/api/schemas';
import { countByMeet, countByStatus, dateRangeError, filterBookings, MEET_FILTERS, MODE_FILTERS, STATUS_FILTERS } from './model/bookingRows';
import { BOOKINGS_DEFAULT_SORT, bookingsColumns, NO_BOOKINGS, NO_MATCHING_BOOKINGS } from './model/bookingsColumns';
import { useListController, type FilterValues } from '@/components/ui/data-table/useListController';
import { useNow } from '@/lib/useNow';
import { dayParam, enumParam } from '@/lib/urlState';

/** The Booking Summary's filters in the URL (the sort is the list controller's, the search the layout's). */
const bookingsFilters = {
  status: enumParam(STATUS_FILTERS, 'all'),
  mode: enumParam(MODE_FILTERS, 'all'),
  meet: enumParam(MEET_FILTERS, 'all'),
  from: dayParam(),
  to: dayParam(),
};
type BookingsFilters = FilterValues<typeof bookingsFilters>;
const searchFields = (b: Booking) => [String(b.id), b.domain, b.consultant, b.bookedBy, b.contactMode, b.status];
/** A booking shown alone (`?record=<its id>`, from the command palette). */
const bookingRecord = { id: (b: Booking) => String(b.id), noun: 'booking' };
/** Meets move on by themselves: a session that starts while the tab is open becomes ongoing. */
const MEET_CLOCK_MS = 30_000;

/** Everything the Booking Summary tab shows: what is particular to it over the kit's list. */
export function useBookingsPage() {
  const query = useQuery(queries.bookings());
  const now = useNow(MEET_CLOCK_MS).getTime();
  // The meet filter reads the clock, so the filter changes as it moves.
  const byFilters = useCallback((rows: readonly Booking[], filters: BookingsFilters) => filterBookings(rows, filters, now), [now]);
  const list = useListController({
    query,
    columns: bookingsColumns,
    defaultSort: BOOKINGS_DEFAULT_SORT,
    filters: bookingsFilters,
    search: searchFields,
    filter: byFilters,
    record: bookingRecord,
    empty: { none: NO_BOOKINGS, noMatch: NO_MATCHING_BOOKINGS },
  });
  const { rows, searched, filters, search, loaded } = list;

  // Each meet's count under the search and the other filters: what choosing it would show.
  const meetCounts = useMemo(() => countByMeet(filterBookings(searched, { ...filters, meet: 'all' }, now), now), [searched, filters, now]);
  const statusCounts = useMemo(() => countByStatus(rows), [rows]);

  return {
    /** What the tab's table takes as it is (TabTableProps). */
    table: list.table,
    now,
    filters,
    setFilters: list.setFilters,
    dateError: dateRangeError(filters.from, filters.to),
    statusCounts: loaded ? statusCounts : null,
    meetCounts: loaded ? meetCounts : null,
    shown: loaded ? rows.length : null,
    search,
  };
}
