import { useCallback, useMemo, useState } from 'react';
import type { z } from 'zod';
import { listStatusOf, type ListQuery } from '@/api/listStatus';
import type { ListView } from '@/api/schemas/lists';
import { createTextFilter } from '@/lib/textSearch';
import { sortParam, textParam, type SortState } from '@/lib/urlState';
import { useShallowStable } from '@/lib/useShallowStable';
import { useUrlState } from '@/lib/useUrlState';
import { sortableIds } from './columns';
import { useTabSearch } from './tabSearch';
import type { DataTableColumn, ShownAlone, TabTableProps } from './types';

type Shape = Record<string, z.ZodType>;
/** A list's filters as read from the URL, one value per key of their shape. */
export type FilterValues<F extends Shape> = { [K in keyof F]: z.output<F[K]> };
type Texts<T> = (row: T) => readonly (string | null | undefined)[];

const NO_FILTERS = {};
const NO_ROWS: readonly never[] = [];
const NO_KEYS: ReadonlySet<string> = new Set();

export interface ListControllerOptions<T, A, F extends Shape> {
  /** The list's query, or loadedList(rows) for a list that is at hand (kept in this browser). */
  query: ListQuery<readonly T[]>;
  /** The table's columns, declared once: their sortable ones are exactly the sorts the URL accepts. */
  columns: readonly DataTableColumn<T, A>[];
  /** The order before the operator picks one; null keeps the list's own. */
  defaultSort?: SortState | null;
  /** The list's filters in the URL, as urlState params (enumParam, dayParam, textParam). Module scope. */
  filters?: F;
  /** The texts of a row the header search looks in. Module scope. */
  search?: Texts<T>;
  /** Narrows the searched rows by the filters. Stable while what it reads is (module scope or useCallback). */
  filter?: (rows: readonly T[], filters: FilterValues<F>) => readonly T[];
  /**
   * Instead of `search` and `filter`, for a list whose filters are searches of their own
   * fields: built once per list (an index), then asked once per change. Module scope or useCallback.
   */
  matcher?: (all: readonly T[]) => (search: string, filters: FilterValues<F>) => readonly T[];
  /** What the table says with no rows at all, and when the search or filters hide every row. */
  empty: { none: string; noMatch: string };
  /**
   * Rows can be selected: kept by `keyOf` (a key of the record, such as the consultants' phone
   * number), so the selection survives a search, and handed to the table by `rowId`. Module scope.
   */
  selection?: { rowId: (row: T) => string; keyOf: (row: T) => string };
  /**
   * One record can be shown alone, as a link from the command palette opens it: `?record=<id>`
   * in the URL, where `id` says how a record is named there. `noun` is what the table's banner
   * calls it ('booking'), and `name` how a record found is shown there (its id by default).
   * Module scope.
   */
  record?: { id: (row: T) => string; noun: string; name?: (row: T) => string };
}

/** The URL's key for the one record shown alone. */
export const RECORD_PARAM = 'record';

/**
 * Everything a tab's list repeats, in one place (react-admin's useListController is the
 * model): the query's Loading / Error / Empty and a refresh that failed, the header search,
 * the filters and the sort in the URL (a shared link shows the same view), and the props the
 * tab's table takes as they are. A tab's hook says only what is particular to it: which
 * query, which fields are searched, what its filters mean, its actions.
 */
