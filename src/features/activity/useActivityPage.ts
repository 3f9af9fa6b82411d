import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { queries } from '@/api/queries';
import type { ActivityRecord } from '@/api/schemas';
import { useListController, type FilterValues } from '@/components/ui/data-table/useListController';
import { dateRangeError } from '@/lib/dateRange';
import { dayParam, textParam } from '@/lib/urlState';
import { ACTIVITY_DEFAULT_SORT, activityColumns, NO_ACTIVITY, NO_MATCHING_ACTIVITY } from './model/activityColumns';
import { actionLabel, changesText, choicesOf, filterActivity, nameOf } from './model/activityRows';

/** The Activity tab's filters in the URL: who, what, and from–to (India's days). */
const activityFilters = { operator: textParam(), action: textParam(), from: dayParam(), to: dayParam(), about: textParam() };
const searchFields = (record: ActivityRecord) => [record.operator, actionLabel(record.action), record.target?.name, record.target?.kind, changesText(record), record.detail];
const byFilters = (rows: readonly ActivityRecord[], filters: FilterValues<typeof activityFilters>) => filterActivity(rows, filters);

/** Everything the Activity tab shows: the log over the kit's list, with its filters. */
export function useActivityPage() {
  const query = useQuery(queries.activity());
  const list = useListController({
    query,
    columns: activityColumns,
    defaultSort: ACTIVITY_DEFAULT_SORT,
    filters: activityFilters,
    search: searchFields,
    filter: byFilters,
    empty: { none: NO_ACTIVITY, noMatch: NO_MATCHING_ACTIVITY },
  });
  const choices = useMemo(() => choicesOf(list.all), [list.all]);
  const about = list.filters.about;
  const aboutName = useMemo(() => (about ? nameOf(list.all, about) : null), [list.all, about]);
  return {
    table: list.table,
    filters: list.filters,
    setFilters: list.setFilters,
    choices,
    dateError: dateRangeError(list.filters.from, list.filters.to),
    shown: list.loaded ? list.rows.length : null,
    /** Whose history is shown, from an Earnings row: their name once the log is loaded (or the id it never names). */
    about: about ? (aboutName ?? (list.loaded ? about : null)) : null,
  };
}
