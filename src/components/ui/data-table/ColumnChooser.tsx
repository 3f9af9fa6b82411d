import { Popover, PopoverButton, PopoverPanel } from '@headlessui/react';
import { Button } from '../Button';
import { Icon } from '../Icon';
import type { ColumnVisibility } from './useColumnVisibility';

export const COLUMNS = 'Columns';
export const RESET_COLUMNS = 'Reset columns';

export interface ColumnChooserProps {
  /** Every column of the table, in order: its id, its header, and whether it may be hidden (the row's name may not). */
  columns: readonly { id: string; header: string; hideable: boolean }[];
  /** The table's name, so the chooser says whose columns it lists. */
  caption: string;
  /** Which are hidden, and how to change that. */
  visibility: ColumnVisibility;
}

/**
 * Show or hide a table's columns (issue 26), kept in this browser for the tab. The button says
 * how many are hidden; Reset shows them all again.
 */
export function ColumnChooser({ columns, caption, visibility }: ColumnChooserProps) {
  const hiddenCount = columns.filter((column) => visibility.hidden.has(column.id)).length;
  return (
    <Popover className="relative">
      <PopoverButton as={Button} variant="secondary">
        <Icon name="columns" />
        {COLUMNS}
        {hiddenCount > 0 && (
          <>
            {' '}
            <span className="rounded-full bg-brand-100 px-1.5 text-xs text-brand-800">{hiddenCount} hidden</span>
          </>
        )}
      </PopoverButton>
      {/* In place, not portalled: Headless UI's focus guards around a portalled panel are hidden buttons axe refuses. */}
      <PopoverPanel className="absolute top-full right-0 z-30 mt-1 w-60 max-w-[calc(100vw-2rem)] rounded-lg bg-white p-3 shadow-lg ring-1 ring-gray-200 focus:outline-none">
        <fieldset>
          <legend className="mb-2 text-sm font-semibold text-gray-900">Columns of {caption.toLowerCase()}</legend>
          <ul className="flex max-h-72 flex-col gap-1 overflow-y-auto">
            {columns.map((column) => (
              <li key={column.id}>
                <label className={`flex items-center gap-2 rounded px-1 py-1 text-sm ${column.hideable ? 'text-gray-900 hover:bg-gray-50' : 'text-gray-500'}`}>
                  <input
                    type="checkbox"
                    checked={!visibility.hidden.has(column.id)}
                    disabled={!column.hideable}
                    onChange={(event) => visibility.setShown(column.id, event.target.checked)}
                    className="size-4 accent-brand-600"
                  />
                  {column.header}
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
        <Button variant="ghost" className="mt-2 w-full px-2 py-1.5" disabled={hiddenCount === 0} onClick={visibility.reset}>
          {RESET_COLUMNS}
        </Button>
      </PopoverPanel>
    </Popover>
  );
}
