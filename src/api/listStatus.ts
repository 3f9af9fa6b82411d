import type { UseQueryResult } from '@tanstack/react-query';
import { errorMessage } from './http';

/** The four states every list has (PRODUCT.md point 3), as plain props a story can set. */
export type ListStatus = 'loading' | 'error' | 'empty' | 'ready';

export interface ListStatusProps {
  status: ListStatus;
  /** The reason, when status is 'error'. */
  error?: string | undefined;
  onRetry?: (() => void) | undefined;
  /**
   * A refresh failed while the list loaded before stays on screen (status 'ready' or
   * 'empty'): the reason, shown in a banner with Retry above the rows.
   */
  refreshError?: string | undefined;
}

export type ListQuery<T> = Pick<UseQueryResult<T>, 'data' | 'error' | 'isPending' | 'isError' | 'isRefetching' | 'refetch'>;

/**
 * What a page hands a list component: status, reason and Retry, from a query. Only a first
 * load that fails is the Error state; a refresh that fails keeps the loaded list (its rows,
 * scroll position and any edit under way) and says why beside it.
 */
export function listStatusOf<T>(query: ListQuery<T>, isEmpty: (data: T) => boolean): Required<ListStatusProps> {
  const retry = () => void query.refetch();
  if (query.data === undefined) {
    // A Retry in flight shows Loading again rather than the stale error.
    if (query.isPending || (query.isError && query.isRefetching)) return { status: 'loading', error: '', onRetry: retry, refreshError: '' };
    if (query.isError) return { status: 'error', error: errorMessage(query.error), onRetry: retry, refreshError: '' };
  }
  // While a Retry of a failed refresh is under way the banner goes; it comes back if that fails too.
  const refreshError = query.isError && !query.isRefetching ? errorMessage(query.error) : '';
  return { status: isEmpty(query.data as T) ? 'empty' : 'ready', error: '', onRetry: retry, refreshError };
}

/** A page that failed: what went wrong, and how to ask again. */
export interface PageFailure {
  message: string;
  onRetry: () => void;
}

/** A list of which only a window is at hand: what a table needs to draw any row of it. */
export interface PagedRows<T> {
  /** How many rows the view has (the scrollbar's length). */
  count: number;
  /** The row at `index`, or undefined while its page is on its way (or failed). */
  rowAt: (index: number) => T | undefined;
  /** Why the page holding `index` failed, when it did. */
  failedAt: (index: number) => PageFailure | undefined;
  /** The table says which rows are in view; their pages are fetched. */
  onRangeChange: (start: number, end: number) => void;
  /** The rows at hand, in order (selection, the rows a card list may count). */
  loaded: readonly T[];
  /** Records added to the view since its rows came (heard live): offered, not shown, until `onShowNew`. */
  newRows?: number;
  /** Shows the view afresh, its new records among its rows, from the top. */
  onShowNew?: () => void;
}

/** A list asked of the backend a page at a time (usePagedList): its window of rows, its state and the view's figures. */
export interface PagedList<T> {
  rows: PagedRows<T>;
  /** The first page is still on its way: nothing to count yet. */
  isPending: boolean;
  /** The first answer failed (no figures to show); its reason. */
  error: unknown;
  /** A later answer of the view failed while its figures stay shown: its reason. */
  refreshError: unknown;
  isRefetching: boolean;
  /** How many rows the view matches, the list's size before any search, and the view's sums, from the newest answer. */
  total: number | undefined;
  everything: number | undefined;
  sums: Record<string, number> | undefined;
  /** The filters' choices the list offers (each distinct value in the whole list), from the newest answer. */
  facets: Record<string, string[]> | undefined;
  /** Asks every page in view again. */
  refetch: () => Promise<unknown>;
}

/**
 * The same four states of a list asked a page at a time (usePagedList): Loading until its first
 * answer, Error if that fails, then Empty or Ready by how many the view matches; a later answer
 * that fails keeps what is shown and says why beside it.
 */
export function pagedStatusOf(list: PagedList<unknown>): Required<ListStatusProps> {
  const onRetry = () => void list.refetch();
  const status: ListStatus = list.total === undefined ? (list.error && !list.isRefetching ? 'error' : 'loading') : list.total === 0 ? 'empty' : 'ready';
  return {
    status,
    error: list.error ? errorMessage(list.error) : '',
    onRetry,
    refreshError: list.refreshError && !list.isRefetching ? errorMessage(list.refreshError) : '',
  };
}

/**
 * A window of a list in the other order: the thread's messages, asked newest first (its newest
 * page comes first), are shown oldest first. Row `index` is the list's row `count - 1 - index`.
 */
export function reversedRows<T>(rows: PagedRows<T>): PagedRows<T> {
  const last = rows.count - 1;
  return {
    ...rows,
    loaded: [...rows.loaded].reverse(),
    rowAt: (index) => rows.rowAt(last - index),
    failedAt: (index) => rows.failedAt(last - index),
    onRangeChange: (start, end) => rows.onRangeChange(Math.max(0, last - end), Math.max(0, last - start)),
  };
}

