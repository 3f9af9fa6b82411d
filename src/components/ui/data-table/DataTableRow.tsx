import { memo, type MouseEvent, type ReactNode } from 'react';
import { ClampedText } from './ClampedText';
import { alignClass, stickyLeft } from './DataTableHead';
import type { CellContext, DataTableColumn } from './types';

/** What a row gets, as a table row or as a card on a phone. */
export interface DataTableRowProps<T, A> {
  /** The record this row shows. */
  row: T;
  /** The record's selection key. */
  id: string;
  /** The row's position in the sorted, filtered list (aria-rowindex). */
  index: number;
  /** The columns to draw cells for, in order. */
  columns: readonly DataTableColumn<T, A>[];
  /** The id of the column whose cell names the row (a row header). */
  rowHeaderId: string | undefined;
  /** The column that stays in place when the table scrolls sideways. */
  stickyColumnId?: string | undefined;
  /** The table's row actions, handed to every cell. */
  actions: A;
  /** The actions under way for this row ('settle bank'; '' for none): busyActionsOf. */
  busy: string;
  /** Whether the row's checkbox is ticked. */
  selected: boolean;
  /** Adds the row's checkbox. */
  selectable: boolean;
  /** Names the row for its checkbox: 'Select <label>'. */
  label: string;
  /** A click anywhere on the row (not on a control) toggles its selection. */
  clickSelects: boolean;
  /** The row's selection was toggled; the event carries Shift for ranges. */
  onToggle: (id: string, event: unknown) => void;
  /** Reports the row's real height to the virtual list; absent when heights are trusted. */
  measure?: ((element: HTMLTableRowElement | null) => void) | undefined;
  /** The most lines a cell shows (DataTableProps.rowLines). */
  lines?: 1 | 2 | 3 | undefined;
}

/** Written out whole, so the stylesheet has them. */
const lineClamp = { 1: 'line-clamp-1', 2: 'line-clamp-2', 3: 'line-clamp-3' } as const;

/** What a cell or a card's value shows: the column's own rendering, else its value as text, long text clamped where the column asks. */
export function cellContent<T, A>(column: DataTableColumn<T, A>, row: T, context: CellContext<A>, rowLabel: string): ReactNode {
  if (column.cell) return column.cell(row, context);
  const text = String(column.value?.(row) ?? '');
  return column.clamp ? <ClampedText text={text} label={`${column.header} of ${rowLabel}`} /> : text;
}

const INTERACTIVE = 'a, button, input, select, textarea, label, [role="button"], [contenteditable="true"]';

function DataTableRowView<T, A>({ row, id, index, columns, rowHeaderId, stickyColumnId, actions, busy, selected, selectable, label, clickSelects, onToggle, measure, lines }: DataTableRowProps<T, A>) {
  const onRowClick = (event: MouseEvent<HTMLTableRowElement>) => {
    if (!clickSelects || (event.target as Element).closest(INTERACTIVE)) return;
    // Shaped like the checkbox's event, so the table's Shift-range logic treats both alike.
    onToggle(id, { target: { checked: !selected }, shiftKey: event.shiftKey });
  };
  return (
    <tr
      ref={measure}
      data-index={index}
      aria-rowindex={index + 2}
      // Rows of one height: as tall as `lines` lines of text-sm (1.25rem each), the cells' padding and the border.
      style={lines ? { height: `calc(${lines * 1.25 + 1}rem + 1px)` } : undefined}
      aria-selected={selectable ? selected : undefined}
      onClick={onRowClick}
      className={`border-b border-gray-100 ${selected ? 'bg-brand-50' : 'bg-white'} ${clickSelects ? 'cursor-pointer hover:bg-gray-50' : ''}`}
    >
      {selectable && (
        <td className={`px-3 py-2 ${stickyColumnId ? 'sticky left-0 z-[1] bg-inherit' : ''}`}>
          <input type="checkbox" aria-label={`Select ${label}`} checked={selected} onChange={(event) => onToggle(id, event)} className="size-4 accent-brand-600" />
        </td>
      )}
      <DataTableCells row={row} columns={columns} rowHeaderId={rowHeaderId} sticky={stickyColumnId ? stickyLeft(selectable) : undefined} actions={actions} busy={busy} label={label} lines={lines} />
    </tr>
  );
}

function DataTableCellsView<T, A>({
  row,
  columns,
  rowHeaderId,
  sticky,
  actions,
  busy,
  label,
  lines,
}: Pick<DataTableRowProps<T, A>, 'row' | 'columns' | 'rowHeaderId' | 'actions' | 'busy' | 'label' | 'lines'> & { sticky?: string | undefined }) {
  const under = busy === '' ? [] : busy.split(' ');
  const context: CellContext<A> = { actions, busy: (action) => under.includes(action) };
  return (
    <>
      {columns.map((column) => {
        // The columns have fixed widths (table-fixed): a word longer than its column (an id, a pasted
        // comment) breaks inside it instead of running over the columns beside it.
        const className = `px-2 py-2 align-middle text-sm break-words text-gray-900 ${alignClass[column.align ?? 'start']}`;
        const whole = cellContent(column, row, context, label);
        const content = lines ? (
          <div className={lineClamp[lines]} title={String(column.value?.(row) ?? '') || undefined}>
            {whole}
          </div>
        ) : (
          whole
        );
        return column.id === rowHeaderId ? (
          <th
            key={column.id}
            scope="row"
            aria-label={column.rowName?.(row)}
            // The row's name stays in view as the table scrolls sideways (on the row's own background).
            style={sticky === undefined ? undefined : { left: sticky }}
            className={`${className} font-normal ${sticky === undefined ? '' : 'sticky z-[1] bg-inherit'}`}
          >
            {content}
          </th>
        ) : (
          <td key={column.id} className={className}>
            {content}
          </td>
        );
      })}
    </>
  );
}

/** The cells re-render only when the record, its actions under way or the columns change: a row that moves up or down (a search) keeps them. */
const DataTableCells = memo(DataTableCellsView) as typeof DataTableCellsView;

/** A row re-renders only when its record, position or selection changes. */
export const DataTableRow = memo(DataTableRowView) as typeof DataTableRowView;
