import type { RowData } from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { createScaledScroll, scrollScale, spacers } from './data-table/scaledScroll';
import { blockSize, rowsInBlock, rowsOfBlocks } from './data-table/rowBlocks';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { toCsv } from '@/lib/csv';
import { PHONE_QUERY, useMediaQuery } from '@/lib/useMediaQuery';
import { busyActionsOf } from '@/lib/useInFlight';
import { columnsMinWidth } from './data-table/columns';
import { DataTableCard } from './data-table/DataTableCards';
import { DataTableHead } from './data-table/DataTableHead';
import { DataTableRow } from './data-table/DataTableRow';
import { DataTableToolbar, SortMenu } from './data-table/DataTableToolbar';
import { NewRowsBar } from './data-table/NewRowsBar';
import { PageGapCard, PageGapRow, saysFailureAt } from './data-table/PageGap';
import type { DataTableProps } from './data-table/types';
import { useColumnVisibility } from './data-table/useColumnVisibility';
import { useDataTableModel } from './data-table/useDataTableModel';
import { useFocusStaysInList } from './data-table/useFocusStaysInList';
import { useSortedRows } from './data-table/useSortedRows';
import { EmptyState } from './EmptyState';
import { ErrorState } from './ErrorState';
import { focusWholeList } from './focusWholeList';
import { RefreshError } from './RefreshError';
import { SelectAllShown } from './data-table/SelectAllShown';
import { Spinner } from './Spinner';

export type { CellContext, DataTableColumn, DataTableProps, ExportAllColumns, ShownAlone, TabTableProps } from './data-table/types';
export { isSortable, sortableIds } from './data-table/columns';

const NO_ROWS: readonly never[] = [];

