import { listStatusOf, type ListQuery } from '@/api/listStatus';
import type { TabTableProps } from '@/components/ui/DataTable';
import type { SortState } from '@/lib/urlState';

interface TabTableOptions {
  sorting: SortState | null;
  onSortingChange: (sorting: SortState | null) => void;
  /** Said when there are no rows at all, and when the search or filter hides every row. */
  empty: { none: string; noMatch: string };
}

/**
 * What a tab's table takes from its page (TabTableProps) out of the list's query and the rows
 * the page shows: Loading and Error from the query with Retry, and Empty both when the list
 * is empty and when the search or filter hides every row, each with its own words.
 * `loaded` says the list arrived with rows, so figures of the shown rows can be given.
 */
export function tabTableOf<T>(query: ListQuery<readonly T[]>, shown: readonly T[], { sorting, onSortingChange, empty }: TabTableOptions) {
  const list = listStatusOf(query, (data) => data.length === 0);
  const loaded = list.status === 'ready';
  const table: TabTableProps<T> = {
    rows: shown,
    allRows: query.data,
    status: list.status === 'ready' && shown.length === 0 ? 'empty' : list.status,
    error: list.error,
    onRetry: list.onRetry,
    refreshError: list.refreshError,
    emptyMessage: (query.data?.length ?? 0) === 0 ? empty.none : empty.noMatch,
    sorting,
    onSortingChange,
  };
  return { table, loaded };
}