export function useListController<T, A = unknown, F extends Shape = Record<never, z.ZodType>>(options: ListControllerOptions<T, A, F>) {
  const { query, columns, defaultSort = null, filters: filterShape = NO_FILTERS as F, search: searchFields, filter, matcher, empty, selection: selectBy, record: recordOf } = options;
  const { q, filters, sort, recordId, setSort, setFilters, showAll } = useListView({ columns, defaultSort, filters: filterShape, record: recordOf !== undefined });

  const all: readonly T[] = query.data ?? NO_ROWS;
  // The one record asked for, when one is; the search and the filters apply to it as to any list.
  const idOf = recordOf?.id;
  const alone = useMemo(() => (recordId && idOf ? all.filter((row) => idOf(row) === recordId) : null), [all, recordId, idOf]);
  const base = alone ?? all;
  // The search first, then the filters, each memoised on its own: a filter's change does not
  // search again, and the rows the search alone leaves are there for counts per filter value.
  const searchAll = useMemo(() => (matcher || !searchFields ? null : createTextFilter(base, searchFields)), [base, matcher, searchFields]);
  const searched = useMemo(() => (searchAll ? searchAll(q) : base), [searchAll, q, base]);
  const match = useMemo(() => (matcher ? matcher(base) : null), [base, matcher]);
  const rows = useMemo(() => {
    if (match) return match(q, filters);
    return filter ? filter(searched, filters) : searched;
  }, [match, q, filters, filter, searched]);

  const selection = useKeyedSelection(all, selectBy?.rowId ?? noRowId, selectBy?.keyOf ?? noRowId);

  const list = listStatusOf(query, (data) => data.length === 0);
  const shownAlone = useMemo(() => shownAloneOf(recordOf, recordId, alone?.[0], showAll), [recordOf, recordId, alone, showAll]);
  const loadedWithout = query.data !== undefined && alone !== null && alone.length === 0;
  const table: TabTableProps<T> = {
    rows,
    allRows: query.data,
    status: list.status === 'ready' && rows.length === 0 ? 'empty' : list.status,
    error: list.error,
    onRetry: list.onRetry,
    refreshError: list.refreshError,
    emptyMessage: all.length === 0 ? empty.none : loadedWithout && recordOf ? `No ${recordOf.noun} has the ID ${recordId}.` : empty.noMatch,
    sorting: sort,
    onSortingChange: setSort,
    shownAlone,
  };

  return {
    /** What the tab's table takes as it is. */
    table,
    /** Every record of the list. */
    all,
    /** The records the search and filters leave (of the one record asked for, when one is), in the list's order (the table sorts). */
    rows,
    /** The records the header search alone leaves (every record with a matcher): what each filter value would show. */
    searched,
    /** The header search. */
    search: q,
    filters,
    setFilters,
    sort,
    setSort,
    /** The list arrived (with or without rows): figures of the shown rows can be given. */
    loaded: list.status === 'ready' || list.status === 'empty',
    /** With the `selection` option: the keys selected, and the selection as the table takes it (selectedIds, onSelectedIdsChange). */
    selection,
  };
}

const noRowId = () => '';

/**
 * What the banner says of the one record shown alone (`?record=<id>`), or nothing when every
 * record is shown: 'Showing one booking: 12', or 'Looking for one …' until the record is there
 * (and when the list has no such record).
 */
export function shownAloneOf<T>(record: { noun: string; name?: (row: T) => string } | undefined, recordId: string, found: T | undefined, showAll: () => void): ShownAlone | undefined {
  if (!record || !recordId) return undefined;
  const name = found && record.name ? record.name(found) : recordId;
  return { label: `${found ? 'Showing' : 'Looking for'} one ${record.noun}: ${name}`, showAll: `Show every ${record.noun}`, onShowAll: showAll };
}

export interface ListViewOptions<T, A, F extends Shape> {
  /** The table's columns: their sortable ones are exactly the sorts the URL accepts. */
  columns: readonly DataTableColumn<T, A>[];
  /** The order before the operator picks one; null keeps the list's own. */
  defaultSort?: SortState | null;
  /** The list's filters in the URL, as urlState params. Module scope. */
  filters?: F;
  /** One record can be shown alone (`?record=<id>`). */
  record?: boolean;
}

/**
 * What the operator is looking at, kept in the URL (a shared link shows the same view): the
 * header search, the tab's filters, the sort and the one record shown alone; and the view as a
 * list asked a page at a time asks the backend for it (`request`, the same object while it is
 * the same view).
 */
