import type { Approval } from '@/api/schemas';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import type { ConfirmedDialogProps } from '@/components/ui/useConfirmedAction';
import { formatRupees } from '@/lib/format';
import { bankText, proposedByText } from '../model/approvalText';

/** The change to approve. */
export type ApproveDialogProps = ConfirmedDialogProps<Approval>;

/** Repeats what an approval does before it is done: where settlements will pay from now on, or what is paid and where. */
export function ApproveDialog({ target: approval, pending, error, blocked, onConfirm, onClose }: ApproveDialogProps) {
  const settlement = approval?.kind === 'settlement';
  return (
    <ConfirmDialog
      open={approval !== null}
      title={settlement ? 'Approve settlement' : 'Approve new bank details'}
      confirmLabel={settlement ? `Approve and settle ${formatRupees(Number(approval.amount))}` : 'Approve'}
      pendingLabel="Approving…"
      pending={pending}
      error={error}
      blocked={blocked}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      {approval &&
        (approval.kind === 'bankDetails' ? (
          <>
            <p>
              Settlements to <strong>{approval.consultantName}</strong> will pay these bank details from now on:
            </p>
            <p className="mt-2 rounded-md bg-gray-50 p-3 whitespace-pre-line text-gray-900 ring-1 ring-gray-200">{bankText(approval.after)}</p>
          </>
        ) : (
          <>
            <p>
              This records a payment of <strong>{formatRupees(Number(approval.amount))}</strong> to <strong>{approval.consultantName}</strong> and sets their realised earnings to ₹0. It pays:
            </p>
            <p className="mt-2 rounded-md bg-gray-50 p-3 whitespace-pre-line text-gray-900 ring-1 ring-gray-200">{bankText(approval.bankDetails)}</p>
          </>
        ))}
      {approval && <p className="mt-3 text-gray-600">{proposedByText(approval)}.</p>}
    </ConfirmDialog>
  );
}
