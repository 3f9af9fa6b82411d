import type { ReactNode } from 'react';
import type { ListStatusProps } from '@/api/listStatus';
import { EmptyState } from './EmptyState';
import { ErrorState } from './ErrorState';
import { RefreshError } from './RefreshError';
import { Spinner } from './Spinner';

interface ListStateProps extends ListStatusProps {
  /** What the Empty state says, SPEC.md's words for the list. */
  emptyMessage: string;
  /** The Error state's heading; a generic one when not given. */
  errorTitle?: string;
  /** The loaded list, shown when there is something to show. */
  children: ReactNode;
}

/** Loading, Error (with Retry), Empty or the content: the four states every list has, and a failed refresh above what was loaded. */
export function ListState({ status, error, onRetry, refreshError, emptyMessage, errorTitle, children }: ListStateProps) {
  if (status === 'loading') return <Spinner />;
  if (status === 'error') return <ErrorState title={errorTitle} message={error || 'Something went wrong. Please try again.'} onRetry={onRetry} />;
  const content = status === 'empty' ? <EmptyState message={emptyMessage} /> : children;
  if (!refreshError) return <>{content}</>;
  return (
    <div className="flex flex-col gap-3">
      <RefreshError message={refreshError} onRetry={onRetry} />
      {content}
    </div>
  );
}
