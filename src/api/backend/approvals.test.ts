/**
 * Issue 48, four eyes on bank details: a change is proposed, not applied; settling waits while it
 * does; another operator with approveChanges approves (the details become what a settlement pays)
 * or rejects it with a reason (the old ones stay); no one decides their own. On both stores, as
 * the log that names who changed what is read from either.
 */
import { describe, expect, it } from 'vitest';
import { approvalDecisionResultSchema, approvalsResultSchema, consultantResultSchema, settleResultSchema } from '../schemas';
import { bothStores } from './bothStores';
import { call, consultantByDataid, desk, expectRefused, OPERATOR, SECOND_OPERATOR, signIn, withEarnings } from './testing';

const NEW_DETAILS = 'HDFC Bank\nA/C 50100012345678\nIFSC HDFC0001234';

describe.each(bothStores)('bank details waiting for approval ($store)', ({ contextFor }) => {
  /** Priya proposes new details for the consultant with earnings. */
  function proposed() {
    const signed = desk(contextFor);
    const result = call(signed.db, 'updateBankDetails', { dataid: withEarnings.dataid, bankDetails: NEW_DETAILS, version: withEarnings.version ?? 0 }, signed.priya, signed.context);
    expect(result.response.status, JSON.stringify(result.response.body)).toBe(200);
    const answer = consultantResultSchema.parse(result.response.body);
    return { ...signed, db: result.db, approval: answer.approval!, answer };
  }

  it('proposes the change: the consultant keeps the details a settlement pays, with the new ones waiting beside them', () => {
    const { db, approval, answer } = proposed();
    expect(answer.message).toBe(`New bank details of ${withEarnings.name} are waiting for another operator's approval.`);
    expect(consultantByDataid(db, withEarnings.dataid)).toMatchObject({
      bankDetails: withEarnings.bankDetails,
      pendingBankDetails: { approvalId: approval._id, bankDetails: NEW_DETAILS, proposedBy: SECOND_OPERATOR._id, proposedByName: SECOND_OPERATOR.name, proposedAt: '2026-11-01T10:00:00.000Z' },
    });
    expect(approval).toMatchObject({ kind: 'bankDetails', consultantId: withEarnings._id, consultantName: withEarnings.name, before: withEarnings.bankDetails, after: NEW_DETAILS, status: 'waiting', proposedByName: SECOND_OPERATOR.name });
  });

  it('lists what waits to every role, with the threshold a settlement waits above', () => {
    const { db, context, support } = proposed();
    const read = call(db, 'approvals', {}, support, context);
    expect(read.response.status).toBe(200);
    expect(read.changed).toBe(false);
    const answer = approvalsResultSchema.parse(read.response.body);
    expect(answer.approvals.map((approval) => approval.consultantName)).toEqual([withEarnings.name]);
    expect(answer.settleApprovalAbove).toBe(100_000);
  });

  it('refuses to settle while the change waits (409 with who proposed it and when), nothing recorded', () => {
    const { db, context, aarav } = proposed();
    expectRefused(db, 'settlePayment', { dataid: withEarnings.dataid, amount: withEarnings.earnings }, 409, `Bank details changed by ${SECOND_OPERATOR.name} at 1 Nov 2026, 3:30 pm IST are waiting for approval.`, { ...aarav, idempotencyKey: 'key-waiting-001' }, context);
  });

  it('refuses the proposer their own approval and rejection (403), and a role without approveChanges', () => {
    const { db, context, priya, support, approval } = proposed();
    expectRefused(db, 'approveChange', { approvalId: approval._id }, 403, 'You proposed this change, so another operator must approve it.', priya, context);
    expectRefused(db, 'rejectChange', { approvalId: approval._id, reason: 'Typo' }, 403, 'You proposed this change, so another operator must reject it.', priya, context);
    expectRefused(db, 'approveChange', { approvalId: approval._id }, 403, 'Your role (Support) cannot approve or reject changes waiting for approval.', support, context);
  });

  it('applies the details on approval, and a settlement then pays them', () => {
    const { db, context, aarav, priya, approval } = proposed();
    const approved = call(db, 'approveChange', { approvalId: approval._id, version: approval.version }, aarav, context);
    expect(approved.response.status, JSON.stringify(approved.response.body)).toBe(200);
    const answer = approvalDecisionResultSchema.parse(approved.response.body);
    expect(answer.message).toBe(`The new bank details of ${withEarnings.name} are approved: settlements now pay them.`);
    expect(answer.approval).toMatchObject({ status: 'approved', decidedBy: OPERATOR._id, decidedByName: OPERATOR.name, version: 1 });
    expect(answer.consultant.bankDetails).toBe(NEW_DETAILS);
    expect(answer.consultant).not.toHaveProperty('pendingBankDetails');
    expect(consultantByDataid(approved.db, withEarnings.dataid)).toEqual(answer.consultant);
    expect(approvalsResultSchema.parse(call(approved.db, 'approvals', {}, aarav, context).response.body).approvals).toEqual([]);

    // What the settle dialog showed before the approval is no longer where the money goes.
    expectRefused(approved.db, 'settlePayment', { dataid: withEarnings.dataid, bankDetails: withEarnings.bankDetails }, 409, `${OPERATOR.name} changed ${withEarnings.name}'s bank details at 1 Nov 2026, 3:30 pm IST, after you opened this. Nothing was settled: check where the money goes, then settle or cancel.`, { ...priya, idempotencyKey: 'key-old-bank-01' }, context);
    const settled = call(approved.db, 'settlePayment', { dataid: withEarnings.dataid, amount: withEarnings.earnings, bankDetails: NEW_DETAILS }, { ...priya, idempotencyKey: 'key-new-bank-01' }, context);
    expect(settled.response.status, JSON.stringify(settled.response.body)).toBe(200);
    expect(settleResultSchema.parse(settled.response.body).settlement).toMatchObject({ bankDetails: NEW_DETAILS, operatorId: SECOND_OPERATOR._id });
  });

  it('keeps the old details on rejection, with the reason (which is required)', () => {
    const { db, context, aarav, approval } = proposed();
    expectRefused(db, 'rejectChange', { approvalId: approval._id }, 400, undefined, aarav, context);
    expectRefused(db, 'rejectChange', { approvalId: approval._id, reason: '   ' }, 400, 'Reason is required', aarav, context);
    const rejected = call(db, 'rejectChange', { approvalId: approval._id, reason: ' The IFSC is not HDFC\'s. ' }, aarav, context);
    expect(rejected.response.status, JSON.stringify(rejected.response.body)).toBe(200);
    const answer = approvalDecisionResultSchema.parse(rejected.response.body);
    expect(answer.message).toBe(`The new bank details of ${withEarnings.name} are rejected: the old ones stay.`);
    expect(answer.approval).toMatchObject({ status: 'rejected', reason: 'The IFSC is not HDFC\'s.', decidedByName: OPERATOR.name });
    expect(answer.consultant.bankDetails).toBe(withEarnings.bankDetails);
    expect(answer.consultant).not.toHaveProperty('pendingBankDetails');
    // Nothing waits any more: settling goes again, to the old details.
    const settled = call(rejected.db, 'settlePayment', { dataid: withEarnings.dataid }, { ...aarav, idempotencyKey: 'key-rejected-01' }, context);
    expect(settleResultSchema.parse(settled.response.body).settlement?.bankDetails).toBe(withEarnings.bankDetails);
  });

  it('decides a change once: a second decision is told who made the first and when', () => {
    const { db, context, aarav, approval } = proposed();
    const approved = call(db, 'approveChange', { approvalId: approval._id }, aarav, context);
    expectRefused(approved.db, 'rejectChange', { approvalId: approval._id, reason: 'Wrong account' }, 409, `${OPERATOR.name} already approved this at 1 Nov 2026, 3:30 pm IST.`, aarav, context);
    expectRefused(approved.db, 'approveChange', { approvalId: 'no-such-approval' }, 404, 'No change waiting for approval has that id. Reload the list.', aarav, context);
  });

  it('refuses to approve details a newer proposal replaced (409), and approves the newer one', () => {
    const { db, context, aarav, approval } = proposed();
    const newer = call(db, 'updateBankDetails', { dataid: withEarnings.dataid, bankDetails: 'SBI A/C 777' }, aarav, context);
    const newerApproval = consultantResultSchema.parse(newer.response.body).approval!;
    expect(newer.db.approvals.find((entry) => entry._id === approval._id)).toMatchObject({ status: 'replaced', decidedByName: OPERATOR.name });
    // Priya decides: not Aarav's own proposal. The one she opened was replaced: nothing applied unseen.
    const priya = signIn(SECOND_OPERATOR, { db: newer.db, context });
    expectRefused(priya.db, 'approveChange', { approvalId: approval._id, version: 0 }, 409, `${OPERATOR.name} proposed newer bank details for ${withEarnings.name} at 1 Nov 2026, 3:30 pm IST. Nothing was approved: look at the new ones.`, priya.auth, context);
    const approved = call(priya.db, 'approveChange', { approvalId: newerApproval._id }, priya.auth, context);
    expect(consultantByDataid(approved.db, withEarnings.dataid).bankDetails).toBe('SBI A/C 777');
  });

  it('logs each step in words: proposed, approved, rejected', () => {
    const { db, context, aarav, priya, approval } = proposed();
    expect(db.activity.at(-1)).toMatchObject({
      operator: SECOND_OPERATOR.name,
      action: 'updateBankDetails',
      target: { kind: 'consultant', id: withEarnings._id, name: withEarnings.name },
      changes: [{ field: 'pendingBankDetails', before: '', after: NEW_DETAILS }],
      detail: 'Waiting for approval',
    });
    const approved = call(db, 'approveChange', { approvalId: approval._id }, aarav, context);
    expect(approved.db.activity.at(-1)).toMatchObject({
      operator: OPERATOR.name,
      action: 'approveChange',
      target: { kind: 'consultant', id: withEarnings._id },
      changes: [
        { field: 'bankDetails', before: withEarnings.bankDetails, after: NEW_DETAILS },
        { field: 'pendingBankDetails', before: NEW_DETAILS, after: '' },
      ],
      detail: `Approved the new bank details ${SECOND_OPERATOR.name} proposed at 1 Nov 2026, 3:30 pm IST`,
    });
    const again = call(approved.db, 'updateBankDetails', { dataid: withEarnings.dataid, bankDetails: 'Axis A/C 1' }, priya, context);
    const rejected = call(again.db, 'rejectChange', { approvalId: consultantResultSchema.parse(again.response.body).approval!._id, reason: 'Not their account' }, aarav, context);
    expect(rejected.db.activity.at(-1)).toMatchObject({
      action: 'rejectChange',
      changes: [{ field: 'pendingBankDetails', before: 'Axis A/C 1', after: '' }],
      detail: `Rejected the new bank details ${SECOND_OPERATOR.name} proposed at 1 Nov 2026, 3:30 pm IST: Not their account`,
    });
  });
});
