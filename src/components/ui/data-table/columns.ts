/** Column shapes more than one back-office table uses. */
import { formatDateTime, isoSortKey, timeOf } from '@/lib/format';
import type { DataTableColumn } from './types';

/** A column the operator can sort by: it says so and has something to sort on. */
export const isSortable = <T, A>(column: DataTableColumn<T, A>) => Boolean(column.sortable && (column.sortKey || column.value));

/** The least a column without a width of its own gets (it takes what the others leave). */
const FLEXIBLE_COLUMN_REM = 7;

/**
 * The table's width when its columns are given in rem: their sum (with the checkbox column's,
 * and the least for a column without a width), so hiding a column narrows it.
 */
export function columnsMinWidth<T, A>(columns: readonly DataTableColumn<T, A>[], selectable: boolean): string | undefined {
  let rem = selectable ? 3 : 0;
  for (const column of columns) {
    if (column.width === undefined) {
      rem += FLEXIBLE_COLUMN_REM;
      continue;
    }
    const match = /^(\d+(?:\.\d+)?)rem$/.exec(column.width);
    if (!match) return undefined;
    rem += Number(match[1]);
  }
  return `${rem}rem`;
}

/** The ids of the sortable columns: exactly the sorts a list's URL accepts (sortParam). */
export const sortableIds = <T, A>(columns: readonly DataTableColumn<T, A>[]): string[] => columns.filter(isSortable).map((column) => column.id);

/**
 * A date column: shown as '3 Sept, 7:03 pm, Evening' ('Invalid date' or 'No date' in words),
 * exported as the backend wrote it, sorted newest first on the first click with dates that are
 * not dates last, by its ISO text (fast at 50,000 rows).
 */
export function dateColumn<T>({ id, header, date, width }: { id: string; header: string; date: (row: T) => string | null | undefined; width?: string }): DataTableColumn<T> {
  return {
    id,
    header,
    value: (row) => timeOf(date(row)),
    sortKey: (row) => isoSortKey(date(row)),
    cell: (row) => formatDateTime(date(row)),
    csv: (row) => date(row) ?? '',
    sortable: true,
    sortDescFirst: true,
    sortLabels: { asc: 'oldest first', desc: 'newest first' },
    ...(width === undefined ? {} : { width }),
  };
}
