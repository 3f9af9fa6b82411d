/** The activity log: one record per change, written by dispatch, never edited (issue 25). */
import { describe, expect, it } from 'vitest';
import { activityListSchema, type ActivityRecord } from '../schemas';
import { call, NOW, OPERATOR, SECOND_OPERATOR, signIn, withEarnings } from './testing';
import type { Database } from './db';

/** A session of the first operator, and the data holding it. */
const signedIn = () => signIn(OPERATOR);

const lastRecord = (db: Database): ActivityRecord => db.activity.at(-1)!;

describe('the activity log', () => {
  it('records a sign-in: who and when', () => {
    const { db } = signedIn();
    expect(db.activity).toEqual([
      expect.objectContaining({ at: NOW.toISOString(), operatorId: OPERATOR._id, operator: OPERATOR.name, action: 'verifyOtp', target: { kind: 'operator', id: OPERATOR._id, name: OPERATOR.name } }),
    ]);
  });

  it('records a settlement: the consultant, earnings before → after, and the amount', () => {
    const { db, context, auth } = signedIn();
    const result = call(db, 'settlePayment', { dataid: withEarnings.dataid }, auth, context);
    expect(lastRecord(result.db)).toMatchObject({
      operator: OPERATOR.name,
      action: 'settlePayment',
      target: { kind: 'consultant', id: withEarnings._id, name: withEarnings.name },
      changes: [{ field: 'earnings', before: withEarnings.earnings, after: '0' }],
    });
    expect(lastRecord(result.db).detail).toMatch(/^₹[\d,.]+ settled$/);
  });

  it('records bank details proposed, in words: the details waiting, not yet applied (issue 48; approvals.test.ts follows them on)', () => {
    const { db, context, auth } = signedIn();
    const result = call(db, 'updateBankDetails', { dataid: withEarnings.dataid, bankDetails: 'Axis Bank A/C 55501234' }, auth, context);
    expect(lastRecord(result.db)).toMatchObject({
      action: 'updateBankDetails',
      target: { kind: 'consultant', name: withEarnings.name },
      changes: [{ field: 'pendingBankDetails', before: '', after: 'Axis Bank A/C 55501234' }],
      detail: 'Waiting for approval',
    });
  });

  it('records a notification with its recipient count, and additions and deletions by name', () => {
    const { db, context, auth } = signedIn();
    const phones = db.consultants.slice(0, 3).map((consultant) => consultant.phoneNumber);
    const sent = call(db, 'sendNotification', { title: 'Diwali offer', body: 'Half price calls tonight.', image: '', userIds: phones, tokens: phones.map(() => 'default_token') }, auth, context);
    expect(sent.response.status, JSON.stringify(sent.response.body)).toBe(200);
    expect(lastRecord(sent.db)).toMatchObject({ action: 'sendNotification', target: { kind: 'notification', name: 'Diwali offer' }, detail: '3 recipients' });
    const created = call(sent.db, 'createExpenseType', { expenseType: 'Travel', total: 0, isPaid: false, payments: [] }, auth, context);
    expect(lastRecord(created.db)).toMatchObject({ action: 'createExpenseType', target: { kind: 'expense type', name: 'Travel' } });
    const travel = created.db.companyExpenses.find((expense) => expense.expenseType === 'Travel')!;
    const deleted = call(created.db, 'deleteExpense', { expenseId: travel._id }, auth, context);
    expect(deleted.response.status, JSON.stringify(deleted.response.body)).toBe(200);
    expect(lastRecord(deleted.db)).toMatchObject({ action: 'deleteExpense', target: { kind: 'expense type', name: 'Travel' }, detail: 'deleted' });
  });

  it('records a logout as the operator who left', () => {
    const { db, context, auth } = signedIn();
    const result = call(db, 'logout', {}, auth, context);
    expect(lastRecord(result.db)).toMatchObject({ action: 'logout', operator: OPERATOR.name });
  });

  it('records nothing for a call that changed nothing or failed, and never copies tokens', () => {
    const { db, context, auth } = signedIn();
    const refused = call(db, 'settlePayment', { dataid: 'CRNOSUCHONE0' }, auth, context);
    expect(refused.db.activity).toHaveLength(1);
    expect(call(db, 'earningsDashboard', {}, auth, context).db.activity).toHaveLength(1);
    expect(JSON.stringify(db.activity)).not.toMatch(/tokenHash|firebasetoken/);
  });

  it('only ever grows: each call appends one record and leaves the earlier ones as they were', () => {
    const { db, context, auth } = signedIn();
    const first = call(db, 'settlePayment', { dataid: withEarnings.dataid }, auth, context);
    const second = call(first.db, 'updateBankDetails', { dataid: withEarnings.dataid, bankDetails: 'HDFC A/C 1' }, auth, context);
    expect(second.db.activity.slice(0, first.db.activity.length)).toEqual(first.db.activity);
    expect(second.db.activity[0]).toBe(first.db.activity[0]);
    expect(second.db.activity).toHaveLength(3);
  });

  it('is read through its own call, as records the schema accepts', () => {
    const { db, context, auth } = signedIn();
    const settled = call(db, 'settlePayment', { dataid: withEarnings.dataid }, auth, context);
    const read = call(settled.db, 'activity', {}, auth, context);
    expect(read.response.status).toBe(200);
    expect(activityListSchema.parse(read.response.body).map((record) => record.action)).toEqual(['verifyOtp', 'settlePayment']);
    expect(read.changed).toBe(false);
  });

  it("answers one operator's last changes to records, newest first, without their signing in and out or anyone else's", () => {
    const first = signedIn();
    const settled = call(first.db, 'settlePayment', { dataid: withEarnings.dataid }, first.auth, first.context);
    const second = signIn(SECOND_OPERATOR, { db: settled.db, context: first.context });
    const colleague = call(second.db, 'updateBankDetails', { dataid: withEarnings.dataid, bankDetails: 'HDFC A/C 1' }, second.auth, second.context);
    const edited = call(colleague.db, 'updateBankDetails', { dataid: withEarnings.dataid, bankDetails: 'Axis A/C 2' }, first.auth, first.context);
    const loggedOut = call(edited.db, 'logout', {}, first.auth, first.context);
    const recent = (operatorId: string, limit: number) => {
      const read = call(loggedOut.db, 'recentActions', { operatorId, limit }, second.auth, second.context);
      expect(read.response.status).toBe(200);
      expect(read.changed).toBe(false);
      return activityListSchema.parse(read.response.body).map((record) => `${record.operator}: ${record.action}`);
    };
    expect(recent(OPERATOR._id, 5)).toEqual([`${OPERATOR.name}: updateBankDetails`, `${OPERATOR.name}: settlePayment`]);
    expect(recent(OPERATOR._id, 1)).toEqual([`${OPERATOR.name}: updateBankDetails`]);
    expect(recent(SECOND_OPERATOR._id, 5)).toEqual([`${SECOND_OPERATOR.name}: updateBankDetails`]);
    expect(recent('nobody', 5)).toEqual([]);
  });

  it('answers 400 for a limit out of bounds or a missing operator, and 401 without a session', () => {
    const { db, context, auth } = signedIn();
    for (const body of [{ operatorId: OPERATOR._id, limit: 0 }, { operatorId: OPERATOR._id, limit: 51 }, { operatorId: OPERATOR._id, limit: 1.5 }, { limit: 5 }]) {
      expect(call(db, 'recentActions', body, auth, context).response.status).toBe(400);
    }
    expect(call(db, 'recentActions', { operatorId: OPERATOR._id, limit: 5 }, {}, context).response.status).toBe(401);
  });
});
