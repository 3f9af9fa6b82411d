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
