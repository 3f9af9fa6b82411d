import type { Consultant } from '@/api/schemas';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import type { ConfirmedDialogProps } from '@/components/ui/useConfirmedAction';
import { formatRupees, parseAmount } from '@/lib/format';
import { hasBankDetails } from './CreatorId';

/** The consultant to settle; the confirm button shows the amount. */
export type SettleDialogProps = ConfirmedDialogProps<Consultant>;

/** Repeats what a settlement will do before any money moves: how much, to whom, to which account. */
export function SettleDialog({ target: consultant, pending, error, onConfirm, onClose }: SettleDialogProps) {
  const amount = formatRupees(parseAmount(consultant?.earnings) ?? 0);
  const bank = consultant?.bankDetails?.trim() ?? '';
  return (
    <ConfirmDialog
      open={consultant !== null}
      title="Settle payment"
      confirmLabel={`Settle ${amount}`}
      pendingLabel="Settling…"
      pending={pending}
      error={error}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      {consultant && (
        <>
          <p>
            This records a payment of <strong>{amount}</strong> to <strong>{consultant.name}</strong> and sets their realised earnings to ₹0.
          </p>
          <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
            <dt className="font-medium text-gray-600">Amount</dt>
            <dd>{amount}</dd>
            <dt className="font-medium text-gray-600">Consultant</dt>
            <dd>
              {consultant.name} ({consultant.dataid})
            </dd>
            <dt className="font-medium text-gray-600">Bank details</dt>
            <dd className="whitespace-pre-line">{hasBankDetails(bank) ? bank : 'Not set'}</dd>
          </dl>
          {!hasBankDetails(bank) && <p className="mt-3 font-medium text-red-800">No bank details are set: make sure you know where this money goes.</p>}
        </>
      )}
    </ConfirmDialog>
  );
}