export function useListView<T, A = unknown, F extends Shape = Record<never, z.ZodType>>({ columns, defaultSort = null, filters: filterShape = NO_FILTERS as F, record = false }: ListViewOptions<T, A, F>) {
  const sortable = useMemo(() => sortableIds(columns).join(' '), [columns]);
  const defaultSortKey = defaultSort ? `${defaultSort.id}.${defaultSort.desc ? 'desc' : 'asc'}` : '';
  // Built from plain values, so a tab that passes the same options each render keeps one shape
  // (useUrlState parses the URL again whenever its shape changes).
  const shape = useMemo(
    () => ({
      ...filterShape,
      sort: sortParam(sortable.split(' ').filter(Boolean), parseSort(defaultSortKey)),
      ...(record ? { [RECORD_PARAM]: textParam() } : {}),
    }),
    [filterShape, sortable, defaultSortKey, record],
  );
  const [url, setUrl] = useUrlState(shape);
  const q = useTabSearch();
  const { sort, [RECORD_PARAM]: recordParam, ...rest } = url as typeof url & { [RECORD_PARAM]?: string };
  const filters = useShallowStable(rest as FilterValues<F>);
  const recordId = record ? (recordParam ?? '') : '';
  const setSort = useCallback((next: SortState | null) => setUrl({ sort: next } as Partial<typeof url>), [setUrl]);
  const setFilters = useCallback((patch: Partial<FilterValues<F>>) => setUrl(patch as Partial<typeof url>), [setUrl]);
  const showAll = useCallback(() => setUrl({ [RECORD_PARAM]: '' } as Partial<typeof url>), [setUrl]);
  const sortId = sort?.id ?? '';
  const sortDesc = sort?.desc ?? false;
  const request = useMemo<ListView>(() => {
    // Blank filters are left out: the backend reads the same view from a link with or without them.
    const named = Object.fromEntries(Object.entries(filters).filter(([, value]) => typeof value === 'string' && value.trim() !== '')) as Record<string, string>;
    return { q: q.trim(), filters: named, sort: sortId ? { id: sortId, desc: sortDesc } : null, record: recordId };
  }, [q, filters, sortId, sortDesc, recordId]);
  return { q, filters, sort, recordId, setSort, setFilters, showAll, request };
}

function parseSort(text: string): SortState | null {
  const dot = text.lastIndexOf('.');
  return dot > 0 ? { id: text.slice(0, dot), desc: text.slice(dot + 1) === 'desc' } : null;
}

/** A list at hand rather than fetched (kept in this browser): always loaded. */
export function loadedList<T>(rows: readonly T[]): ListQuery<readonly T[]> {
  return { data: rows, error: null, isPending: false, isError: false, isRefetching: false, refetch: refetchNothing };
}
const refetchNothing = (() => Promise.resolve()) as unknown as ListQuery<readonly never[]>['refetch'];

/**
 * A selection kept by a key of the record rather than its row id (consultants by phone
 * number, as SPEC.md says), so it survives a search, and of a list asked a page at a time, the
 * pages let go; the table gets it as row ids. `all` is every row at hand; each selected record
 * is kept as it was when selected (`selectedRows`), for what is done with it (a notification's tokens).
 */
export function useKeyedSelection<T>(all: readonly T[], rowId: (row: T) => string, keyOf: (row: T) => string) {
  const [selected, setSelected] = useState<ReadonlyMap<string, T>>(() => new Map());
  const keys = useMemo<ReadonlySet<string>>(() => (selected.size === 0 ? NO_KEYS : new Set(selected.keys())), [selected]);
  // Nothing selected (every load) needs no look through the 10,000.
  const selectedIds = useMemo(() => (keys.size === 0 ? NO_KEYS : new Set(all.filter((row) => keys.has(keyOf(row))).map(rowId))), [all, keys, keyOf, rowId]);
  // The table reports rows by id; what was added or removed changes the records selected.
  const onSelectedIdsChange = useCallback(
    (next: Set<string>) => {
      const changed = new Map(selected);
      for (const row of all) {
        const id = rowId(row);
        const was = selectedIds.has(id);
        const is = next.has(id);
        if (is && !was) changed.set(keyOf(row), row);
        if (was && !is) changed.delete(keyOf(row));
      }
      setSelected(changed);
    },
    [all, selected, keyOf, rowId, selectedIds],
  );
  return { selectedKeys: keys, selectedRows: selected, selectedIds, onSelectedIdsChange };
}
