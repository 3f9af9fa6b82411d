import type { UseQueryResult } from '@tanstack/react-query';
import { errorMessage } from './http';

/** The four states every list has (PRODUCT.md point 3), as plain props a story can set. */
export type ListStatus = 'loading' | 'error' | 'empty' | 'ready';

export interface ListStatusProps {
  status: ListStatus;
  /** The reason, when status is 'error'. */
  error?: string | undefined;
  onRetry?: (() => void) | undefined;
}

export type ListQuery<T> = Pick<UseQueryResult<T>, 'data' | 'error' | 'isPending' | 'isError' | 'isRefetching' | 'refetch'>;

/** What a page hands a list component: status, reason and Retry, from a query. */
export function listStatusOf<T>(query: ListQuery<T>, isEmpty: (data: T) => boolean): Required<ListStatusProps> {
  const retry = () => void query.refetch();
  // A Retry in flight shows Loading again rather than the stale error.
  if (query.isPending || (query.isError && query.isRefetching)) return { status: 'loading', error: '', onRetry: retry };
  if (query.isError) return { status: 'error', error: errorMessage(query.error), onRetry: retry };
  return { status: isEmpty(query.data as T) ? 'empty' : 'ready', error: '', onRetry: retry };
}
