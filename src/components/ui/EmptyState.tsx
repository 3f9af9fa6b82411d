import type { ReactNode } from 'react';

export interface EmptyStateProps {
  /** Why there is nothing to show, in the words of SPEC.md (e.g. 'No pools found'). */
  message: string;
  /** An optional action under the message, such as a button that clears the filters. */
  children?: ReactNode;
}

/** What a list shows when it has no rows: the reason in a dashed box, and what to do next. */
export function EmptyState({ message, children }: EmptyStateProps) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed border-gray-300 px-6 py-10 text-center text-sm text-gray-700">
      <p>{message}</p>
      {children}
    </div>
  );
}