/**
 * The back-office table: sortable, virtualised rows, selection, CSV export, a column chooser,
 * and its own Loading / Empty / Error states. Below 640 px the same rows, selection, sorting (a
 * menu) and export show as one card per row, virtualised the same way (issue 26).
 */
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
    download,
    toolbar,
    shownAlone,
    maxHeight = '70vh',
    estimateRowHeight = 52,
    measureRows = true,
    rowLines,
    actions,
    busy,
    columnsKey,
  } = props;
  const { rows, allRows, sorting, onSortingChange, paging, exportAll } = props;
  const phone = useMediaQuery(PHONE_QUERY);
  const rowHeaderId = (columns.find((column) => column.rowHeader) ?? columns[0])?.id;
  const hideableIds = useMemo(() => columns.filter((column) => column.id !== rowHeaderId && column.hideable !== false).map((column) => column.id), [columns, rowHeaderId]);
  const visibility = useColumnVisibility(columnsKey, hideableIds);
  const shownColumns = useMemo(() => (visibility.hidden.size === 0 ? columns : columns.filter((column) => !visibility.hidden.has(column.id))), [columns, visibility.hidden]);

  // A list asked a page at a time comes sorted by the backend, a window of it at hand.
  const sorted = useSortedRows(columns, paging ? NO_ROWS : rows, paging ? undefined : allRows, paging ? null : sorting);
  const ordered = paging ? paging.loaded : sorted;
  const table = useDataTableModel({ ...props, columns: shownColumns, rows: ordered });
  const selectable = selectedIds !== undefined;
  const shown = status === 'ready' ? ordered : NO_ROWS;
  const count = status !== 'ready' ? 0 : paging ? paging.count : shown.length;
  const rowAt = (index: number): T | undefined => (paging ? paging.rowAt(index) : shown[index]);
  const measured = measureRows || phone;

  const scrollRef = useRef<HTMLDivElement>(null);
  useFocusStaysInList(scrollRef);
  // A year of rows is taller than a browser draws: the box's scroll position is scaled (scaledScroll.ts).
  const scaled = useMemo(createScaledScroll, []);
  // Rows of one height in a long list are virtualized a block at a time (rowBlocks.ts): the
  // virtualizer keeps a key and a place per item it counts, 4 MB of heap at a million rows.
  const block = blockSize(count, measured);
  const rowSize = phone ? 52 + 30 * shownColumns.length : estimateRowHeight;
  // eslint-disable-next-line react-hooks/incompatible-library -- no React Compiler in this app; the virtualizer re-renders on scroll itself.
  const virtualizer = useVirtualizer({
    count: Math.ceil(count / block),
    getScrollElement: () => scrollRef.current,
    // A card holds a line per column; a block as many rows as it holds.
    estimateSize: (index: number) => rowSize * rowsInBlock(index, block, count),
    // Measured rows keep their heights by record across a search; unmeasured rows need no key
    // (the default index spares reading 50,000 ids on every change of the list).
    ...(measured
      ? {
          getItemKey: (index: number) => {
            const row = rowAt(index);
            return row === undefined ? index : getRowId(row);
          },
        }
      : {}),
    // A few rows beyond the edges: enough for smooth scrolling, few enough that a search
    // which changes every row re-renders little (a block of rows: one).
    overscan: block === 1 ? 4 : 1,
    useFlushSync: false,
    // Without layout (server, jsdom) a first screenful still renders.
    initialRect: { width: 1024, height: 640 },
    ...scaled.options,
  });
  // Cards and rows differ in height: a change of layout or of columns forgets the heights measured.
  useLayoutEffect(() => virtualizer.measure(), [virtualizer, phone, shownColumns]);
  const items = rowsOfBlocks(virtualizer.getVirtualItems(), block, count, rowSize);
  // The pages of the rows in view are asked for (a jump to the end asks for the end).
  const firstInView = items[0]?.index ?? 0;
  const lastInView = items.at(-1)?.index ?? 0;
  const onRangeChange = paging?.onRangeChange;
  useEffect(() => {
    onRangeChange?.(firstInView, lastInView);
  }, [onRangeChange, firstInView, lastInView]);
  const totalSize = virtualizer.getTotalSize();
  const scale = scrollScale(totalSize, virtualizer.scrollRect?.height ?? 0);
  scaled.state.scale = scale;
  // With no row drawn yet (the list was hidden, so it measured nothing) the space of all of them
  // keeps the box from shrinking to nothing, which would leave it nothing to draw them in.
  const { top: padTop, bottom: padBottom } = spacers(scale, totalSize, virtualizer.scrollOffset ?? 0, scaled.state.scrolled, items[0]?.start ?? 0, items.at(-1)?.end ?? 0);
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
  // Select-all is offered only over every row of the view: of a list asked a page at a time, while all of it is at hand.
  const toggleAllShown = !paging || paging.loaded.length >= paging.count ? toggleAll : undefined;
  // The table model is a new object on every render; the rows get one handler for good, which
  // reads the newest model, so a keystroke that leaves a row as it was does not re-render it.
  const tableRef = useRef(table);
  useLayoutEffect(() => {
    tableRef.current = table;
  });
  const onToggle = useCallback((id: string, event: unknown) => tableRef.current.getRow(id, true).getToggleSelectedHandler()(event), []);

  const exportColumns = () => shownColumns.filter((column) => column.csv !== false && (column.csv || column.value)).map((column) => ({ id: column.id, header: column.header }));
  const csv = () => {
    const exported = shownColumns.filter((column) => column.csv !== false && (column.csv || column.value));
    const lines = shown.map((row) => exported.map((column) => (column.csv ? column.csv(row) : column.value?.(row))));
    return toCsv(exported.map((column) => column.header), lines);
  };

  // Every record back: the button that did it goes, so focus stays in the list rather than falling to the page.
  const shownAloneHere = shownAlone && {
    ...shownAlone,
    onShowAll: () => {
      shownAlone.onShowAll();
      if (scrollRef.current) focusWholeList(scrollRef.current);
    },
  };

  const span = shownColumns.length + (selectable ? 1 : 0);
  // Issue 26: where a table must scroll sideways, the column that names each row (the first)
  // stays in place, after the checkbox column when there is one; the header row stays on top.
  const stickyColumnId = shownColumns[0]?.id === rowHeaderId ? rowHeaderId : undefined;
  const minWidth = props.minWidth ?? columnsMinWidth(shownColumns, selectable) ?? '48rem';
  const chooser = columnsKey ? { caption, visibility, columns: columns.map((column) => ({ id: column.id, header: column.header, hideable: hideableIds.includes(column.id) })) } : undefined;
  const stateCell = (
    <>
      {status === 'loading' && <Spinner />}
      {status === 'empty' && <EmptyState message={emptyMessage} />}
      {status === 'error' && <ErrorState message={error || 'Something went wrong. Please try again.'} onRetry={onRetry} />}
    </>
  );
  // A row whose page is not at hand: its failure is said once, on the first such row whose top
  // is in sight (not on the rows drawn beyond the edges for smooth scrolling, nor on one cut off).
  const scrolled = virtualizer.scrollOffset ?? 0;
  const firstInSight = items.find((item) => item.start >= scrolled)?.index ?? firstInView;
  const gapProps = (index: number) => {
    const failure = paging?.failedAt(index);
    const saysFailure = paging !== undefined && saysFailureAt(paging, index, firstInSight);
    return { index, failure, saysFailure };
  };
  const rowProps = (index: number, row: T) => {
    const id = getRowId(row);
    return {
      row,
      id,
      index,
      columns: shownColumns,
      rowHeaderId,
      actions: actions as A,
      busy: busyActionsOf(busy, id),
      selected: selectedIds?.has(id) ?? false,
      selectable,
      label: rowLabel ? rowLabel(row) : id,
      onToggle,
    };
  };
  return (
    <div className="flex min-w-0 flex-col gap-3">
      <DataTableToolbar
        toolbar={toolbar}
        sortMenu={phone ? <SortMenu columns={shownColumns} sorting={sorting} onSortingChange={onSortingChange} /> : null}
        chooser={chooser}
        exportCsv={exportFileName && !exportAll ? { fileName: exportFileName, csv, download, disabled: status !== 'ready' } : undefined}
        exportAll={exportFileName && exportAll ? { fileName: exportFileName, exportAll: (options) => exportAll(exportColumns(), options), download, disabled: status !== 'ready' } : undefined}
        shownAlone={shownAloneHere}
      />
      {refreshError && (status === 'ready' || status === 'empty') && <RefreshError message={refreshError} onRetry={onRetry} />}
      {paging?.newRows && paging.onShowNew ? (
        <NewRowsBar
          count={paging.newRows}
          onShow={() => {
            paging.onShowNew?.();
            scrollRef.current?.scrollTo({ top: 0 });
          }}
        />
      ) : null}
      {phone && selectable && status === 'ready' && toggleAllShown && <SelectAllShown shownSelection={shownSelection} onToggleAll={toggleAllShown} withLabel />}
      {/* relative: visually hidden text in cells (absolutely positioned) stays inside the scroller instead of widening the page. */}
      <div
        ref={scrollRef}
        // The cards' list scrolls by keyboard too, even when no card holds a control.
        {...(phone ? { tabIndex: 0, role: 'group', 'aria-label': caption } : {})}
        // Scroll padding: a control reached by Tab scrolls in with its focus ring whole, clear of the sticky header row.
        className={`relative overflow-auto rounded-lg border border-gray-200 bg-white focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none ${phone ? 'scroll-py-2' : 'scroll-pt-12 scroll-pb-2'}`}
        style={{ maxHeight }}
      >
        {phone ? (
          status !== 'ready' ? (
            <div className="p-4">{stateCell}</div>
          ) : (
            <ul aria-label={caption} style={{ paddingTop: padTop, paddingBottom: padBottom }}>
              {items.map((item) => {
                const row = rowAt(item.index);
                if (row === undefined) return paging ? <PageGapCard key={item.index} {...gapProps(item.index)} count={count} measure={virtualizer.measureElement} /> : null;
                return <DataTableCard key={getRowId(row)} {...rowProps(item.index, row)} count={count} measure={virtualizer.measureElement} />;
              })}
            </ul>
          )
        ) : (
          <table className="w-full table-fixed border-collapse" style={{ minWidth }} aria-rowcount={status === 'ready' ? count + 1 : undefined}>
            <caption className={captionHidden ? 'sr-only' : 'px-3 py-2 text-left text-sm font-semibold text-gray-800'}>{caption}</caption>
            <DataTableHead table={table} columns={shownColumns} selectable={selectable} shownSelection={shownSelection} onToggleAll={toggleAllShown} stickyColumnId={stickyColumnId} />
            <tbody>
              {status !== 'ready' ? (
                <tr>
                  <td colSpan={span} className="p-4">
                    {stateCell}
                  </td>
                </tr>
              ) : (
                <>
                  {padTop > 0 && <tr aria-hidden="true" style={{ height: padTop }} />}
                  {items.map((item) => {
                    const row = rowAt(item.index);
                    if (row === undefined) return paging ? <PageGapRow key={item.index} {...gapProps(item.index)} span={span} height={estimateRowHeight} /> : null;
                    const props = rowProps(item.index, row);
                    return (
                      <DataTableRow
                        key={props.id}
                        {...props}
                        stickyColumnId={stickyColumnId}
                        clickSelects={rowClickSelects && selectable}
                        lines={rowLines}
                        measure={measureRows ? virtualizer.measureElement : undefined}
                      />
                    );
                  })}
                  {padBottom > 0 && <tr aria-hidden="true" style={{ height: padBottom }} />}
                </>
              )}
            </tbody>
          </table>
        )}
      </div>
    </div>
  );
}
