import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { queries } from '@/api/queries';
import type { Booking } from '@/api/schemas';
import { countByMeet, countByStatus, dateRangeError, filterBookings, MEET_FILTERS, MODE_FILTERS, STATUS_FILTERS } from '@/components/dashboard/bookings/bookingRows';
import { BOOKINGS_DEFAULT_SORT, BOOKINGS_SORTABLE, NO_BOOKINGS, NO_MATCHING_BOOKINGS } from '@/components/dashboard/bookings/BookingsTable';
import { createTextFilter } from '@/lib/textSearch';
import { useNow } from '@/lib/useNow';
import { dayParam, enumParam, sortParam } from '@/lib/urlState';
import { useUrlState } from '@/lib/useUrlState';
import { tabTableOf } from './tabTable';
import { useTabSearch } from '@/components/ui/data-table/tabSearch';

/** The Booking Summary's filters and sort in the URL (the header search is the layout's `q`). */
export const bookingsUrl = {
  status: enumParam(STATUS_FILTERS, 'all'),
  mode: enumParam(MODE_FILTERS, 'all'),
  meet: enumParam(MEET_FILTERS, 'all'),
  from: dayParam(),
  to: dayParam(),
  sort: sortParam(BOOKINGS_SORTABLE, BOOKINGS_DEFAULT_SORT),
};

const NO_ROWS: Booking[] = [];
/** Meets move on by themselves: a session that starts while the tab is open becomes ongoing. */
const MEET_CLOCK_MS = 30_000;

/** Everything the Booking Summary tab shows (STYLE.md: one hook per tab; components take props). */
export function useBookingsPage() {
  const query = useQuery(queries.bookings());
  const [url, setUrl] = useUrlState(bookingsUrl);
  const q = useTabSearch();
  const now = useNow(MEET_CLOCK_MS).getTime();

  const all = query.data ?? NO_ROWS;
  const search = useMemo(
    () => createTextFilter(all, (b) => [String(b.id), b.domain, b.consultant, b.bookedBy, b.contactMode, b.status]),
    [all],
  );
  const searched = useMemo(() => search(q), [search, q]);
  const filters = { status: url.status, mode: url.mode, meet: url.meet, from: url.from, to: url.to };
  const rows = useMemo(
    () => filterBookings(searched, { status: url.status, mode: url.mode, meet: url.meet, from: url.from, to: url.to }, now),
    [searched, url.status, url.mode, url.meet, url.from, url.to, now],
  );
  // Each meet's count under the other filters: what choosing it would show.
  const meetCounts = useMemo(
    () => countByMeet(filterBookings(searched, { status: url.status, mode: url.mode, meet: 'all', from: url.from, to: url.to }, now), now),
    [searched, url.status, url.mode, url.from, url.to, now],
  );
  const statusCounts = useMemo(() => countByStatus(rows), [rows]);
  const { table, loaded } = tabTableOf(query, rows, {
    sorting: url.sort,
    onSortingChange: (sort) => setUrl({ sort }),
    empty: { none: NO_BOOKINGS, noMatch: NO_MATCHING_BOOKINGS },
  });
  const anyRows = query.isSuccess;

  return {
    table,
    now,
    filters,
    setFilters: setUrl,
    dateError: dateRangeError(url.from, url.to),
    statusCounts: anyRows ? statusCounts : null,
    meetCounts: anyRows ? meetCounts : null,
    shown: anyRows ? rows.length : null,
    loaded,
    search: q,
  };
}
