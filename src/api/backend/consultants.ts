import {
  dataidBodySchema,
  sendNotificationBodySchema,
  SENT_MEANWHILE,
  settlePaymentBodySchema,
  updateBankDetailsBodySchema,
  usersByIdsBodySchema,
  type Consultant,
  type SettlementApproval,
} from '../schemas';
import { formatRupees } from '../../lib/format';
import { indianTime } from '../../lib/indianTime';
import { apiPaths } from '../paths';
import { type BackendContext, type BackendRoute, HttpError, idempotencyKeyOf, notFound, ok, parseBody, readRoute, replaceAt, sessionOf } from './core';
import { callerOf, decided, noLongerWaiting, pendingOf, proposalBy } from './approvalRules';
import { bankDetailsWaiting, settlementWaiting, waitsForApproval } from '../../lib/approvalWords';
import { placeBy } from './places';
import type { Frozen, WorkingDatabase } from './db';
import { lastActivityOn, lastChangedBy } from './activity';
import type { ListStore } from './lists';
import { whoMadeIt } from './repeats';
import { sameNotificationSentRecently, sentMeanwhileMessage } from './sameNotification';

/** The earnings toggle sends the record _id in `dataid`; every other caller the creator ID. */
export function findConsultant(db: Pick<WorkingDatabase, 'consultants'>, dataid: string): Frozen<Consultant> {
  const at = placeBy('consultants', db.consultants, 'dataid', dataid);
  const found = at >= 0 ? at : placeBy('consultants', db.consultants, '_id', dataid);
  return db.consultants[found] ?? notFound(`No consultant has the ID ${dataid}.`);
}

/** The consultants with `consultant` in the place of the record of its _id. */
export function replaceConsultant(consultants: WorkingDatabase['consultants'], consultant: Frozen<Consultant>): WorkingDatabase['consultants'] {
  return replaceAt(consultants, placeBy('consultants', consultants, '_id', consultant._id), consultant);
}


function earningsAmount(consultant: Frozen<Consultant>): number {
  const amount = Number(consultant.earnings);
  return consultant.earnings === undefined || consultant.earnings.trim() === '' || !Number.isFinite(amount) ? 0 : amount;
}

const toPaise = (rupees: number) => Math.round(rupees * 100);

/** `consultant` with `changes` made and its version one up: every change an operator makes goes through here. */
export function revise(consultant: Frozen<Consultant>, changes: Partial<Consultant>): Frozen<Consultant> {
  return { ...consultant, ...changes, version: (consultant.version ?? 0) + 1 };
}

/** Why nothing changed: the consultant was already active (or inactive), and who made them so and when, from the activity log. */
function alreadyActiveMessage(db: WorkingDatabase, consultant: Frozen<Consultant>, caller: string | null, lists: ListStore | undefined): string {
  const state = consultant.isActive ? 'active' : 'inactive';
  const last = lastChangedBy(db, consultant._id, { kind: 'consultant', field: 'isActive' }, caller, lists);
  if (!last) return `${consultant.name} was already ${state}.`;
  return `${consultant.name} was already ${state}: ${last.byCaller ? 'you' : last.operator} made them ${state} at ${last.time}.`;
}

function setActive(isActive: boolean, name: 'unverifyConsultant' | 'verifyConsultant2' | 'verifyConsultant'): BackendRoute {
  return {
    name,
    method: 'POST',
    path: apiPaths[name],
    auth: true,
    mutates: true,
    permission: 'verifyConsultants',
    handle(db, request, context) {
      const { dataid } = parseBody(dataidBodySchema, request.body);
      const found = findConsultant(db, dataid);
      // Already so (a colleague got there first, or another tab): nothing changes, nothing is logged, and the answer says who did it.
      if (found.isActive === isActive) return ok({ message: alreadyActiveMessage(db, found, sessionOf(db, request, context)?.userId ?? null, context.lists), consultant: found });
      const consultant = revise(found, { isActive });
      db.consultants = replaceConsultant(db.consultants, consultant);
      return ok({ message: `${consultant.name} is now ${isActive ? 'active' : 'inactive'}.`, consultant });
    },
  };
}

