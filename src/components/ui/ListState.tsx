import type { ReactNode } from 'react';
import type { ListStatusProps } from '@/api/listStatus';
import { EmptyState } from './EmptyState';
import { ErrorState } from './ErrorState';
import { Spinner } from './Spinner';

interface ListStateProps extends ListStatusProps {
  /** What the Empty state says, SPEC.md's words for the list. */
  emptyMessage: string;
  /** The Error state's heading; a generic one when not given. */
  errorTitle?: string;
  /** The loaded list, shown when there is something to show. */
  children: ReactNode;
}

/** Loading, Error (with Retry), Empty or the content: the four states every list has. */
export function ListState({ status, error, onRetry, emptyMessage, errorTitle, children }: ListStateProps) {
  if (status === 'loading') return <Spinner />;
  if (status === 'error') return <ErrorState title={errorTitle} message={error || 'Something went wrong. Please try again.'} onRetry={onRetry} />;
  if (status === 'empty') return <EmptyState message={emptyMessage} />;
  return <>{children}</>;
}
