import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { errorMessage } from '@/api/http';
import { EmptyState } from './EmptyState';
import { ErrorState } from './ErrorState';
import { Spinner } from './Spinner';

interface QueryStateProps<T> {
  query: Pick<UseQueryResult<T>, 'data' | 'error' | 'isPending' | 'isError' | 'refetch' | 'isRefetching'>;
  isEmpty?: (data: T) => boolean;
  emptyMessage: string;
  errorTitle?: string;
  children: (data: T) => ReactNode;
}

/** Loading, Error (with Retry), Empty or the data: the four states every list has. */
export function QueryState<T>({ query, isEmpty, emptyMessage, errorTitle, children }: QueryStateProps<T>) {
  if (query.isPending || (query.isError && query.isRefetching)) return <Spinner />;
  if (query.isError) return <ErrorState title={errorTitle} message={errorMessage(query.error)} onRetry={() => void query.refetch()} />;
  const data = query.data as T;
  if (isEmpty?.(data)) return <EmptyState message={emptyMessage} />;
  return <>{children(data)}</>;
}
