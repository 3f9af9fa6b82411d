/**
 * Four eyes on money (issue 48): what a proposal records, and how an approval is decided. The
 * calls that propose (update_bank_details, settle_payment: consultants.ts) and the calls that
 * decide (approvals.ts) share these. A change waits as one approval record and, on its consultant,
 * as a small copy (`pendingBankDetails`, `pendingSettlement`) the Earnings row and the live stream
 * carry without another query.
 */
import type { Approval, Consultant, PendingBankDetails, PendingSettlement } from '../schemas';
import { indianTime } from '../../lib/indianTime';
import { HttpError, sessionOf, type BackendContext, type BackendRequest } from './core';
import type { Frozen, WorkingDatabase } from './db';

/** A settlement of more than ₹1,00,000 waits for a second operator unless SETTLE_APPROVAL_ABOVE says otherwise. */
export const DEFAULT_SETTLE_APPROVAL_ABOVE = 100_000;

export interface Caller {
  /** The operator's id; null when the backend runs without sessions. */
  id: string | null;
  name: string;
}

/** Who makes the call, by their session; a backend without sessions has no one to name. */
export function callerOf(db: WorkingDatabase, request: BackendRequest, context: BackendContext): Caller {
  const id = sessionOf(db, request, context)?.userId ?? null;
  return { id, name: db.operators.find((operator) => operator._id === id)?.name ?? 'Unknown operator' };
}

/** The consultant without the copy of a change that no longer waits. */
export function withoutPending(consultant: Frozen<Consultant>, kind: Approval['kind']): Frozen<Consultant> {
  if (kind === 'bankDetails') {
    const { pendingBankDetails: _gone, ...rest } = consultant;
    return rest;
  }
  const { pendingSettlement: _gone, ...rest } = consultant;
  return rest;
}

/** What the consultant carries of a waiting change. */
export function pendingOf(approval: Frozen<Approval>): { pendingBankDetails: PendingBankDetails } | { pendingSettlement: PendingSettlement } {
  const proposal = { approvalId: approval._id, proposedBy: approval.proposedBy, proposedByName: approval.proposedByName, proposedAt: approval.proposedAt };
  return approval.kind === 'bankDetails' ? { pendingBankDetails: { ...proposal, bankDetails: approval.after } } : { pendingSettlement: { ...proposal, amount: approval.amount } };
}

/** The record of a proposal: who, when and about whom; the caller adds what is proposed. */
export function proposalBy(consultant: Frozen<Consultant>, caller: Caller, context: BackendContext) {
  return {
    _id: context.newId(),
    consultantId: consultant._id,
    dataid: consultant.dataid,
    consultantName: consultant.name,
    proposedBy: caller.id,
    proposedByName: caller.name,
    proposedAt: context.now().toISOString(),
    status: 'waiting' as const,
    version: 0,
  };
}

/** `approval` decided (or replaced) by `caller` now, one version up. */
export function decided<A extends Frozen<Approval>>(approval: A, status: 'approved' | 'rejected' | 'replaced', caller: Caller, context: BackendContext, reason?: string): A {
  return { ...approval, status, decidedBy: caller.id, decidedByName: caller.name, decidedAt: context.now().toISOString(), ...(reason === undefined ? {} : { reason }), version: approval.version + 1 };
}

/** Why an approval that no longer waits cannot be decided: who decided it (or proposed newer details) and when. */
export function noLongerWaiting(approval: Frozen<Approval>, verb: 'approved' | 'rejected'): string {
  const who = approval.decidedByName ?? 'Another operator';
  const when = approval.decidedAt ? indianTime(approval.decidedAt) : 'an earlier moment';
  if (approval.status === 'replaced') return `${who} proposed newer bank details for ${approval.consultantName} at ${when}. Nothing was ${verb}: look at the new ones.`;
  if (approval.status === 'approved') return `${who} already approved this at ${when}.`;
  return `${who} already rejected this at ${when}${approval.reason ? `: ${approval.reason}` : '.'}`;
}

/**
 * The approval `approvalId` as the caller may decide it: there (404), still waiting as the page
 * saw it (409), and proposed by someone else (403: no one approves their own proposal).
 */
export function decidable(db: WorkingDatabase, approvalId: string, version: number | undefined, caller: Caller, verb: 'approved' | 'rejected'): { index: number; approval: Frozen<Approval> } {
  const index = db.approvals.findIndex((entry) => entry._id === approvalId);
  const approval = db.approvals[index];
  if (!approval) throw new HttpError(404, 'No change waiting for approval has that id. Reload the list.');
  if (approval.status !== 'waiting') throw new HttpError(409, noLongerWaiting(approval, verb), [], { current: approval });
  if (caller.id !== null && approval.proposedBy === caller.id) {
    throw new HttpError(403, `You proposed this change, so another operator must ${verb === 'approved' ? 'approve' : 'reject'} it.`);
  }
  if (version !== undefined && version !== approval.version) {
    throw new HttpError(409, `This change was changed after you opened it. Nothing was ${verb}: look again.`, [], { current: approval });
  }
  return { index, approval };
}
