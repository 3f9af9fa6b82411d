import {
  rowSelectionFeature,
  rowSortingFeature,
  tableFeatures,
  useTable,
  type ColumnDef,
  type RowData,
  type RowSelectionState,
  type SortingState,
  type Updater,
} from '@tanstack/react-table';
import { useCallback, useMemo } from 'react';
import type { SortState } from '@/lib/urlState';
import type { DataTableColumn, DataTableProps } from './types';

// Stable at module scope, as TanStack Table 9 requires; only what the table uses is registered.
// The sort state and the headers' sort controls are TanStack's; the rows come in sorted
// (sortRows.ts: at 10,000 rows a sort per keystroke would not fit in a frame).
const features = tableFeatures({
  rowSortingFeature,
  rowSelectionFeature,
});

const NO_DATA: never[] = [];

const toTableSorting = (sorting: SortState | null | undefined): SortingState => (sorting ? [{ id: sorting.id, desc: sorting.desc }] : []);
const toSelection = (ids: ReadonlySet<string> | undefined): RowSelectionState => {
  const state: RowSelectionState = {};
  ids?.forEach((id) => (state[id] = true));
  return state;
};
const apply = <S,>(updater: Updater<S>, current: S): S => (typeof updater === 'function' ? (updater as (old: S) => S)(current) : updater);

/**
 * The TanStack Table behind a DataTable: sorting and selection controlled by the page, over
 * `rows` as they are shown (already sorted) when the table selects, and over none when it does
 * not. Its row model is only built when a selection changes (Shift ranges follow the shown
 * order), never to render.
 */
export function useDataTableModel<T extends RowData, A = unknown>({
  columns,
  rows,
  getRowId,
  sorting,
  onSortingChange,
  selectedIds,
  onSelectedIdsChange,
}: Pick<DataTableProps<T, A>, 'columns' | 'rows' | 'getRowId' | 'sorting' | 'onSortingChange' | 'selectedIds' | 'onSelectedIdsChange'>) {
  const tableColumns = useMemo(
    () =>
      columns.map(
        (column): ColumnDef<typeof features, T> => ({
          id: column.id,
          header: column.header,
          // undefined sorts last whichever way (missing amounts, unparseable dates).
          accessorFn: (row: T) => column.value?.(row) ?? undefined,
          enableSorting: Boolean(column.sortable && (column.sortKey || column.value)),
          sortDescFirst: column.sortDescFirst ?? false,
        }),
      ),
    [columns],
  );
  const tableSorting = useMemo(() => toTableSorting(sorting), [sorting]);
  const rowSelection = useMemo(() => toSelection(selectedIds), [selectedIds]);

  const handleSorting = useCallback(
    (updater: Updater<SortingState>) => {
      const [next] = apply(updater, tableSorting);
      onSortingChange?.(next ? { id: next.id, desc: next.desc } : null);
    },
    [onSortingChange, tableSorting],
  );
  const handleSelection = useCallback(
    (updater: Updater<RowSelectionState>) => {
      const next = apply(updater, rowSelection);
      onSelectedIdsChange?.(new Set(Object.keys(next).filter((id) => next[id])));
    },
    [onSelectedIdsChange, rowSelection],
  );

  return useTable({
    features,
    columns: tableColumns,
    // Only selection (Shift ranges in the shown order) reads the rows; a table without it gets
    // none, so a keystroke that changes the shown rows does not update the table's store.
    data: selectedIds ? rows : NO_DATA,
    getRowId: (row) => getRowId(row),
    state: { sorting: tableSorting, rowSelection },
    manualSorting: true,
    onSortingChange: handleSorting,
    onRowSelectionChange: handleSelection,
    enableMultiSort: false,
    enableSortingRemoval: true,
    enableRowSelection: Boolean(selectedIds),
    enableSubRowSelection: false,
  });
}

export type DataTableModel<T extends RowData, A = unknown> = ReturnType<typeof useDataTableModel<T, A>>;
export type { DataTableColumn };
