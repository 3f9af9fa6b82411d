/**
 * Issue 48, four eyes on large settlements: one above the backend's threshold (1,00,000 rupees
 * unless SETTLE_APPROVAL_ABOVE says otherwise) waits for a second operator before it is recorded
 * as paid. The version checks and 'Already settled by' hold through the approval, and a retry of
 * the settle (same Idempotency-Key) answers the same waiting approval.
 */
import { describe, expect, it } from 'vitest';
import { approvalDecisionResultSchema, settleResultSchema } from '../schemas';
import { bothStores } from './bothStores';
import type { Database } from './db';
import { call, consultantByDataid, desk, expectRefused, makeContext, OPERATOR, SECOND_OPERATOR, seedDb, withEarnings } from './testing';

/** A consultant owed more than ₹1,00,000, with bank details. */
const large = seedDb.consultants.find((consultant) => Number(consultant.earnings) > 100_000 && (consultant.bankDetails ?? '') !== '')!;
const KEY = 'key-large-000001';

describe.each(bothStores)('a settlement above the threshold ($store)', ({ contextFor }) => {
  /** Aarav settles the large earner: it waits for Priya. */
  function waiting() {
    const signed = desk(contextFor);
    const result = call(signed.db, 'settlePayment', { dataid: large.dataid, amount: large.earnings, bankDetails: large.bankDetails }, { ...signed.aarav, idempotencyKey: KEY }, signed.context);
    expect(result.response.status, JSON.stringify(result.response.body)).toBe(200);
    const answer = settleResultSchema.parse(result.response.body);
    return { ...signed, db: result.db, answer, approval: answer.approval! };
  }

  it('waits for a second operator: nothing is recorded as paid, the earnings stay', () => {
    const { db, answer, approval } = waiting();
    expect(answer.message).toBe(`The settlement of ₹2,40,633.91 for ${large.name} is waiting for another operator's approval. Nothing is paid until then.`);
    expect(answer.settlement).toBeUndefined();
    expect(approval).toMatchObject({ kind: 'settlement', amount: large.earnings, bankDetails: large.bankDetails, idempotencyKey: KEY, status: 'waiting', proposedByName: OPERATOR.name });
    expect(db.settlements).toEqual([]);
    expect(consultantByDataid(db, large.dataid)).toMatchObject({ earnings: large.earnings, pendingSettlement: { approvalId: approval._id, amount: large.earnings, proposedByName: OPERATOR.name } });
    expect(db.activity.at(-1)).toMatchObject({ action: 'settlePayment', target: { name: large.name }, changes: [{ field: 'pendingSettlement', before: '', after: '₹2,40,633.91' }], detail: '₹2,40,633.91 settlement waiting for approval' });
  });

  it('answers a retry (same key) with the same waiting approval, and refuses another settlement meanwhile', () => {
    const { db, context, aarav, approval } = waiting();
    const retry = call(db, 'settlePayment', { dataid: large.dataid }, { ...aarav, idempotencyKey: KEY }, context);
    expect(retry.response.status).toBe(200);
    expect(retry.changed).toBe(false);
    expect(settleResultSchema.parse(retry.response.body)).toMatchObject({ replayed: true, approval: { _id: approval._id } });
    expectRefused(db, 'settlePayment', { dataid: large.dataid }, 409, `A settlement of ₹2,40,633.91 for ${large.name}, proposed by ${OPERATOR.name} at 1 Nov 2026, 3:30 pm IST, is waiting for approval.`, { ...aarav, idempotencyKey: 'key-large-000002' }, context);
  });

  it('is recorded as paid once another operator approves it, and a retry then answers the settlement', () => {
    const { db, context, aarav, priya, approval } = waiting();
    expectRefused(db, 'approveChange', { approvalId: approval._id }, 403, 'You proposed this change, so another operator must approve it.', aarav, context);
    const approved = call(db, 'approveChange', { approvalId: approval._id, version: 0 }, priya, context);
    expect(approved.response.status, JSON.stringify(approved.response.body)).toBe(200);
    const answer = approvalDecisionResultSchema.parse(approved.response.body);
    expect(answer.message).toBe(`Settled ₹2,40,633.91 for ${large.name}, as ${OPERATOR.name} proposed.`);
    expect(answer.consultant.earnings).toBe('0');
    expect(answer.consultant).not.toHaveProperty('pendingSettlement');
    expect(approved.db.settlements).toEqual([
      expect.objectContaining({ consultantId: large._id, amount: large.earnings, bankDetails: large.bankDetails, operatorId: OPERATOR._id, approvedBy: SECOND_OPERATOR._id, idempotencyKey: KEY }),
    ]);
    expect(approved.db.activity.at(-1)).toMatchObject({
      operator: SECOND_OPERATOR.name,
      action: 'approveChange',
      changes: [
        { field: 'earnings', before: large.earnings, after: '0' },
        { field: 'pendingSettlement', before: '₹2,40,633.91', after: '' },
      ],
      detail: `Approved the settlement of ₹2,40,633.91 ${OPERATOR.name} proposed at 1 Nov 2026, 3:30 pm IST: settled`,
    });
    const retry = call(approved.db, 'settlePayment', { dataid: large.dataid }, { ...aarav, idempotencyKey: KEY }, context);
    expect(settleResultSchema.parse(retry.response.body)).toMatchObject({ replayed: true, message: `Already settled ₹2,40,633.91 for ${large.name}.` });
    expectRefused(approved.db, 'settlePayment', { dataid: large.dataid }, 409, `Already settled by ${OPERATOR.name} at 1 Nov 2026, 3:30 pm IST.`, { ...priya, idempotencyKey: 'key-large-000003' }, context);
  });

  it('keeps the earnings on rejection, says why, and a retry of the same settle is told so', () => {
    const { db, context, aarav, priya, approval } = waiting();
    const rejected = call(db, 'rejectChange', { approvalId: approval._id, reason: 'Half of it is disputed.' }, priya, context);
    expect(approvalDecisionResultSchema.parse(rejected.response.body).message).toBe(`The settlement of ₹2,40,633.91 for ${large.name} is rejected: nothing was paid.`);
    expect(consultantByDataid(rejected.db, large.dataid)).toMatchObject({ earnings: large.earnings });
    expect(consultantByDataid(rejected.db, large.dataid)).not.toHaveProperty('pendingSettlement');
    expect(rejected.db.settlements).toEqual([]);
    expect(rejected.db.activity.at(-1)).toMatchObject({ action: 'rejectChange', detail: `Rejected the settlement of ₹2,40,633.91 ${OPERATOR.name} proposed at 1 Nov 2026, 3:30 pm IST: Half of it is disputed.` });
    expectRefused(rejected.db, 'settlePayment', { dataid: large.dataid }, 409, `${SECOND_OPERATOR.name} already rejected this at 1 Nov 2026, 3:30 pm IST: Half of it is disputed. Nothing was settled.`, { ...aarav, idempotencyKey: KEY }, context);
    // A new settle (a new key) may be proposed again.
    expect(call(rejected.db, 'settlePayment', { dataid: large.dataid }, { ...aarav, idempotencyKey: 'key-large-000004' }, context).response.status).toBe(200);
  });

  it('refuses approval when the earnings changed since it was proposed (409, nothing recorded)', () => {
    const { db, context, priya, approval } = waiting();
    const grown: Database = { ...db, consultants: db.consultants.map((consultant) => (consultant._id === large._id ? { ...consultant, earnings: '250000' } : consultant)) };
    expectRefused(grown, 'approveChange', { approvalId: approval._id }, 409, `${large.name}'s earnings are now ₹2,50,000, not the ₹2,40,633.91 proposed. Nothing was settled: reject this, and settle again.`, priya, context);
  });

  it('refuses approval of one settled meanwhile: Already settled by', () => {
    const { db, context, priya, approval } = waiting();
    const settlement = { _id: 'settled-elsewhere', consultantId: large._id, dataid: large.dataid, name: large.name, amount: large.earnings!, bankDetails: large.bankDetails ?? '', operatorId: SECOND_OPERATOR._id, idempotencyKey: null, settledAt: '2026-11-01T09:00:00.000Z' };
    const settled: Database = { ...db, settlements: [settlement], consultants: db.consultants.map((consultant) => (consultant._id === large._id ? { ...consultant, earnings: '0' } : consultant)) };
    expectRefused(settled, 'approveChange', { approvalId: approval._id }, 409, `Already settled by ${SECOND_OPERATOR.name} at 1 Nov 2026, 2:30 pm IST.`, priya, context);
  });

  it('refuses approval when the bank details were changed (and approved) after it was proposed', () => {
    const { db, context, aarav, priya, approval } = waiting();
    const proposed = call(db, 'updateBankDetails', { dataid: large.dataid, bankDetails: 'Axis A/C 42' }, aarav, context);
    const changed = call(proposed.db, 'approveChange', { approvalId: proposed.db.approvals.at(-1)!._id }, priya, context);
    expect(changed.response.status, JSON.stringify(changed.response.body)).toBe(200);
    expectRefused(changed.db, 'approveChange', { approvalId: approval._id }, 409, `${SECOND_OPERATOR.name} changed ${large.name}'s bank details at 1 Nov 2026, 3:30 pm IST, after this settlement was proposed. Nothing was settled: reject it, and settle again.`, priya, context);
  });
});

describe('the threshold', () => {
  it('settles at once at the threshold or below, and waits above it, in paise', () => {
    const context = { ...makeContext(), settleApprovalAbove: Number(withEarnings.earnings) };
    const db = seedDb;
    expect(settleResultSchema.parse(call(db, 'settlePayment', { dataid: withEarnings.dataid }, {}, context).response.body).settlement).toBeDefined();
    const lower = { ...context, settleApprovalAbove: Number(withEarnings.earnings) - 0.01 };
    expect(settleResultSchema.parse(call(db, 'settlePayment', { dataid: withEarnings.dataid }, {}, lower).response.body).approval).toBeDefined();
    // 0: every settlement waits for a second operator.
    expect(call(db, 'settlePayment', { dataid: withEarnings.dataid }, {}, { ...context, settleApprovalAbove: 0 }).db.settlements).toEqual([]);
  });
});
