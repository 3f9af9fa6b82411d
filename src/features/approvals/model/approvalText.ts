/** The Approvals tab's words (issue 48), once: the cards, the dialogs and their stories read them here. */
import type { Approval } from '@/api/schemas';
import { formatDateTime, formatRupees } from '@/lib/format';

export const APPROVALS_TITLE = 'Approvals';
export const NO_APPROVALS = 'Nothing is waiting for approval.';
/** Said on one's own proposal, instead of the buttons: no one approves their own. */
export const WAITING_FOR_ANOTHER = 'Waiting for another operator';
export const NOT_SET = 'Not set';

/** How each operator may act on a card: decide it, wait (it is their own proposal), or only read it (their role may not decide). */
export type ApprovalOffer = 'decide' | 'ownProposal' | 'readOnly';

/** What waits, as a card's heading and a dialog's words say it: 'new bank details', 'a settlement of ₹2,40,633.91'. */
export const whatWaits = (approval: Approval) => (approval.kind === 'bankDetails' ? 'new bank details' : `a settlement of ${formatRupees(Number(approval.amount))}`);

/** The same, named: 'the new bank details', 'the settlement of ₹2,40,633.91'. */
export const theChange = (approval: Approval) => (approval.kind === 'bankDetails' ? 'the new bank details' : `the settlement of ${formatRupees(Number(approval.amount))}`);

/** A card's heading: 'Pooja Ghosh: new bank details'. */
export const approvalHeading = (approval: Approval) => `${approval.consultantName}: ${whatWaits(approval)}`;

/** Who proposed it and when: 'Proposed by Priya Nair, 1 Nov, 3:30 pm, Afternoon'. */
export const proposedByText = (approval: Pick<Approval, 'proposedByName' | 'proposedAt'>) => `Proposed by ${approval.proposedByName}, ${formatDateTime(approval.proposedAt)}`;

/** The buttons' names say whose change they decide: 'Approve new bank details for Pooja Ghosh'. */
export const approveName = (approval: Approval) => `Approve ${whatWaits(approval)} for ${approval.consultantName}`;
export const rejectName = (approval: Approval) => `Reject ${whatWaits(approval)} for ${approval.consultantName}`;

/** Bank details as a card shows them: 'Not set' when there are none. */
export const bankText = (text: string | undefined) => (text?.trim() ? text : NOT_SET);
