import type { RowData } from '@tanstack/react-table';
import type { DataTableColumn } from './types';
import type { DataTableModel } from './useDataTableModel';
import { Icon } from '../Icon';
import { SelectAllShown } from './SelectAllShown';

const alignClass = { start: 'text-left', end: 'text-right', center: 'text-center' } as const;
const justifyClass = { start: 'justify-start', end: 'justify-end', center: 'justify-center' } as const;

interface DataTableHeadProps<T extends RowData, A> {
  /** The table model: sorting state and how to change it. */
  table: DataTableModel<T, A>;
  /** The columns to draw headers for, in order. */
  columns: readonly DataTableColumn<T, A>[];
  /** Adds the select-all checkbox column. */
  selectable: boolean;
  /** 'all' | 'some' | 'none' of the shown rows are selected. */
  shownSelection: 'all' | 'some' | 'none';
  /** Select-all pressed: selects every shown row, or clears them. Absent when not every row is at hand (a list asked a page at a time). */
  onToggleAll: (() => void) | undefined;
  /** The column that stays in place when the table scrolls sideways (with the checkbox column before it). */
  stickyColumnId?: string | undefined;
}

/** A header wraps at its spaces, and after a slash too ('Active/Inactive'), so narrow columns keep whole words. */
export function HeaderText({ text }: { text: string }) {
  const parts = text.split('/');
  return (
    <span className="min-w-0">
      {parts.map((part, index) => (
        <span key={index}>
          {part}
          {index < parts.length - 1 && (
            <>
              /<wbr />
            </>
          )}
        </span>
      ))}
    </span>
  );
}

/** Where the sticky column sits: after the checkbox column (w-12) when there is one. */
export const stickyLeft = (selectable: boolean) => (selectable ? '3rem' : '0');

/** Column headers: sorting by a button in each sortable header (mouse and keyboard), select-all. */
export function DataTableHead<T extends RowData, A>({ table, columns, selectable, shownSelection, onToggleAll, stickyColumnId }: DataTableHeadProps<T, A>) {
  const byId = new Map(columns.map((column) => [column.id, column]));
  const [headerGroup] = table.getHeaderGroups();
  return (
    <thead>
      <tr aria-rowindex={1}>
        {selectable && (
          <th scope="col" className={`sticky top-0 w-12 border-b border-gray-200 bg-gray-50 px-3 py-2 ${stickyColumnId ? 'left-0 z-20' : 'z-10'}`}>
            {onToggleAll ? <SelectAllShown shownSelection={shownSelection} onToggleAll={onToggleAll} /> : <span className="sr-only">Select</span>}
          </th>
        )}
        {headerGroup?.headers.map((header) => {
          const column = byId.get(header.column.id);
          const align = column?.align ?? 'start';
          const sorted = header.column.getIsSorted();
          const toggle = header.column.getToggleSortingHandler();
          return (
            <th
              key={header.id}
              scope="col"
              aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
              style={{ ...(column?.width ? { width: column.width } : {}), ...(header.column.id === stickyColumnId ? { left: stickyLeft(selectable) } : {}) }}
              className={`sticky top-0 ${header.column.id === stickyColumnId ? 'z-20' : 'z-10'} border-b border-gray-200 bg-gray-50 px-2 py-2 text-xs font-semibold tracking-wide text-gray-700 uppercase ${alignClass[align]}`}
            >
              {header.column.getCanSort() && toggle ? (
                <button type="button" onClick={toggle} className={`inline-flex w-full items-center gap-1 rounded uppercase ${justifyClass[align]} hover:text-brand-700`}>
                  <HeaderText text={column?.header ?? ''} />
                  <Icon name={sorted === 'asc' ? 'sort-asc' : sorted === 'desc' ? 'sort-desc' : 'sort'} className="text-gray-400" />
                </button>
              ) : (
                <HeaderText text={column?.header ?? ''} />
              )}
            </th>
          );
        })}
      </tr>
    </thead>
  );
}

export { alignClass };
