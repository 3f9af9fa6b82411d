import { useState, type ComponentType } from 'react';
import type { SortState } from '../src/lib/urlState';

interface Sortable {
  sorting: SortState | null;
  onSortingChange: (sorting: SortState | null) => void;
}

/**
 * A tab's table with its sort kept in story state: on a page the sort lives in the URL, so in
 * isolation a header click needs this to really sort (and the onSortingChange action is still
 * called, for the Actions panel and play functions).
 */
export function withControlledSorting<P extends Sortable>(Table: ComponentType<P>) {
  return function ControlledSorting(props: P) {
    const [sorting, setSorting] = useState<SortState | null>(props.sorting);
    return (
      <Table
        {...props}
        sorting={sorting}
        onSortingChange={(next: SortState | null) => {
          setSorting(next);
          props.onSortingChange(next);
        }}
      />
    );
  };
}
