import { useId } from 'react';
import type { Approval } from '@/api/schemas';
import { Button } from '@/components/ui/Button';
import { formatRupees } from '@/lib/format';
import { approvalHeading, approveName, bankText, proposedByText, rejectName, WAITING_FOR_ANOTHER, type ApprovalOffer } from '../model/approvalText';

export interface ApprovalCardProps {
  /** The change waiting for a second operator. */
  approval: Approval;
  /** What this operator may do with it: decide it, wait (their own proposal), or only read it. */
  offer: ApprovalOffer;
  /** Approving or rejecting it is under way: its buttons wait. */
  busy?: boolean;
  /** Called by Approve; the page asks for confirmation. */
  onApprove: (approval: Approval) => void;
  /** Called by Reject; the page asks for the reason. */
  onReject: (approval: Approval) => void;
}

/** One side of the comparison: a label above the text, kept as written (lines and all). */
function Side({ label, text, emphasis = false }: { label: string; text: string; emphasis?: boolean }) {
  return (
    <div className={`flex min-w-0 flex-col gap-1 rounded-md p-3 ring-1 ${emphasis ? 'bg-amber-50 ring-amber-200' : 'bg-gray-50 ring-gray-200'}`}>
      <dt className="text-xs font-semibold tracking-wide text-gray-700 uppercase">{label}</dt>
      <dd className="text-sm break-words whitespace-pre-line text-gray-900">{text}</dd>
    </div>
  );
}

/**
 * A change waiting for a second operator (issue 48): whose, who proposed it and when, and what it
 * changes side by side (the bank details now and as proposed; a settlement's amount and where it
 * pays). Approve and Reject for an operator who may decide it; on one's own proposal, 'Waiting for
 * another operator' instead, as no one approves their own.
 */
export function ApprovalCard({ approval, offer, busy = false, onApprove, onReject }: ApprovalCardProps) {
  const headingId = useId();
  return (
    <article aria-labelledby={headingId} className="flex flex-col gap-3 rounded-lg border border-gray-200 bg-white p-4">
      <header className="flex flex-col gap-0.5">
        <h2 id={headingId} className="text-base font-semibold text-gray-900">
          {approvalHeading(approval)}
        </h2>
        <p className="text-sm text-gray-700">
          {proposedByText(approval)} · Creator ID {approval.dataid}
        </p>
      </header>
      <dl className="grid gap-3 sm:grid-cols-2">
        {approval.kind === 'bankDetails' ? (
          <>
            <Side label="Current bank details" text={bankText(approval.before)} />
            <Side label="Proposed bank details" text={bankText(approval.after)} emphasis />
          </>
        ) : (
          <>
            <Side label="Amount to settle" text={formatRupees(Number(approval.amount))} />
            <Side label="Paid to" text={bankText(approval.bankDetails)} emphasis />
          </>
        )}
      </dl>
      {offer === 'decide' && (
        <div className="flex flex-wrap gap-2">
          <Button aria-label={approveName(approval)} disabled={busy} onClick={() => onApprove(approval)}>
            Approve
          </Button>
          <Button variant="secondary" aria-label={rejectName(approval)} disabled={busy} onClick={() => onReject(approval)}>
            Reject
          </Button>
        </div>
      )}
      {offer === 'ownProposal' && <p className="w-fit rounded-md bg-gray-100 px-3 py-2 text-sm font-medium text-gray-800 ring-1 ring-gray-200">{WAITING_FOR_ANOTHER}: you proposed this.</p>}
    </article>
  );
}
