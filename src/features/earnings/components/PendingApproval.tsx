import type { PendingBankDetails as PendingDetails, PendingSettlement as PendingPayment } from '@/api/schemas';
import { formatDateTime, formatRupees } from '@/lib/format';

export const BANK_DETAILS_WAITING = 'New bank details waiting for approval';
export const SETTLEMENT_WAITING = 'waiting for approval';

/** 'Proposed by Priya Nair, 1 Nov, 3:30 pm, Afternoon'. */
const proposedBy = (pending: { proposedByName: string; proposedAt: string }) => `Proposed by ${pending.proposedByName}, ${formatDateTime(pending.proposedAt)}`;

const box = 'mt-2 flex flex-col gap-0.5 rounded-md bg-amber-50 px-2 py-1.5 text-xs text-amber-950 ring-1 ring-amber-200';

export interface PendingBankDetailsProps {
  /** Whose details these are, for the group's name. */
  consultantName: string;
  /** The details proposed, and who proposed them when. */
  pending: PendingDetails;
}

/**
 * New bank details proposed and waiting for a second operator (issue 48), beside the current ones:
 * those stay what a settlement pays until the change is approved.
 */
export function PendingBankDetails({ consultantName, pending }: PendingBankDetailsProps) {
  return (
    <div role="group" aria-label={`New bank details of ${consultantName}`} className={box}>
      <p className="font-semibold">{BANK_DETAILS_WAITING}</p>
      <p title={pending.bankDetails} className="line-clamp-3 text-sm break-words whitespace-pre-line text-gray-900">
        {pending.bankDetails.trim() ? pending.bankDetails : 'None (the details cleared)'}
      </p>
      <p>{proposedBy(pending)}</p>
    </div>
  );
}

export interface PendingSettlementProps {
  /** The settlement proposed above the threshold, and who proposed it when. */
  pending: PendingPayment;
}

/** A settlement above the threshold waiting for a second operator (issue 48): nothing is paid until it is approved. */
export function PendingSettlement({ pending }: PendingSettlementProps) {
  return (
    <div className={box}>
      <p className="font-semibold">
        {formatRupees(Number(pending.amount))} {SETTLEMENT_WAITING}
      </p>
      <p>{proposedBy(pending)}</p>
    </div>
  );
}
