import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { exportList, listCalls, listKey } from '@/api/lists';
import { clockCount, type ListView } from '@/api/schemas';
import { usePagedList } from '@/api/usePagedList';
import { BOOKING_STATUSES, dateRangeError, MEET_FILTERS, MEETS, MODE_FILTERS, STATUS_FILTERS, type MeetCounts, type StatusCounts } from './model/bookingRows';
import { BOOKINGS_DEFAULT_SORT, bookingsColumns, NO_BOOKINGS, NO_MATCHING_BOOKINGS } from './model/bookingsColumns';
import { useListView, type FilterValues } from '@/components/ui/data-table/useListController';
import { usePagedListController } from '@/components/ui/data-table/usePagedListController';
import type { ExportAllColumns } from '@/components/ui/DataTable';
import { dayBounds } from '@/lib/dateRange';
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
/** A booking shown alone (`?record=<its id>`, from the command palette). */
const bookingRecord = { noun: 'booking' };
/** Meets move on by themselves: a session that starts while the tab is open becomes ongoing. */
const MEET_CLOCK_MS = 30_000;

/** The backend's filters (api/backend/bookingsList.ts) for the tab's choices: 'all' is none, and a range refused by dateRangeError filters on neither day. */
function backendFilters(filters: FilterValues<typeof bookingsFilters>): Record<string, string> {
  const bounds = dayBounds(filters.from, filters.to);
  const named: Record<string, string | null> = {
    status: filters.status === 'all' ? null : filters.status,
    mode: filters.mode === 'all' ? null : filters.mode,
    meet: filters.meet === 'all' ? null : filters.meet,
    from: bounds.from,
    to: bounds.to,
  };
  return Object.fromEntries(Object.entries(named).filter((entry): entry is [string, string] => entry[1] !== null));
}

/**
 * Everything the Booking Summary tab shows: the bookings asked of the backend a page at a time
 * (issue 47), with the counts per status and per meet as the backend counted the whole view.
 */
export function useBookingsPage() {
  const view = useListView({ columns: bookingsColumns, defaultSort: BOOKINGS_DEFAULT_SORT, filters: bookingsFilters, record: true });
  const { filters } = view;
  const request = useMemo<ListView>(() => ({ ...view.request, filters: backendFilters(filters) }), [view.request, filters]);
  const paged = usePagedList(listCalls.bookings, request);
  const exportAll = useCallback<ExportAllColumns>((columns, options) => exportList(listCalls.bookings, { ...request, columns: [...columns] }, options), [request]);
  const list = usePagedListController({ view, list: paged, empty: { none: NO_BOOKINGS, noMatch: NO_MATCHING_BOOKINGS }, record: bookingRecord, exportAll });
  const now = useNow(MEET_CLOCK_MS).getTime();

  // The backend reads the clock at each call: as it moves, the pages held are asked again (their
  // rows stay in view meanwhile), so a meet filter and the counts follow the sessions starting and ending.
  const client = useQueryClient();
  const clockAt = useRef(now);
  useEffect(() => {
    if (clockAt.current === now) return;
    clockAt.current = now;
    void client.invalidateQueries({ queryKey: listKey(listCalls.bookings.name) });
  }, [client, now]);

  const { sums } = list;
  const statusCounts = useMemo(() => Object.fromEntries(BOOKING_STATUSES.map((status) => [status, sums[status] ?? 0])) as StatusCounts, [sums]);
  const meetCounts = useMemo(() => Object.fromEntries(MEETS.map((meet) => [meet, sums[clockCount('meet', meet)] ?? 0])) as MeetCounts, [sums]);

  return {
    /** What the tab's table takes as it is (TabTableProps). */
    table: list.table,
    now,
    filters,
    setFilters: view.setFilters,
    dateError: dateRangeError(filters.from, filters.to),
    statusCounts: list.loaded ? statusCounts : null,
    meetCounts: list.loaded ? meetCounts : null,
    shown: list.loaded ? list.total : null,
    search: view.q,
  };
}