export const consultantRoutes: BackendRoute[] = [
  readRoute('dashboardUsers', apiPaths.dashboardUsers, (db) => db.consultants),
  readRoute('earningsDashboard', apiPaths.earningsDashboard, (db) => ({ consultants: db.consultants })),
  {
    method: 'POST',
    name: 'settlePayment',
    path: apiPaths.settlePayment,
    auth: true,
    mutates: true,
    permission: 'settlePayments',
    handle(db, request, context) {
      const { dataid, amount: confirmed, bankDetails: confirmedBank } = parseBody(settlePaymentBodySchema, request.body);
      const idempotencyKey = idempotencyKeyOf(request);
      const consultant = findConsultant(db, dataid);
      // A retried settlement (same key) answers what was recorded the first time, and records nothing.
      const earlier = idempotencyKey ? db.settlements.find((settlement) => settlement.idempotencyKey === idempotencyKey) : undefined;
      if (earlier) {
        if (earlier.consultantId !== consultant._id) {
          throw new HttpError(409, `This settlement key was already used for ${earlier.name}. Start a new settlement.`);
        }
        return ok({ message: `Already settled ${formatRupees(Number(earlier.amount))} for ${earlier.name}.`, consultant, settlement: earlier, replayed: true });
      }
      // The same for one that waits for a second operator (issue 48): the same approval, not a second.
      const proposed = idempotencyKey ? proposedSettlement(db, idempotencyKey, consultant) : null;
      if (proposed) return ok({ message: waitingMessage(proposed), consultant, approval: proposed, replayed: true });
      const amount = earningsAmount(consultant);
      if (amount <= 0) {
        // Someone settled it since this operator's list was loaded: say who and when (a retry of
        // this operator's own settlement, with its key, is answered above instead).
        const last = db.settlements.findLast((settlement) => settlement.consultantId === consultant._id);
        if (last) throw new HttpError(409, `Already settled by ${operatorName(db, last.operatorId)} at ${indianTime(last.settledAt)}.`);
        throw new HttpError(400, `${consultant.name} has no earnings to settle.`);
      }
      // Issue 48: nothing is paid while a change waits for a second operator.
      const waiting = consultant.pendingSettlement;
      if (waiting) throw new HttpError(409, settlementWaiting(consultant.name, Number(waiting.amount), waiting.proposedByName, waiting.proposedAt));
      const newBank = consultant.pendingBankDetails;
      if (newBank) throw new HttpError(409, bankDetailsWaiting(newBank.proposedByName, newBank.proposedAt));
      // Earned more (or corrected) since the operator's dialog showed the amount: pay nothing unconfirmed.
      if (confirmed !== undefined && toPaise(Number(confirmed)) !== toPaise(amount)) {
        throw new HttpError(409, `${consultant.name}'s earnings are now ${formatRupees(amount)}, not the ${formatRupees(Number(confirmed))} you confirmed. Look again before settling.`);
      }
      // Bank details changed since the dialog showed them: record no payment to an account nobody confirmed.
      if (confirmedBank !== undefined && confirmedBank.trim() !== (consultant.bankDetails ?? '').trim()) {
        const last = lastActivityOn(db, consultant._id, { field: 'bankDetails' }, context.lists);
        const who = last ? `${last.operator} changed ${consultant.name}'s bank details at ${indianTime(last.at)}` : `${consultant.name}'s bank details were changed`;
        throw new HttpError(409, `${who}, after you opened this. Nothing was settled: check where the money goes, then settle or cancel.`);
      }
      // Above the threshold, a second operator approves before anything is recorded as paid.
      if (waitsForApproval(amount, context.settleApprovalAbove)) {
        const approval = { ...proposalBy(consultant, callerOf(db, request, context), context), kind: 'settlement' as const, amount: consultant.earnings ?? '0', bankDetails: consultant.bankDetails ?? '', idempotencyKey };
        const marked = revise(consultant, pendingOf(approval));
        db.approvals = [...db.approvals, approval];
        db.consultants = replaceConsultant(db.consultants, marked);
        return ok({ message: waitingMessage(approval), consultant: marked, approval, replayed: false });
      }
      const settlement = {
        _id: context.newId(),
        consultantId: consultant._id,
        dataid: consultant.dataid,
        name: consultant.name,
        amount: consultant.earnings ?? '0',
        bankDetails: consultant.bankDetails ?? '',
        operatorId: sessionOf(db, request, context)?.userId ?? null,
        idempotencyKey,
        settledAt: context.now().toISOString(),
      };
      const settled = revise(consultant, { earnings: '0' });
      db.settlements = [...db.settlements, settlement];
      db.consultants = replaceConsultant(db.consultants, settled);
      return ok({ message: `Settled ${formatRupees(amount)} for ${consultant.name}.`, consultant: settled, settlement, replayed: false });
    },
  },
  {
    method: 'POST',
    name: 'updateBankDetails',
    path: apiPaths.updateBankDetails,
    auth: true,
    mutates: true,
    permission: 'proposeBankDetails',
    handle(db, request, context) {
      const { dataid, bankDetails, version } = parseBody(updateBankDetailsBodySchema, request.body);
      const current = findConsultant(db, dataid);
      const text = bankDetails.trim();
      const waiting = current.pendingBankDetails;
      // What is asked is what is there, or what already waits (whoever wrote it): nothing to change, nothing to refuse.
      if (text === (waiting?.bankDetails ?? current.bankDetails ?? '').trim()) {
        return ok({ message: waiting ? `These bank details of ${current.name} are already waiting for approval.` : `Bank details of ${current.name} updated.`, consultant: current });
      }
      if (waiting && text === (current.bankDetails ?? '').trim()) {
        throw new HttpError(409, `These are ${current.name}'s bank details already; the new ones ${waiting.proposedByName} proposed wait for another operator to approve or reject them.`, [], { current });
      }
      // Begun before another operator's change (or proposal) of these details: they choose, nothing is overwritten unseen.
      if (version !== undefined && version < (current.bankDetailsVersion ?? 0)) throw new HttpError(409, `${changedMeanwhile(db, current, context)}, after you began editing.`, [], { current });
      // Issue 48: proposed, not applied; a second operator approves. A newer proposal takes the place of one still waiting.
      const caller = callerOf(db, request, context);
      const approval = { ...proposalBy(current, caller, context), kind: 'bankDetails' as const, before: current.bankDetails ?? '', after: text };
      const replaced = waiting ? db.approvals.findIndex((entry) => entry._id === waiting.approvalId) : -1;
      db.approvals = [...(replaced >= 0 ? replaceAt(db.approvals, replaced, decided(db.approvals[replaced]!, 'replaced', caller, context)) : db.approvals), approval];
      const consultant = revise(current, { ...pendingOf(approval), bankDetailsVersion: (current.version ?? 0) + 1 });
      db.consultants = replaceConsultant(db.consultants, consultant);
      return ok({ message: `New bank details of ${consultant.name} are waiting for another operator's approval.`, consultant, approval });
    },
  },
  setActive(false, 'unverifyConsultant'),
  setActive(true, 'verifyConsultant2'),
  setActive(true, 'verifyConsultant'),
  {
    method: 'POST',
    name: 'sendNotification',
    path: apiPaths.sendNotification,
    auth: true,
    mutates: true,
    permission: 'sendNotifications',
    // Every consultant at once: 10,000 phone numbers and push tokens.
    bodyLimitBytes: 4 * 1024 * 1024,
    handle(db, request, context) {
      const { sendAgain, ...body } = parseBody(sendNotificationBodySchema, request.body);
      const known = new Set(db.consultants.map((consultant) => consultant.phoneNumber));
      const unknown = body.userIds.filter((phone) => !known.has(phone));
      if (unknown.length > 0) notFound(`No consultant has the phone number ${unknown.join(', ')}.`);
      const now = context.now();
      const sentBy = sessionOf(db, request, context)?.userId ?? null;
      const earlier = sendAgain ? null : sameNotificationSentRecently(db.notifications, body, now);
      if (earlier) {
        const message = sentMeanwhileMessage(earlier, whoMadeIt(db, earlier.notification.sentBy, sentBy), body.userIds.length, db.consultants);
        throw new HttpError(409, message, [], { reason: SENT_MEANWHILE, alreadySent: earlier.overlap.length });
      }
      const notification = {
        _id: context.newId(),
        ...body,
        sentAt: now.toISOString(),
        recipientCount: body.userIds.length,
        sentBy,
      };
      db.notifications = [...db.notifications, notification];
      const count = notification.recipientCount;
      return ok({ message: `Notification sent to ${count} ${count === 1 ? 'consultant' : 'consultants'}.`, sent: count, notification });
    },
  },
  {
    method: 'POST',
    name: 'usersByIds',
    path: apiPaths.usersByIds,
    auth: true,
    mutates: false,
    handle(db, request) {
      const { ids } = parseBody(usersByIdsBodySchema, request.body);
      const wanted = new Set(ids);
      const people = [...db.users, ...db.consultants, ...db.operators];
      return ok(people.filter((person) => wanted.has(person._id)).map(({ _id, name }) => ({ _id, name })));
    },
  },
];

