import type { RowData } from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { csvFileName, toCsv } from '@/lib/csv';
import type { SortState } from '@/lib/urlState';
import { downloadText } from '@/lib/download';
import { busyActionsOf } from '@/lib/useInFlight';
import { Button } from './Button';
import { isSortable } from './data-table/columns';
import { DataTableHead } from './data-table/DataTableHead';
import { DataTableRow } from './data-table/DataTableRow';
import { cellSortKey, inOrderOf, sortRows } from './data-table/sortRows';
import type { DataTableColumn, DataTableProps } from './data-table/types';
import { useDataTableModel } from './data-table/useDataTableModel';
import { EmptyState } from './EmptyState';
import { ErrorState } from './ErrorState';
import { RefreshError } from './RefreshError';
import { Spinner } from './Spinner';

export type { CellContext, DataTableColumn, DataTableProps, TabTableProps } from './data-table/types';
export { isSortable, sortableIds } from './data-table/columns';

const NO_ROWS: readonly never[] = [];

/**
 * `rows` in the order of `sorting`. With `allRows` (the list they were filtered from) the
 * whole list is sorted once per list and sort, and each search keeps that order in one pass.
 */
function useSortedRows<T, A>(columns: readonly DataTableColumn<T, A>[], rows: readonly T[], allRows: readonly T[] | undefined, sorting: SortState | null | undefined): readonly T[] {
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

/** The back-office table: sortable, virtualised rows, selection, CSV export, and its own Loading / Empty / Error states. */
export function DataTable<T extends RowData, A = unknown>(props: DataTableProps<T, A>) {
  const {
    caption,
    captionHidden = false,
    columns,
    getRowId,
    status,
    error,
    onRetry,
    refreshError,
    emptyMessage,
    selectedIds,
    onSelectedIdsChange,
    rowLabel,
    rowClickSelects = false,
    exportFileName,
    download = downloadText,
    toolbar,
    maxHeight = '70vh',
    minWidth = '48rem',
    estimateRowHeight = 52,
    measureRows = true,
    actions,
    busy,
  } = props;
  const { rows, allRows, sorting } = props;
  const ordered = useSortedRows(columns, rows, allRows, sorting);
  const table = useDataTableModel({ ...props, rows: ordered });
  const selectable = selectedIds !== undefined;
  const shown = status === 'ready' ? ordered : NO_ROWS;

  const scrollRef = useRef<HTMLDivElement>(null);
  // eslint-disable-next-line react-hooks/incompatible-library -- no React Compiler in this app; the virtualizer re-renders on scroll itself.
  const virtualizer = useVirtualizer({
    count: shown.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => estimateRowHeight,
    // Measured rows keep their heights by record across a search; unmeasured rows need no key
    // (the default index spares reading 50,000 ids on every change of the list).
    ...(measureRows
      ? {
          getItemKey: (index: number) => {
            const row = shown[index];
            return row === undefined ? index : getRowId(row);
          },
        }
      : {}),
    // A few rows beyond the edges: enough for smooth scrolling, few enough that a search
    // which changes every row re-renders little.
    overscan: 4,
    useFlushSync: false,
    // Without layout (server, jsdom) a first screenful still renders.
    initialRect: { width: 1024, height: 640 },
  });
  const items = virtualizer.getVirtualItems();
  const padTop = items[0]?.start ?? 0;
  const padBottom = items.length > 0 ? virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0) : 0;

  const shownSelection = useMemo(() => {
    if (!selectedIds || selectedIds.size === 0 || shown.length === 0) return 'none' as const;
    let count = 0;
    for (let index = 0; index < shown.length; index += 1) if (selectedIds.has(getRowId(shown[index] as T))) count += 1;
    return count === 0 ? ('none' as const) : count === shown.length ? ('all' as const) : ('some' as const);
  }, [selectedIds, shown, getRowId]);

  const toggleAll = () => {
    const next = new Set(selectedIds);
    // Rows hidden by a filter keep their selection; only the shown rows change.
    for (const row of shown) {
      if (shownSelection === 'all') next.delete(getRowId(row));
      else next.add(getRowId(row));
    }
    onSelectedIdsChange?.(next);
  };

  // The table model is a new object on every render; the rows get one handler for good, which
  // reads the newest model, so a keystroke that leaves a row as it was does not re-render it.
  const tableRef = useRef(table);
  useLayoutEffect(() => {
    tableRef.current = table;
  });
  const onToggle = useCallback((id: string, event: unknown) => tableRef.current.getRow(id, true).getToggleSelectedHandler()(event), []);

  const exportCsv = () => {
    const exported = columns.filter((column) => column.csv !== false && (column.csv || column.value));
    const lines = shown.map((row) => exported.map((column) => (column.csv ? column.csv(row) : column.value?.(row))));
    download(csvFileName(exportFileName ?? 'export', new Date()), toCsv(exported.map((column) => column.header), lines));
  };

  const span = columns.length + (selectable ? 1 : 0);
  const rowHeaderId = (columns.find((column) => column.rowHeader) ?? columns[0])?.id;
  // Issue 26: where a table must scroll sideways, the column that names each row (the first)
  // stays in place, after the checkbox column when there is one; the header row stays on top.
  const stickyColumnId = columns[0]?.id === rowHeaderId ? rowHeaderId : undefined;
  return (
    <div className="flex flex-col gap-3">
      {(toolbar || exportFileName) && (
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div className="flex flex-wrap items-end gap-3">{toolbar}</div>
          {exportFileName && (
            <Button variant="secondary" onClick={exportCsv} disabled={status !== 'ready'}>
              Export CSV
            </Button>
          )}
        </div>
      )}
      {refreshError && (status === 'ready' || status === 'empty') && <RefreshError message={refreshError} onRetry={onRetry} />}
      {/* relative: visually hidden text in cells (absolutely positioned) stays inside the scroller instead of widening the page. */}
      <div ref={scrollRef} className="relative overflow-auto rounded-lg border border-gray-200 bg-white" style={{ maxHeight }}>
        <table className="w-full table-fixed border-collapse" style={{ minWidth }} aria-rowcount={status === 'ready' ? shown.length + 1 : undefined}>
          <caption className={captionHidden ? 'sr-only' : 'px-3 py-2 text-left text-sm font-semibold text-gray-800'}>{caption}</caption>
          <DataTableHead table={table} columns={columns} selectable={selectable} shownSelection={shownSelection} onToggleAll={toggleAll} stickyColumnId={stickyColumnId} />
          <tbody>
            {status !== 'ready' ? (
              <tr>
                <td colSpan={span} className="p-4">
                  {status === 'loading' && <Spinner />}
                  {status === 'empty' && <EmptyState message={emptyMessage} />}
                  {status === 'error' && <ErrorState message={error || 'Something went wrong. Please try again.'} onRetry={onRetry} />}
                </td>
              </tr>
            ) : (
              <>
                {padTop > 0 && <tr aria-hidden="true" style={{ height: padTop }} />}
                {items.map((item) => {
                  const row = shown[item.index];
                  if (row === undefined) return null;
                  const id = getRowId(row);
                  return (
                    <DataTableRow
                      key={id}
                      row={row}
                      id={id}
                      index={item.index}
                      columns={columns}
                      rowHeaderId={rowHeaderId}
                      stickyColumnId={stickyColumnId}
                      actions={actions as A}
                      busy={busyActionsOf(busy, id)}
                      selected={selectedIds?.has(id) ?? false}
                      selectable={selectable}
                      label={rowLabel ? rowLabel(row) : id}
                      clickSelects={rowClickSelects && selectable}
                      onToggle={onToggle}
                      measure={measureRows ? virtualizer.measureElement : undefined}
                    />
                  );
                })}
                {padBottom > 0 && <tr aria-hidden="true" style={{ height: padBottom }} />}
              </>
            )}
          </tbody>
        </table>
      </div>
    </div>
  );
}
