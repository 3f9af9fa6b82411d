import type { AppIssue } from '@/api/schemas';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import type { ConfirmedDialogProps } from '@/components/ui/useConfirmedAction';
import { formatDay } from '@/lib/format';

/** The issue to mark solved. */
export type SolveIssueDialogProps = ConfirmedDialogProps<AppIssue>;

/** Why the dialog will not mark an issue solved that another operator solved while it was open. */
export const alreadySolved = (issue: AppIssue) => `Issue ${issue.id} was marked solved (${formatDay(issue.solvedDate)}) since you opened this. Cancel and look again.`;

/** Names the issue before it is marked solved: a solved issue cannot be reopened here. */
export function SolveIssueDialog({ target: issue, pending, error, blocked, onConfirm, onClose }: SolveIssueDialogProps) {
  return (
    <ConfirmDialog
      open={issue !== null}
      title="Mark issue solved"
      confirmLabel="Mark solved"
      pendingLabel="Marking solved…"
      pending={pending}
      error={error}
      blocked={blocked}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      {issue && (
        <>
          <p>
            Issue <strong>{issue.id}</strong> ({issue.type}) from <strong>{issue.name}</strong>{' '}
            {/* Solved elsewhere since it was opened: the dialog says what is, not what would have been. */}
            {issue.solvedDate === null ? 'will be marked solved today. It cannot be marked solved again.' : `was marked solved on ${formatDay(issue.solvedDate)}.`}
          </p>
          <blockquote className="mt-3 border-l-4 border-gray-300 pl-3 text-gray-800">{issue.comment}</blockquote>
        </>
      )}
    </ConfirmDialog>
  );
}
