import type { AppIssue } from '@/api/schemas';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';

export interface SolveIssueDialogProps {
  /** The issue to mark solved; null keeps the dialog closed. */
  issue: AppIssue | null;
  /** The issue is being marked solved. */
  pending: boolean;
  /** Why the last attempt failed. */
  error: string | null;
  /** Called by Mark solved. */
  onConfirm: () => void;
  /** Called by Cancel or Escape. */
  onClose: () => void;
}

/** Names the issue before it is marked solved: a solved issue cannot be reopened here. */
export function SolveIssueDialog({ issue, pending, error, onConfirm, onClose }: SolveIssueDialogProps) {
  return (
    <ConfirmDialog
      open={issue !== null}
      title="Mark issue solved"
      confirmLabel="Mark solved"
      pendingLabel="Marking solved…"
      pending={pending}
      error={error}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      {issue && (
        <>
          <p>
            Issue <strong>{issue.id}</strong> ({issue.type}) from <strong>{issue.name}</strong> will be marked solved today. It cannot be marked solved again.
          </p>
          <blockquote className="mt-3 border-l-4 border-gray-300 pl-3 text-gray-800">{issue.comment}</blockquote>
        </>
      )}
    </ConfirmDialog>
  );
}
