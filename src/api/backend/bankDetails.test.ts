/**
 * update_bank_details, run straight through `dispatch` over a fresh copy of the seed: new details
 * are proposed for approval (issue 48, approvals.test.ts follows them on), and an edit begun before
 * another operator's change is refused (issue 25: no silent overwrite).
 */
import { describe, expect, it } from 'vitest';
import { consultantResultSchema } from '../schemas';
import { active, call, consultantByDataid, expectRefused, freshDb, makeContext, NOW, seedDb, withEarnings } from './testing';

describe('update_bank_details', () => {
  it('proposes the trimmed bank details for approval (issue 48): the consultant keeps the current ones beside them', () => {
    const result = call(freshDb(), 'updateBankDetails', { dataid: active.dataid, bankDetails: '  HDFC Bank\nA/C 1234\n' });
    expect(result.response.status).toBe(200);
    const answer = consultantResultSchema.parse(result.response.body);
    expect(answer.message).toBe(`New bank details of ${active.name} are waiting for another operator's approval.`);
    expect(answer.consultant.bankDetails).toBe(active.bankDetails);
    expect(answer.consultant.pendingBankDetails).toMatchObject({ bankDetails: 'HDFC Bank\nA/C 1234', proposedAt: NOW.toISOString() });
    expect(answer.approval).toMatchObject({ kind: 'bankDetails', before: active.bankDetails ?? '', after: 'HDFC Bank\nA/C 1234', status: 'waiting' });
    expect(consultantByDataid(result.db, active.dataid)).toEqual(answer.consultant);
    expect(result.db.approvals).toEqual([answer.approval]);
  });

  it('refuses an unknown consultant and overlong details', () => {
    expectRefused(freshDb(), 'updateBankDetails', { dataid: 'nobody', bankDetails: 'x' }, 404);
    expectRefused(freshDb(), 'updateBankDetails', { dataid: active.dataid, bankDetails: 'x'.repeat(2001) }, 400, 'Bank details must be at most 2000 characters');
    expectRefused(freshDb(), 'updateBankDetails', { dataid: active.dataid }, 400);
  });

  describe('two operators editing the same details (issue 25: no silent overwrite)', () => {
    function operators() {
      const context = makeContext({ requireAuth: true });
      let db = freshDb();
      const auth = seedDb.operators.slice(0, 2).map((operator) => {
        const login = { countryCode: '+91', phoneNumber: operator.phoneNumber.replace('+91', '') };
        call(db, 'sendOtp', login, {}, context);
        const signedIn = call(db, 'verifyOtp', { ...login, otp: '123456' }, {}, context);
        db = signedIn.db;
        return { authorization: `Bearer ${(signedIn.response.body as { token: string }).token}` };
      });
      return { context, db, first: auth[0]!, second: auth[1]! };
    }

    it('the second save, begun on the version before the first, is refused with who, when and the current record; nothing changes', () => {
      const { context, db, first, second } = operators();
      const begun = consultantByDataid(db, active.dataid).version ?? 0;
      const saved = call(db, 'updateBankDetails', { dataid: active.dataid, bankDetails: 'HDFC Bank A/C 1111', version: begun }, first, context);
      expect(saved.response.status).toBe(200);
      const afterFirst = consultantResultSchema.parse(saved.response.body).consultant;
      expect(afterFirst).toMatchObject({ version: begun + 1, bankDetailsVersion: begun + 1 });

      const late = { dataid: active.dataid, bankDetails: 'SBI A/C 2222', version: begun };
      expectRefused(saved.db, 'updateBankDetails', late, 409, `${seedDb.operators[0]!.name} proposed new bank details at 1 Nov 2026, 3:30 pm IST, after you began editing.`, second, context);
      expect((call(saved.db, 'updateBankDetails', late, second, context).response.body as { current: unknown }).current).toEqual(afterFirst);

      // Apply mine on top: the same text, on the version now seen, proposed in place of the first.
      const applied = call(saved.db, 'updateBankDetails', { dataid: active.dataid, bankDetails: 'SBI A/C 2222', version: afterFirst.version }, second, context);
      const answer = consultantResultSchema.parse(applied.response.body);
      expect(answer.consultant).toMatchObject({ bankDetails: active.bankDetails, pendingBankDetails: { bankDetails: 'SBI A/C 2222', proposedByName: seedDb.operators[1]!.name }, version: begun + 2 });
      expect(applied.db.approvals.map((approval) => approval.status)).toEqual(['replaced', 'waiting']);
      const logged = applied.db.activity.at(-1)!;
      expect(logged).toMatchObject({
        operator: seedDb.operators[1]!.name,
        action: 'updateBankDetails',
        changes: [{ field: 'pendingBankDetails', before: 'HDFC Bank A/C 1111', after: 'SBI A/C 2222' }],
        detail: `Waiting for approval, in place of the change ${seedDb.operators[0]!.name} proposed at 1 Nov 2026, 3:30 pm IST`,
      });

      // Approved by the first, the details are applied; an edit begun before that is told who changed them.
      const approved = call(applied.db, 'approveChange', { approvalId: answer.approval!._id }, first, context);
      expect(approved.response.status).toBe(200);
      expectRefused(approved.db, 'updateBankDetails', { ...late, bankDetails: 'PNB A/C 3333', version: afterFirst.version }, 409, `${seedDb.operators[0]!.name} changed these bank details at 1 Nov 2026, 3:30 pm IST, after you began editing.`, second, context);
    });

    it('a settlement or a verification meanwhile is no conflict for the bank details; without a version SPEC.md saves as asked', () => {
      const { context, db, first, second } = operators();
      const begun = consultantByDataid(db, withEarnings.dataid).version ?? 0;
      const settled = call(db, 'settlePayment', { dataid: withEarnings.dataid }, { ...first, idempotencyKey: 'key-bank-0001' }, context);
      expect(consultantByDataid(settled.db, withEarnings.dataid).version).toBe(begun + 1);
      const saved = call(settled.db, 'updateBankDetails', { dataid: withEarnings.dataid, bankDetails: 'Axis A/C 3333', version: begun }, second, context);
      expect(saved.response.status).toBe(200);
      const plain = call(saved.db, 'updateBankDetails', { dataid: withEarnings.dataid, bankDetails: 'Axis A/C 4444' }, first, context);
      expect(consultantByDataid(plain.db, withEarnings.dataid).pendingBankDetails?.bankDetails).toBe('Axis A/C 4444');
      // The same text again (what already waits) changes nothing and logs nothing.
      const same = call(plain.db, 'updateBankDetails', { dataid: withEarnings.dataid, bankDetails: ' Axis A/C 4444 ', version: 0 }, first, context);
      expect(same.response.status).toBe(200);
      expect(consultantResultSchema.parse(same.response.body).message).toBe(`These bank details of ${withEarnings.name} are already waiting for approval.`);
      expect(same.db.activity).toBe(plain.db.activity);
      // The details there now, while others wait, are no proposal: only an approver decides the waiting ones.
      expectRefused(plain.db, 'updateBankDetails', { dataid: withEarnings.dataid, bankDetails: withEarnings.bankDetails }, 409, /^These are .+'s bank details already; the new ones Aarav Mehta proposed wait for another operator to approve or reject them\.$/, first, context);
    });
  });
});
