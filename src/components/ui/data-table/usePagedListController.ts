import { useMemo } from 'react';
import { pagedStatusOf, type PagedList } from '@/api/listStatus';
import { shownAloneOf, useKeyedSelection, type useListView } from './useListController';
import type { ExportAllColumns, TabTableProps } from './types';

export interface PagedListControllerOptions<T> {
  /** What the operator is looking at (useListView): the URL's search, filters, sort and record. */
  view: Pick<ReturnType<typeof useListView>, 'sort' | 'setSort' | 'recordId' | 'showAll'>;
  /** The view's pages as the backend answers them (usePagedList). */
  list: PagedList<T>;
  /** What the table says with no rows at all, and when the search or filters hide every row. */
  empty: { none: string; noMatch: string };
  /** One record can be shown alone (`?record=<id>`): what the banner calls it, and how a record found is named. Module scope. */
  record?: { noun: string; name?: (row: T) => string };
  /** Export CSV: the backend's file of the whole view, in the columns shown. */
  exportAll?: ExportAllColumns;
  /** Rows can be selected, kept by `keyOf` (useKeyedSelection): the selection outlives a search and the pages let go. Module scope. */
  selection?: { rowId: (row: T) => string; keyOf: (row: T) => string };
}

/**
 * The list controller for a list asked of the backend a page at a time (issue 47): the same
 * table props as useListController gives a tab whose list is at hand, with the rows as a window
 * (`paging`) and the figures (how many match, the sums) as the backend counted them.
 */
export function usePagedListController<T>({ view, list, empty, record, exportAll, selection: selectBy }: PagedListControllerOptions<T>) {
  const { sort, setSort, recordId, showAll } = view;
  const loaded = list.total !== undefined;
  const { status, error, onRetry, refreshError } = pagedStatusOf(list);
  const found = record && recordId ? list.rows.rowAt(0) : undefined;
  const shownAlone = useMemo(() => shownAloneOf(record, recordId, found, showAll), [record, recordId, found, showAll]);
  const selection = useKeyedSelection(list.rows.loaded, selectBy?.rowId ?? noKey, selectBy?.keyOf ?? noKey);
  const table: TabTableProps<T> = {
    rows: list.rows.loaded,
    paging: list.rows,
    exportAll,
    status,
    error: error || undefined,
    onRetry,
    refreshError: refreshError || undefined,
    emptyMessage: list.everything === 0 ? empty.none : record && recordId ? `No ${record.noun} has the ID ${recordId}.` : empty.noMatch,
    sorting: sort,
    onSortingChange: setSort,
    shownAlone,
  };
  return {
    /** What the tab's table takes as it is. */
    table,
    /** The view's figures are in (with or without rows). */
    loaded,
    /** How many records the view matches, and the sums the backend counted of them. */
    total: list.total ?? 0,
    sums: list.sums ?? {},
    /** With the `selection` option: the records selected by key, and the selection as the table takes it (selectedIds, onSelectedIdsChange). */
    selection,
  };
}

const noKey = () => '';
