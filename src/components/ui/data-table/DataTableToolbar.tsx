import type { ReactNode } from 'react';
import type { SortState } from '@/lib/urlState';
import { ExportAllButton, type ExportAllButtonProps } from '../ExportAllButton';
import { ExportCsvButton, type ExportCsvButtonProps } from '../ExportCsvButton';
import { Field, inputClass } from '../Field';
import { ColumnChooser, type ColumnChooserProps } from './ColumnChooser';
import { isSortable } from './columns';
import { ShownAloneBanner } from './ShownAloneBanner';
import type { DataTableColumn, ShownAlone } from './types';

export const SORT_BY = 'Sort by';
export const DEFAULT_ORDER = 'Default order';

/**
 * The sort menu's words for a column and direction: 'Created at, newest first', 'Realised
 * earnings, highest first' (a column sorted descending first is a number), 'Name, A to Z'.
 */
export function sortOptionLabel<T, A>(column: DataTableColumn<T, A>, desc: boolean): string {
  const words = column.sortLabels ?? (column.sortDescFirst ? { asc: 'lowest first', desc: 'highest first' } : { asc: 'A to Z', desc: 'Z to A' });
  return `${column.header}, ${desc ? words.desc : words.asc}`;
}

interface SortMenuProps<T, A> {
  /** The shown columns; the sortable ones are offered, each way. */
  columns: readonly DataTableColumn<T, A>[];
  /** The sort now (the URL's). */
  sorting: SortState | null | undefined;
  /** Called with the sort chosen, or null for the rows' own order. */
  onSortingChange: ((sorting: SortState | null) => void) | undefined;
}

/** On a phone the cards have no headers to press: the same sorts, as a menu (issue 26). */
export function SortMenu<T, A>({ columns, sorting, onSortingChange }: SortMenuProps<T, A>) {
  const sortable = columns.filter(isSortable);
  if (sortable.length === 0 || !onSortingChange) return null;
  const value = sorting ? `${sorting.id}:${sorting.desc ? 'desc' : 'asc'}` : '';
  return (
    <Field label={SORT_BY} className="min-w-0">
      {(control) => (
        <select
          {...control}
          value={value}
          onChange={(event) => {
            const [id, direction] = event.target.value.split(':');
            onSortingChange(id ? { id, desc: direction === 'desc' } : null);
          }}
          className={inputClass}
        >
          <option value="">{DEFAULT_ORDER}</option>
          {sortable.flatMap((column) =>
            (column.sortDescFirst ? [true, false] : [false, true]).map((desc) => (
              <option key={`${column.id}:${desc}`} value={`${column.id}:${desc ? 'desc' : 'asc'}`}>
                {sortOptionLabel(column, desc)}
              </option>
            )),
          )}
        </select>
      )}
    </Field>
  );
}

interface DataTableToolbarProps {
  /** The tab's own controls (filters, counts). */
  toolbar: ReactNode;
  /** The sort menu, on a phone. */
  sortMenu: ReactNode;
  /** The column chooser's columns and state, when the tab keeps a choice. */
  chooser: ColumnChooserProps | undefined;
  /** Export CSV of what the table shows (disabled until the rows are there); no button without it. */
  exportCsv: ExportCsvButtonProps | undefined;
  /** Export CSV of the whole view from the backend, for a list asked a page at a time (instead of exportCsv). */
  exportAll?: ExportAllButtonProps | undefined;
  /** One record is shown alone: said first, with the button that shows every record. */
  shownAlone?: ShownAlone | undefined;
}

/** Above the table: the tab's controls, then the table's own (sort on a phone, columns, Export CSV). */
export function DataTableToolbar({ toolbar, sortMenu, chooser, exportCsv, exportAll, shownAlone }: DataTableToolbarProps) {
  if (!toolbar && !sortMenu && !chooser && !exportCsv && !exportAll && !shownAlone) return null;
  return (
    <div className="flex flex-wrap items-end justify-between gap-3">
      {shownAlone && <ShownAloneBanner {...shownAlone} />}
      <div className="flex min-w-0 flex-wrap items-end gap-3">
        {toolbar}
        {sortMenu}
      </div>
      <div className="flex flex-wrap items-end gap-2">
        {chooser && <ColumnChooser {...chooser} />}
        {exportCsv && <ExportCsvButton {...exportCsv} />}
        {exportAll && <ExportAllButton {...exportAll} />}
      </div>
    </div>
  );
}
