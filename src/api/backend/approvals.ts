/**
 * The Approvals tab's calls (issue 48): what waits for a second operator, and approving or
 * rejecting it. Anyone signed in may read the list; approving and rejecting need approveChanges,
 * and no one decides their own proposal (403). An approval is decided only as it was proposed:
 * bank details over a newer change, or a settlement whose consultant's earnings or bank details
 * changed or who was settled meanwhile, are refused (409) as a settlement is today, nothing done.
 * dispatch logs each step (activity.ts).
 */
import { apiPaths } from '../paths';
import { approveBodySchema, emptyBodySchema, rejectBodySchema, type BankDetailsApproval, type Consultant, type SettlementApproval } from '../schemas';
import { formatRupees } from '../../lib/format';
import { indianTime } from '../../lib/indianTime';
import { lastActivityOn } from './activity';
import { callerOf, decidable, decided, withoutPending, type Caller } from './approvalRules';
import { findConsultant, operatorName, replaceConsultant, revise } from './consultants';
import { HttpError, ok, parseBody, replaceAt, type BackendContext, type BackendRoute } from './core';
import type { Frozen, WorkingDatabase } from './db';

const toPaise = (rupees: number) => Math.round(rupees * 100);

/** The bank details as proposed become what a settlement pays, unless they changed after the proposal. */
function applyBankDetails(db: WorkingDatabase, approval: Frozen<BankDetailsApproval>, consultant: Frozen<Consultant>, context: BackendContext): Frozen<Consultant> {
  if ((consultant.bankDetails ?? '').trim() !== approval.before.trim()) {
    const last = lastActivityOn(db, consultant._id, { field: 'bankDetails' }, context.lists);
    const who = last ? `${last.operator} changed ${consultant.name}'s bank details at ${indianTime(last.at)}` : `${consultant.name}'s bank details were changed`;
    throw new HttpError(409, `${who}, after this change was proposed. Nothing was approved: reject it, and propose the details again if they are still right.`);
  }
  return revise(withoutPending(consultant, 'bankDetails'), { bankDetails: approval.after, bankDetailsVersion: (consultant.version ?? 0) + 1 });
}

/** The settlement as proposed is recorded as paid, unless the consultant is not as they were when it was proposed. */
function recordSettlement(db: WorkingDatabase, approval: Frozen<SettlementApproval>, consultant: Frozen<Consultant>, caller: Caller, context: BackendContext): Frozen<Consultant> {
  const earnings = Number(consultant.earnings ?? '0');
  if (!(earnings > 0)) {
    const last = db.settlements.findLast((settlement) => settlement.consultantId === consultant._id);
    if (last) throw new HttpError(409, `Already settled by ${operatorName(db, last.operatorId)} at ${indianTime(last.settledAt)}.`);
    throw new HttpError(409, `${consultant.name} has no earnings to settle now. Nothing was settled: reject this.`);
  }
  if (toPaise(earnings) !== toPaise(Number(approval.amount))) {
    throw new HttpError(409, `${consultant.name}'s earnings are now ${formatRupees(earnings)}, not the ${formatRupees(Number(approval.amount))} proposed. Nothing was settled: reject this, and settle again.`);
  }
  if ((consultant.bankDetails ?? '').trim() !== approval.bankDetails.trim()) {
    const last = lastActivityOn(db, consultant._id, { field: 'bankDetails' }, context.lists);
    const who = last ? `${last.operator} changed ${consultant.name}'s bank details at ${indianTime(last.at)}` : `${consultant.name}'s bank details were changed`;
    throw new HttpError(409, `${who}, after this settlement was proposed. Nothing was settled: reject it, and settle again.`);
  }
  const settlement = {
    _id: context.newId(),
    consultantId: consultant._id,
    dataid: consultant.dataid,
    name: consultant.name,
    amount: approval.amount,
    bankDetails: approval.bankDetails,
    // Who settled it is who proposed it; who approved it is kept beside.
    operatorId: approval.proposedBy,
    idempotencyKey: approval.idempotencyKey,
    settledAt: context.now().toISOString(),
    approvedBy: caller.id,
  };
  db.settlements = [...db.settlements, settlement];
  return revise(withoutPending(consultant, 'settlement'), { earnings: '0' });
}

export const approvalRoutes: BackendRoute[] = [
  {
    method: 'POST',
    name: 'approvals',
    path: apiPaths.approvals,
    auth: true,
    mutates: false,
    handle(db, request, context) {
      parseBody(emptyBodySchema, request.body);
      // The page says at what amount a settlement will wait, from the backend's own threshold.
      return ok({ approvals: db.approvals.filter((approval) => approval.status === 'waiting'), settleApprovalAbove: context.settleApprovalAbove });
    },
  },
  {
    method: 'POST',
    name: 'approveChange',
    path: apiPaths.approveChange,
    auth: true,
    mutates: true,
    permission: 'approveChanges',
    handle(db, request, context) {
      const { approvalId, version } = parseBody(approveBodySchema, request.body);
      const caller = callerOf(db, request, context);
      const { index, approval } = decidable(db, approvalId, version, caller, 'approved');
      const found = findConsultant(db, approval.consultantId);
      const consultant = approval.kind === 'bankDetails' ? applyBankDetails(db, approval, found, context) : recordSettlement(db, approval, found, caller, context);
      const approved = decided(approval, 'approved', caller, context);
      db.consultants = replaceConsultant(db.consultants, consultant);
      db.approvals = replaceAt(db.approvals, index, approved);
      const message =
        approval.kind === 'bankDetails'
          ? `The new bank details of ${consultant.name} are approved: settlements now pay them.`
          : `Settled ${formatRupees(Number(approval.amount))} for ${consultant.name}, as ${approval.proposedByName} proposed.`;
      return ok({ message, approval: approved, consultant });
    },
  },
  {
    method: 'POST',
    name: 'rejectChange',
    path: apiPaths.rejectChange,
    auth: true,
    mutates: true,
    permission: 'approveChanges',
    handle(db, request, context) {
      const { approvalId, version, reason } = parseBody(rejectBodySchema, request.body);
      const caller = callerOf(db, request, context);
      const { index, approval } = decidable(db, approvalId, version, caller, 'rejected');
      const consultant = revise(withoutPending(findConsultant(db, approval.consultantId), approval.kind), {});
      const rejected = decided(approval, 'rejected', caller, context, reason.trim());
      db.consultants = replaceConsultant(db.consultants, consultant);
      db.approvals = replaceAt(db.approvals, index, rejected);
      const message =
        approval.kind === 'bankDetails'
          ? `The new bank details of ${consultant.name} are rejected: the old ones stay.`
          : `The settlement of ${formatRupees(Number(approval.amount))} for ${consultant.name} is rejected: nothing was paid.`;
      return ok({ message, approval: rejected, consultant });
    },
  },
];
