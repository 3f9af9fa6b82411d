import type { Consultant } from '@/api/schemas';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import type { ConfirmedDialogProps } from '@/components/ui/useConfirmedAction';
import { formatRupees, parseAmount } from '@/lib/format';
import { isUnsettled } from '../model/earningsRows';
import { hasBankDetails } from './CreatorId';

/** The consultant to settle; the confirm button shows the amount. */
export type SettleDialogProps = ConfirmedDialogProps<Consultant>;

/** Why a settlement is not offered once the earnings are at ₹0 (settled elsewhere meanwhile). */
export const nothingToSettle = (consultant: Consultant) => `${consultant.name} has no earnings to settle now: they may have been settled elsewhere since you opened this. Cancel and look again.`;

/** Repeats what a settlement will do before any money moves: how much, to whom, to which account. */
export function SettleDialog({ target: consultant, asked, pending, error, blocked, onConfirm, onClose }: SettleDialogProps) {
  const amount = formatRupees(parseAmount(consultant?.earnings) ?? 0);
  const askedAmount = formatRupees(parseAmount(asked?.earnings) ?? 0);
  // Earned more (or corrected) while the dialog was open: the operator confirms the new sum knowingly.
  const changed = !blocked && !pending && asked !== null && askedAmount !== amount && consultant !== null && isUnsettled(consultant);
  const bank = consultant?.bankDetails?.trim() ?? '';
  const askedBank = asked?.bankDetails?.trim() ?? '';
  // Another operator changed where the money goes while the dialog was open: said as plainly as the amount.
  const bankChanged = !blocked && !pending && asked !== null && askedBank !== bank;
  return (
    <ConfirmDialog
      open={consultant !== null}
      title="Settle payment"
      confirmLabel={`Settle ${amount}`}
      pendingLabel="Settling…"
      pending={pending}
      error={error}
      blocked={blocked}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      {consultant && (
        <>
          {blocked && asked ? (
            // Nothing to record now: what there was when the dialog opened, above the reason.
            <p>
              When you opened this, <strong>{consultant.name}</strong> had <strong>{askedAmount}</strong> to settle.
            </p>
          ) : (
            <p>
              This records a payment of <strong>{amount}</strong> to <strong>{consultant.name}</strong> and sets their realised earnings to ₹0.
            </p>
          )}
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
          {changed && (
            <p role="status" className="mt-3 font-medium text-amber-900">
              The amount changed since you opened this: it was {askedAmount}.
            </p>
          )}
          {bankChanged && (
            <p role="status" className="mt-3 font-medium whitespace-pre-line text-amber-900">
              {`The bank details changed since you opened this: they were ${hasBankDetails(askedBank) ? `\n${askedBank}` : 'not set.'}`}
            </p>
          )}
          {!blocked && !hasBankDetails(bank) && <p className="mt-3 font-medium text-red-800">No bank details are set: make sure you know where this money goes.</p>}
        </>
      )}
    </ConfirmDialog>
  );
}
