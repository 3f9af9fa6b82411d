import { useCallback, useMemo } from 'react';
import { exportList, listCalls } from '@/api/lists';
import { usePagedList } from '@/api/usePagedList';
import type { ExportAllColumns } from '@/components/ui/DataTable';
import { useListView } from '@/components/ui/data-table/useListController';
import { usePagedListController } from '@/components/ui/data-table/usePagedListController';
import { dateRangeError } from '@/lib/dateRange';
import { dayParam, textParam } from '@/lib/urlState';
import { ACTIVITY_DEFAULT_SORT, activityColumns, NO_ACTIVITY, NO_MATCHING_ACTIVITY } from './model/activityColumns';
import { actionLabel } from './model/activityRows';

/** The Activity tab's filters in the URL: who, what, and from–to (India's days). */
const activityFilters = { operator: textParam(), action: textParam(), from: dayParam(), to: dayParam(), about: textParam() };

const NO_CHOICES: readonly string[] = [];

/**
 * Everything the Activity tab shows: the log asked of the backend a page at a time (issue 47),
 * with its filters; the operators and actions to choose from are the backend's too.
 */
export function useActivityPage() {
  const view = useListView({ columns: activityColumns, defaultSort: ACTIVITY_DEFAULT_SORT, filters: activityFilters });
  const dateError = dateRangeError(view.filters.from, view.filters.to);
  // A 'to' before 'from' keeps nothing: neither bound is used while the message says why.
  const request = useMemo(() => {
    if (!dateError) return view.request;
    const { from: _from, to: _to, ...filters } = view.request.filters;
    return { ...view.request, filters };
  }, [view.request, dateError]);
  const paged = usePagedList(listCalls.activity, request);
  const exportAll = useCallback<ExportAllColumns>((columns, options) => exportList(listCalls.activity, { ...request, columns: [...columns] }, options), [request]);
  const list = usePagedListController({ view, list: paged, empty: { none: NO_ACTIVITY, noMatch: NO_MATCHING_ACTIVITY }, exportAll });
  const operators = paged.facets?.operator ?? NO_CHOICES;
  const actionsFound = paged.facets?.action ?? NO_CHOICES;
  const choices = useMemo(() => ({ operators, actions: [...actionsFound].sort((a, b) => actionLabel(a).localeCompare(actionLabel(b))) }), [operators, actionsFound]);
  const about = view.filters.about;
  // Whose history: the name the newest record about them gives (the first row, newest first).
  const first = list.loaded ? paged.rows.rowAt(0) : undefined;
  const aboutName = about && first?.target?.id === about ? first.target.name : null;
  return {
    table: list.table,
    filters: view.filters,
    setFilters: view.setFilters,
    choices,
    dateError,
    shown: list.loaded ? list.total : null,
    /** Whose history is shown, from an Earnings row: their name once the log is loaded (or the id it never names). */
    about: about ? (aboutName ?? (list.loaded ? about : null)) : null,
  };
}