/** Who changed the bank details last, and when, as a sentence begins: a proposal still waiting, or an approval or change in the log. */
function changedMeanwhile(db: WorkingDatabase, consultant: Frozen<Consultant>, context: BackendContext): string {
  const waiting = consultant.pendingBankDetails;
  if (waiting) return `${waiting.proposedByName} proposed new bank details at ${indianTime(waiting.proposedAt)}`;
  const last = lastActivityOn(db, consultant._id, { field: 'bankDetails' }, context.lists);
  return last ? `${last.operator} changed these bank details at ${indianTime(last.at)}` : 'These bank details were changed by another operator';
}

/** The answer to a settlement that waits for a second operator. */
function waitingMessage(approval: Frozen<SettlementApproval>): string {
  return `The settlement of ${formatRupees(Number(approval.amount))} for ${approval.consultantName} is waiting for another operator's approval. Nothing is paid until then.`;
}

/** A settlement proposed with this Idempotency-Key, still waiting; refused when it was for another consultant or was rejected. */
function proposedSettlement(db: WorkingDatabase, idempotencyKey: string, consultant: Frozen<Consultant>): Frozen<SettlementApproval> | null {
  const approval = db.approvals.findLast((entry): entry is Frozen<SettlementApproval> => entry.kind === 'settlement' && entry.idempotencyKey === idempotencyKey);
  if (!approval) return null;
  if (approval.consultantId !== consultant._id) throw new HttpError(409, `This settlement key was already used for ${approval.consultantName}. Start a new settlement.`);
  if (approval.status === 'rejected') throw new HttpError(409, `${noLongerWaiting(approval, 'approved')} Nothing was settled.`);
  return approval.status === 'waiting' ? approval : null;
}

/** Who an operator id is, in words; a settlement made with sessions off has none. */
export function operatorName(db: WorkingDatabase, operatorId: string | null): string {
  return db.operators.find((operator) => operator._id === operatorId)?.name ?? 'another operator';
}
