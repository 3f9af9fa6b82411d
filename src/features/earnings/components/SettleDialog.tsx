import type { Consultant } from '@/api/schemas';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import type { ConfirmedDialogProps } from '@/components/ui/useConfirmedAction';
import { formatRupees, parseAmount } from '@/lib/format';
import { isUnsettled } from '../model/earningsRows';
import { hasBankDetails } from './CreatorId';
import { bankDetailsWaiting, settlementWaiting, waitsForApproval } from '@/lib/approvalWords';

/** Said when the amount is above the threshold: it is proposed, not paid, until another operator approves it. */
export const aboveThreshold = (threshold: number) => `Above ${formatRupees(threshold)}, a second operator approves a settlement before it is recorded as paid: this one will wait in Approvals.`;

/** The consultant to settle; the confirm button shows the amount. */
export type SettleDialogProps = ConfirmedDialogProps<Consultant> & {
  /** A settlement of more than this many rupees waits for a second operator (issue 48), as the backend says; null while unknown. */
  settleApprovalAbove?: number | null;
};

/** Why a settlement is not offered once the earnings are at ₹0 (settled elsewhere meanwhile). */
export const nothingToSettle = (consultant: Consultant) => `${consultant.name} has no earnings to settle now: they may have been settled elsewhere since you opened this. Cancel and look again.`;

/**
 * Why nothing can be settled now, in the backend's words (issue 48): a change of this consultant
 * waits for a second operator (a settlement, or new bank details). Null when none waits.
 */
export function waitingRefusal(consultant: Consultant): string | null {
  const settlement = consultant.pendingSettlement;
  if (settlement) return settlementWaiting(consultant.name, Number(settlement.amount), settlement.proposedByName, settlement.proposedAt);
  const bank = consultant.pendingBankDetails;
  return bank ? bankDetailsWaiting(bank.proposedByName, bank.proposedAt) : null;
}

/**
 * Repeats what a settlement will do before any money moves: how much, to whom, to which account,
 * and, above the threshold, that it waits for a second operator's approval first (issue 48).
 */
export function SettleDialog({ target: consultant, asked, pending, error, blocked, onConfirm, onClose, settleApprovalAbove = null }: SettleDialogProps) {
  const amount = formatRupees(parseAmount(consultant?.earnings) ?? 0);
  const askedAmount = formatRupees(parseAmount(asked?.earnings) ?? 0);
  // Earned more (or corrected) while the dialog was open: the operator confirms the new sum knowingly.
  const changed = !blocked && !pending && asked !== null && askedAmount !== amount && consultant !== null && isUnsettled(consultant);
  const bank = consultant?.bankDetails?.trim() ?? '';
  const askedBank = asked?.bankDetails?.trim() ?? '';
  // Another operator changed where the money goes while the dialog was open: said as plainly as the amount.
  const bankChanged = !blocked && !pending && asked !== null && askedBank !== bank;
  const waits = settleApprovalAbove !== null && waitsForApproval(parseAmount(consultant?.earnings) ?? 0, settleApprovalAbove);
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
          {blocked && asked && waitingRefusal(consultant) === null ? (
            // Nothing to record now: what there was when the dialog opened, above the reason (a change waiting for approval says what would be recorded).
            <p>
              When you opened this, <strong>{consultant.name}</strong> had <strong>{askedAmount}</strong> to settle.
            </p>
          ) : waits ? (
            <p>
              This proposes a payment of <strong>{amount}</strong> to <strong>{consultant.name}</strong>: once another operator approves it, it is recorded and their realised earnings are set to ₹0.
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
          {!blocked && waits && settleApprovalAbove !== null && (
            <p className="mt-3 rounded-md bg-amber-50 px-3 py-2 font-medium text-amber-950 ring-1 ring-amber-200">
              {aboveThreshold(settleApprovalAbove)}
            </p>
          )}
          {!blocked && !hasBankDetails(bank) && <p className="mt-3 font-medium text-red-800">No bank details are set: make sure you know where this money goes.</p>}
        </>
      )}
    </ConfirmDialog>
  );
}
