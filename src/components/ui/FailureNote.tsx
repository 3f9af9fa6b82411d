import type { ReactNode } from 'react';

export interface FailureNoteProps {
  /** What failed and why, in the words the operator reads. */
  children: ReactNode;
  /** Its place in the form or dialog (a margin, a flex basis). */
  className?: string;
}

/**
 * A failure said where it happened, under a form or in a dialog: read out at once
 * (role="alert"), red on a light ground. Every form and dialog of the back-office says its
 * failures this way.
 */
export function FailureNote({ children, className = '' }: FailureNoteProps) {
  return (
    <p role="alert" className={`rounded-md bg-red-50 px-3 py-2 text-sm text-red-900 ring-1 ring-red-200 ${className}`.trimEnd()}>
      {children}
    </p>
  );
}
