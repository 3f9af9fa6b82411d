import type { ReactNode } from 'react';
import { ClampedText } from './ClampedText';
import type { CellContext, DataTableColumn } from './types';

/** What a cell or a card's value shows: the column's own rendering, else its value as text, long text clamped where the column asks. */
export function cellContent<T, A>(column: DataTableColumn<T, A>, row: T, context: CellContext<A>, rowLabel: string): ReactNode {
  if (column.cell) return column.cell(row, context);
  const text = String(column.value?.(row) ?? '');
  return column.clamp ? <ClampedText text={text} label={`${column.header} of ${rowLabel}`} /> : text;
}
