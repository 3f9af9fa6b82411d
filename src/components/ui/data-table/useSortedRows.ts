import { useMemo } from 'react';
import type { SortState } from '@/lib/urlState';
import { isSortable } from './columns';
import { cellSortKey, inOrderOf, sortRows } from '@/lib/sortRows';
import type { DataTableColumn } from './types';

/**
 * `rows` in the order of `sorting`. With `allRows` (the list they were filtered from) the
 * whole list is sorted once per list and sort, and each search keeps that order in one pass.
 */
export function useSortedRows<T, A>(columns: readonly DataTableColumn<T, A>[], rows: readonly T[], allRows: readonly T[] | undefined, sorting: SortState | null | undefined): readonly T[] {
  const sortedId = sorting?.id;
  const desc = sorting?.desc ?? false;
  // By the column's id: a table that builds its columns again keeps its order (and its work).
  const key = useMemo(() => {
    const column = sortedId === undefined ? undefined : columns.find((candidate) => candidate.id === sortedId && isSortable(candidate));
    if (!column) return null;
    const { sortKey, value } = column;
    return sortKey ?? ((row: T) => cellSortKey(value?.(row)));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- columns are declared once per table; a new array with the same ids sorts the same
  }, [sortedId]);
  const sortedAll = useMemo(() => (allRows && key ? sortRows(allRows, key, desc) : null), [allRows, key, desc]);
  return useMemo(() => {
    if (!key) return rows;
    if (sortedAll && rows === allRows) return sortedAll;
    return (sortedAll && inOrderOf(sortedAll, rows)) ?? sortRows(rows, key, desc);
  }, [rows, allRows, sortedAll, key, desc]);
}
