import { memo, useId } from 'react';
import { cellContent, type DataTableRowProps } from './DataTableRow';
import { HeaderText } from './DataTableHead';
import type { CellContext } from './types';

type DataTableCardProps<T, A> = Omit<DataTableRowProps<T, A>, 'stickyColumnId' | 'clickSelects' | 'measure'> & {
  /** How many cards the list holds (aria-setsize): most are not rendered. */
  count: number;
  /** Reports the card's real height to the virtual list. */
  measure: (element: HTMLLIElement | null) => void;
};


/**
 * One row as a card on a phone (issue 26): its name (the row header's cell) on top with its
 * checkbox, then every shown column as a label and its value, actions included, so nothing
 * needs a sideways scroll.
 */
function DataTableCardView<T, A>({ row, id, index, count, columns, rowHeaderId, actions, busy, selected, selectable, label, onToggle, measure }: DataTableCardProps<T, A>) {
  const titleId = useId();
  const under = busy === '' ? [] : busy.split(' ');
  const context: CellContext<A> = { actions, busy: (action) => under.includes(action) };
  const title = columns.find((column) => column.id === rowHeaderId);
  return (
    <li ref={measure} data-index={index} aria-posinset={index + 1} aria-setsize={count} className={`border-b border-gray-100 p-3 ${selected ? 'bg-brand-50' : 'bg-white'}`}>
      <article {...(title?.rowName ? { 'aria-label': title.rowName(row) } : { 'aria-labelledby': titleId })} className="flex flex-col gap-2">
        <div className="flex items-center gap-3">
          {selectable && <input type="checkbox" aria-label={`Select ${label}`} checked={selected} onChange={(event) => onToggle(id, event)} className="size-4 shrink-0 accent-brand-600" />}
          <div id={titleId} className="min-w-0 text-sm font-semibold text-gray-900">
            {title ? cellContent(title, row, context, label) : label}
          </div>
        </div>
        <dl className="grid grid-cols-[minmax(0,7rem)_minmax(0,1fr)] items-center gap-x-3 gap-y-1.5 text-sm">
          {columns
            .filter((column) => column !== title)
            .map((column) => (
              <div key={column.id} className="contents">
                <dt className="text-xs font-semibold tracking-wide break-words text-gray-600 uppercase">
                  <HeaderText text={column.header} />
                </dt>
                <dd className="min-w-0 break-words text-gray-900">{cellContent(column, row, context, label)}</dd>
              </div>
            ))}
        </dl>
      </article>
    </li>
  );
}

/** A card re-renders only when its record, position, selection or actions under way change. */
export const DataTableCard = memo(DataTableCardView) as typeof DataTableCardView;
