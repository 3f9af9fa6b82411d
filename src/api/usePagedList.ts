/**
 * A list asked of the backend a page at a time (issue 47): the pages of the rows in view are
 * fetched, the rest never are, so a jump to the end loads the end and not everything before
 * it. Only the pages in view (and one beyond each edge) are kept: the browser holds a window
 * of the list, whatever its total. A new view (a keystroke) cancels the pages of the one before.
 */
import { keepPreviousData, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { errorMessage } from './http';
import type { PagedList, PagedRows } from './listStatus';
import { fetchListPage, heardKey, listKey, type ListCall } from './lists';
import type { ListView } from './schemas';

/** Rows per page: a few screenfuls, one small answer. */
export const PAGE_SIZE = 100;
/** The most pages held at once: those in view and one beyond each edge. */
export const MAX_PAGES_HELD = 8;

const pagesOf = (start: number, end: number): number[] => {
  const first = Math.max(0, Math.floor(start / PAGE_SIZE) - 1);
  const last = Math.max(first, Math.floor(Math.max(start, end) / PAGE_SIZE) + 1);
  const pages: number[] = [];
  for (let page = first; page <= last && pages.length < MAX_PAGES_HELD; page += 1) pages.push(page);
  return pages;
};

/**
 * The rows of `view`, a page at a time. Page 0 is always asked: it answers the view's total
 * and sums even when the rows in view are far down. A page keeps showing its rows of the view
 * before while the same page of the new view is on its way (a keystroke does not blank the table),
 * unless `keepPrevious` is false (another room's thread is not the same list searched again).
 * Nothing is asked while `enabled` is false (the view is not known to exist yet).
 */
export function usePagedList<T>(call: ListCall<T>, asked: ListView, { enabled = true, keepPrevious = true }: { enabled?: boolean; keepPrevious?: boolean } = {}): PagedList<T> {
  // One object while the view is the same, whoever built it: the range in view and the count
  // asked again belong to a view, not to an object.
  const viewKey = JSON.stringify(asked);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the key is the view's content
  const view = useMemo(() => asked, [viewKey]);
  const [range, setRange] = useState<{ view: ListView; start: number; end: number }>({ view, start: 0, end: PAGE_SIZE - 1 });
  // A new view starts at its top: the range the table reported was of the view before.
  const inView = range.view === view ? range : { start: 0, end: PAGE_SIZE - 1 };
  const client = useQueryClient();
  const pageQuery = (page: number) => ({
    queryKey: [...listKey(call.name), view, page] as const,
    queryFn: async ({ signal }: { signal: AbortSignal }) => {
      const answer = await fetchListPage(call, { ...view, offset: page * PAGE_SIZE, limit: PAGE_SIZE }, { signal });
      // A fresh page 0 counts whatever was heard before it.
      if (page === 0) client.setQueryData(heardKey(call.name), 0);
      return answer;
    },
    // A page out of the window is let go at once: the window is all the browser holds.
    gcTime: 0,
  });
  // Page 0 answers the view's figures: while a new view's comes, the view before keeps showing
  // (a keystroke does not blank the table). The other pages show skeletons until they come.
  const head = useQuery({ ...pageQuery(0), placeholderData: keepPrevious ? keepPreviousData : undefined, enabled });
  // The other pages wait for the view's page 0: it says how long the view is (a jump is to a row
  // that exists), and while typing only one call per keystroke is made, and cancelled by the next.
  // Pages past the view's end are not asked (the page beyond the bottom edge of the last).
  const lastPage = head.data === undefined ? Infinity : Math.max(0, Math.ceil(head.data.total / PAGE_SIZE) - 1);
  const pages = useMemo(() => {
    const wanted = pagesOf(inView.start, inView.end).filter((page) => page !== 0 && page <= lastPage);
    return [0, ...wanted.slice(0, MAX_PAGES_HELD - 1)];
  }, [inView.start, inView.end, lastPage]);
  const headIn = head.data !== undefined && !head.isPlaceholderData;
  const others = useQueries({ queries: pages.filter((page) => page !== 0).map((page) => ({ ...pageQuery(page), enabled: headIn })) });
  const results = [head, ...others];

  const onRangeChange = useCallback(
    (start: number, end: number) =>
      setRange((current) => (current.view === view && current.start === start && current.end === end ? current : { view, start, end })),
    [view],
  );

  // The figures are page 0's, always asked: the view's total and sums (the view before's while a new one comes).
  const figures = head.data;
  const count = figures?.total ?? 0;
  const byPage = new Map(pages.map((page, index) => [page, results[index]]));
  const resultsKey = results.map((result) => `${result.dataUpdatedAt}:${result.errorUpdatedAt}:${result.fetchStatus}:${result.isPlaceholderData}`).join(' ');

  const rows = useMemo<PagedRows<T>>(() => {
    const loaded: T[] = [];
    for (const page of pages) loaded.push(...(byPage.get(page)?.data?.rows ?? []));
    return {
      count,
      loaded,
      rowAt: (index) => {
        const result = byPage.get(Math.floor(index / PAGE_SIZE));
        return result?.data?.rows[index % PAGE_SIZE];
      },
      failedAt: (index) => {
        const result = byPage.get(Math.floor(index / PAGE_SIZE));
        if (!result?.isError || result.isFetching) return undefined;
        return { message: errorMessage(result.error), onRetry: () => void result.refetch() };
      },
      onRangeChange,
    };
    // The results array is new every render; what it holds changes only with these keys.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pages, count, resultsKey, onRangeChange]);

  // Every page of the view in the window, asked again.
  const refetch = useCallback(() => client.refetchQueries({ queryKey: [...listKey(call.name), view] }), [client, call.name, view]);

  // Records heard live that no page at hand holds: the view's count is asked again (one row's
  // call), and what it has gained is offered as 'N new' rather than moving the rows being read.
  const heard = useQuery({ queryKey: heardKey(call.name), queryFn: () => 0, initialData: 0, enabled: false, gcTime: Infinity }).data;
  const [recount, setRecount] = useState<{ view: ListView; heard: number; total: number } | null>(null);
  useEffect(() => {
    if (!headIn || heard === 0) return;
    const asking = new AbortController();
    fetchListPage(call, { ...view, offset: 0, limit: 1 }, { signal: asking.signal }).then(
      (page) => setRecount({ view, heard, total: page.total }),
      // Not counted this time: the next record heard asks again.
      () => undefined,
    );
    return () => asking.abort();
  }, [call, view, heard, headIn]);
  const newRows = heard > 0 && recount?.view === view && figures ? Math.max(0, recount.total - figures.total) : 0;
  const onShowNew = useCallback(() => {
    client.setQueryData(heardKey(call.name), 0);
    void client.invalidateQueries({ queryKey: [...listKey(call.name), view] });
  }, [client, call.name, view]);
  const pagedRows = useMemo(() => (newRows > 0 ? { ...rows, newRows, onShowNew } : rows), [rows, newRows, onShowNew]);
  return {
    rows: pagedRows,
    isPending: head.data === undefined && head.isPending,
    error: head.data === undefined && head.isError ? head.error : null,
    refreshError: head.data !== undefined && head.isError ? head.error : null,
    isRefetching: head.isRefetching,
    total: figures?.total,
    everything: figures?.everything,
    sums: figures?.sums,
    facets: figures?.facets,
    refetch,
  };
}

/**
 * The same list with each row made into what the table shows (a quiz match with its players'
 * names): each row at hand is made once per change of the rows or of `map` (the names arrived),
 * so a row keeps its identity while it is drawn.
 */
export function useMappedPagedList<T, U>(list: PagedList<T>, map: (row: T) => U): PagedList<U> {
  const { rows } = list;
  const mappedRows = useMemo<PagedRows<U>>(() => {
    const { rowAt, loaded, ...rest } = rows;
    const made = new Map(loaded.map((row) => [row, map(row)]));
    return {
      ...rest,
      loaded: loaded.map((row) => made.get(row) as U),
      rowAt: (index) => {
        const row = rowAt(index);
        return row === undefined ? undefined : (made.get(row) ?? map(row));
      },
    };
  }, [rows, map]);
  return { ...list, rows: mappedRows };
}
