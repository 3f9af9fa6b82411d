/** Company expenses, run straight through `dispatch` over a fresh copy of the seed. */
import { describe, expect, it } from 'vitest';
import { companyExpenseListSchema, errorBodySchema, expenseResultSchema, messageResultSchema, EXPENSE_TYPE_REQUIRED, PAYMENT_NEEDS_DATE_AND_AMOUNT } from '../schemas';
import { type Database } from './index';
import { seedDb, freshDb, call, expectRefused } from './testing';
import { formatDay } from '../../lib/format';

describe('company expenses', () => {
  const [rent, aws, salaries, marketing] = seedDb.companyExpenses as [
    Database['companyExpenses'][number],
    Database['companyExpenses'][number],
    Database['companyExpenses'][number],
    Database['companyExpenses'][number],
  ];
  const expense = (db: Database, id: string) => db.companyExpenses.find((entry) => entry._id === id)!;

  it('api/company-expenses answers the list', () => {
    expect(companyExpenseListSchema.parse(call(freshDb(), 'companyExpenses').response.body)).toEqual(seedDb.companyExpenses);
  });

  it('api/company-expenses2 creates an empty expense type', () => {
    const result = call(freshDb(), 'createExpenseType', { expenseType: '  Travel ', total: 0, isPaid: false, payments: [] });
    expect(result.response.status).toBe(201);
    expect(expenseResultSchema.parse(result.response.body).expense).toMatchObject({ expenseType: 'Travel', total: 0, isPaid: false, payments: [] });
    expect(result.db.companyExpenses.map((entry) => entry.expenseType)).toContain('Travel');
  });

  it('api/company-expenses2 answers 409 for a duplicate name (any case) and 400 for no name', () => {
    expectRefused(freshDb(), 'createExpenseType', { expenseType: rent.expenseType.toUpperCase() }, 409, /already exists/);
    expectRefused(freshDb(), 'createExpenseType', { expenseType: '   ' }, 400, EXPENSE_TYPE_REQUIRED);
    expectRefused(freshDb(), 'createExpenseType', {}, 400, EXPENSE_TYPE_REQUIRED);
    expectRefused(freshDb(), 'createExpenseType', { expenseType: 'x'.repeat(61) }, 400, /60 characters or fewer/);
  });

  it('api/company-expenses2 names the field a duplicate is refused for, so the form can show it there', () => {
    const result = call(freshDb(), 'createExpenseType', { expenseType: ` ${rent.expenseType.toLowerCase()} ` });
    expect(result.response.status).toBe(409);
    expect(errorBodySchema.parse(result.response.body).issues).toEqual([{ path: 'expenseType', message: `An expense type named ${rent.expenseType.toLowerCase()} already exists.` }]);
  });

  it('add-payment (PUT, expense type in the path) adds the payment and recomputes total and isPaid', () => {
    const result = call(freshDb(), 'addExpensePayment', { date: '2026-11-01', amount: 1500.5, isPaid: true, paidOn: null }, { params: { expenseType: marketing.expenseType } });
    expect(result.response.status).toBe(201);
    const updated = expenseResultSchema.parse(result.response.body).expense;
    // Each payment gets an id of its own (issue 25).
    expect(updated.payments).toHaveLength(1);
    const { _id: paymentId, ...payment } = updated.payments[0]!;
    // When it was added (no session here, so by nobody known, and with no Idempotency-Key).
    expect(payment).toEqual({ date: '2026-11-01', amount: 1500.5, isPaid: true, paidOn: '2026-11-01', addedAt: '2026-11-01T10:00:00.000Z', addedBy: null, idempotencyKey: null });
    expect(paymentId).toMatch(/^test\d+$/);
    expect(updated.total).toBe(1500.5);
    expect(updated.isPaid).toBe(true);
    expect(expense(result.db, marketing._id)).toEqual(updated);

    // An unpaid payment makes the type unpaid again.
    const rentResult = call(freshDb(), 'addExpensePayment', { date: '2026-11-05', amount: 85000, isPaid: false }, { params: { expenseType: rent.expenseType } });
    const rentAfter = expenseResultSchema.parse(rentResult.response.body).expense;
    expect(rentAfter.total).toBe(rent.total + 85000);
    expect(rentAfter.isPaid).toBe(false);
    expect(rentAfter.payments.at(-1)!.paidOn).toBeNull();
  });

  it('add-payment refuses a missing amount, a bad amount and an unknown type', () => {
    const params = { params: { expenseType: aws.expenseType } };
    expectRefused(freshDb(), 'addExpensePayment', { date: '2026-11-01', isPaid: false }, 400, PAYMENT_NEEDS_DATE_AND_AMOUNT, params);
    expectRefused(freshDb(), 'addExpensePayment', { amount: 500, isPaid: false }, 400, PAYMENT_NEEDS_DATE_AND_AMOUNT, params);
    expectRefused(freshDb(), 'addExpensePayment', { date: '', amount: 500 }, 400, PAYMENT_NEEDS_DATE_AND_AMOUNT, params);
    expectRefused(freshDb(), 'addExpensePayment', { date: 'soon', amount: 500 }, 400, 'The payment date is not a valid date', params);
    expectRefused(freshDb(), 'addExpensePayment', { date: '2026-11-01', amount: 0 }, 400, 'The amount must be greater than zero', params);
    expectRefused(freshDb(), 'addExpensePayment', { amount: 10 }, 400, undefined, params);
    expectRefused(freshDb(), 'addExpensePayment', { date: '2026-11-01', amount: -5 }, 400, 'The amount must be greater than zero', params);
    expectRefused(freshDb(), 'addExpensePayment', { date: '2026-11-01', amount: 10.005 }, 400, /at most two decimal places/, params);
    expectRefused(freshDb(), 'addExpensePayment', { date: '2026-11-01', amount: '500' }, 400, PAYMENT_NEEDS_DATE_AND_AMOUNT, params);
    expectRefused(freshDb(), 'addExpensePayment', { date: '2026-11-01', amount: 10, isPaid: true, paidOn: 'yesterday' }, 400, /paid-on date is not a valid date/, params);
    expectRefused(freshDb(), 'addExpensePayment', { date: '2026-11-01', amount: 10 }, 404, /No expense type is named Travel/, { params: { expenseType: 'Travel' } });
  });

  it('add-payment takes amounts in paise exactly (0.29 is two decimals) and a name with a slash in the path', () => {
    const result = call(freshDb(), 'addExpensePayment', { date: '2026-11-02', amount: 0.29 }, { params: { expenseType: aws.expenseType } });
    expect(result.response.status).toBe(201);
    expect(expenseResultSchema.parse(result.response.body).message).toBe(`Payment added to ${aws.expenseType}.`);
    const created = call(freshDb(), 'createExpenseType', { expenseType: 'Tea / Snacks' });
    const added = call(created.db, 'addExpensePayment', { date: '2026-11-02', amount: 120 }, { params: { expenseType: 'Tea / Snacks' } });
    expect(expenseResultSchema.parse(added.response.body).expense.total).toBe(120);
  });

  it('toggle-payment sets paidOn to today when paid and clears it when unpaid', () => {
    const unpaidIndex = aws.payments.findIndex((payment) => !payment.isPaid);
    const paid = call(freshDb(), 'togglePayment', { expenseId: aws._id, paymentIndex: unpaidIndex });
    expect(paid.response.status).toBe(200);
    expect(expense(paid.db, aws._id).payments[unpaidIndex]).toMatchObject({ isPaid: true, paidOn: '2026-11-01' });

    const unpaid = call(paid.db, 'togglePayment', { expenseId: aws._id, paymentIndex: unpaidIndex });
    expect(expense(unpaid.db, aws._id).payments[unpaidIndex]).toMatchObject({ isPaid: false, paidOn: null });
  });

  it('toggle-payment with the state wanted sets it: a repeated or crossed "mark paid" cannot undo a colleague’s', () => {
    const unpaidIndex = aws.payments.findIndex((payment) => !payment.isPaid);
    const body = { expenseId: aws._id, paymentIndex: unpaidIndex, isPaid: true };
    const first = call(freshDb(), 'togglePayment', body);
    expect(expense(first.db, aws._id).payments[unpaidIndex]).toMatchObject({ isPaid: true, paidOn: '2026-11-01' });
    // A second operator's 'mark paid' on the list they had open: it stays paid, nothing is written.
    const second = call(first.db, 'togglePayment', body);
    expect(second.response.status).toBe(200);
    expect(second.changed).toBe(false);
    expect(expenseResultSchema.parse(second.response.body).message).toBe(`Payment of ${aws.expenseType} marked as paid.`);
    expect(expense(second.db, aws._id).payments[unpaidIndex]).toMatchObject({ isPaid: true, paidOn: '2026-11-01' });
    const unpaid = call(second.db, 'togglePayment', { ...body, isPaid: false });
    expect(expense(unpaid.db, aws._id).payments[unpaidIndex]).toMatchObject({ isPaid: false, paidOn: null });
    expectRefused(freshDb(), 'togglePayment', { ...body, isPaid: 'yes' }, 400);
  });

  it('toggle-payment recomputes isPaid when the last unpaid payment is paid', () => {
    const unpaidIndex = salaries.payments.findIndex((payment) => !payment.isPaid);
    const result = call(freshDb(), 'togglePayment', { expenseId: salaries._id, paymentIndex: unpaidIndex });
    expect(expenseResultSchema.parse(result.response.body).expense.isPaid).toBe(true);
  });

  it('toggle-payment answers 404 for an unknown expense or payment', () => {
    expectRefused(freshDb(), 'togglePayment', { expenseId: 'nope', paymentIndex: 0 }, 404);
    expectRefused(freshDb(), 'togglePayment', { expenseId: aws._id, paymentIndex: aws.payments.length }, 404);
    expectRefused(freshDb(), 'togglePayment', { expenseId: aws._id, paymentIndex: -1 }, 400, 'paymentIndex cannot be negative');
  });

  it('delete-expense removes the type and answers { message }', () => {
    const result = call(freshDb(), 'deleteExpense', { expenseId: rent._id });
    expect(messageResultSchema.parse(result.response.body).message).toBe(`Expense type ${rent.expenseType} deleted.`);
    expect(result.db.companyExpenses.map((entry) => entry._id)).not.toContain(rent._id);
    expectRefused(freshDb(), 'deleteExpense', { expenseId: 'nope' }, 404);
  });

  it('delete-payment removes one payment and recomputes the total', () => {
    const result = call(freshDb(), 'deletePayment', { expenseId: aws._id, paymentIndex: 0 });
    const updated = expenseResultSchema.parse(result.response.body).expense;
    expect(updated.payments).toEqual(aws.payments.slice(1));
    expect(updated.total).toBe(aws.total - aws.payments[0]!.amount);
  });

  it('delete-payment answers 404 for an index out of range', () => {
    expectRefused(freshDb(), 'deletePayment', { expenseId: aws._id, paymentIndex: aws.payments.length }, 404, /has no payment number/);
    expectRefused(freshDb(), 'deletePayment', { expenseId: marketing._id, paymentIndex: 0 }, 404);
  });

  it('payments have ids (the seed\'s from their place when read); a click or delete by id acts on that payment, wherever it now is', () => {
    expect(aws.payments.map((payment) => payment._id)).toEqual(aws.payments.map((_, index) => `${aws._id}-${index + 1}`));
    const second = aws.payments[1]!;
    // A colleague deletes the first payment: the second moves to index 0.
    const deleted = call(freshDb(), 'deletePayment', { expenseId: aws._id, paymentIndex: 0, paymentId: aws.payments[0]!._id });
    expect(expense(deleted.db, aws._id).payments[0]!._id).toBe(second._id);
    // This operator's list still has it at index 1, and marks it paid by id: the right one changes.
    const marked = call(deleted.db, 'togglePayment', { expenseId: aws._id, paymentIndex: 1, paymentId: second._id, isPaid: !second.isPaid });
    expect(marked.response.status).toBe(200);
    expect(expense(marked.db, aws._id).payments[0]).toMatchObject({ _id: second._id, isPaid: !second.isPaid });
    expect(expense(marked.db, aws._id).payments[1]).toEqual(expense(deleted.db, aws._id).payments[1]);
    // A delete of the payment already gone removes nothing else.
    expectRefused(deleted.db, 'deletePayment', { expenseId: aws._id, paymentIndex: 0, paymentId: aws.payments[0]!._id }, 404, `That payment of ${aws.expenseType} is no longer there: someone deleted it.`);
  });

  it("a type changed since the operator looked is not deleted: 409 naming who and when, with the type as it is; deleting again on what is seen goes through", () => {
    const added = call(freshDb(), 'addExpensePayment', { date: '2026-11-03', amount: 250 }, { params: { expenseType: aws.expenseType } });
    const now = expense(added.db, aws._id);
    expect(now.version).toBe((aws.version ?? 0) + 1);
    const body = { expenseId: aws._id, version: aws.version ?? 0 };
    expectRefused(added.db, 'deleteExpense', body, 409, `Unknown operator changed ${aws.expenseType} at 1 Nov 2026, 3:30 pm IST; it now has ${now.payments.length} payments. Nothing was deleted: look again, then delete or cancel.`);
    expect((call(added.db, 'deleteExpense', body).response.body as { current: unknown }).current).toEqual(now);
    const deleted = call(added.db, 'deleteExpense', { expenseId: aws._id, version: now.version });
    expect(deleted.response.status).toBe(200);
    expect(deleted.db.companyExpenses.some((entry) => entry._id === aws._id)).toBe(false);
    // Without a version, SPEC.md's delete stands.
    expect(call(added.db, 'deleteExpense', { expenseId: aws._id }).response.status).toBe(200);
  });

  it('a payment marked paid since the operator looked is not deleted: 409 naming who, when and how it stands; confirmed as it now is, it goes', () => {
    const unpaidAt = aws.payments.findIndex((payment) => !payment.isPaid);
    const unpaid = aws.payments[unpaidAt]!;
    const marked = call(freshDb(), 'togglePayment', { expenseId: aws._id, paymentIndex: unpaidAt, paymentId: unpaid._id, isPaid: true });
    const body = { expenseId: aws._id, paymentIndex: unpaidAt, paymentId: unpaid._id, isPaid: false };
    expectRefused(
      marked.db,
      'deletePayment',
      body,
      409,
      `Unknown operator changed ${aws.expenseType} at 1 Nov 2026, 3:30 pm IST: the payment of ₹${unpaid.amount.toLocaleString('en-IN')} dated ${formatDay(unpaid.date, { withYear: true })} is now paid (on 1 Nov 2026). Nothing was deleted: look again, then delete or cancel.`,
    );
    expect(expense(marked.db, aws._id).payments).toHaveLength(aws.payments.length);
    // Seen as it is now (paid), or without the state (SPEC.md's body), it is deleted.
    expect(call(marked.db, 'deletePayment', { ...body, isPaid: true }).response.status).toBe(200);
    expect(call(marked.db, 'deletePayment', { expenseId: aws._id, paymentIndex: unpaidAt }).response.status).toBe(200);
    // Unchanged since, it goes at once; a state that is not true or false is refused with a reason.
    expect(call(freshDb(), 'deletePayment', body).response.status).toBe(200);
    expectRefused(freshDb(), 'deletePayment', { ...body, isPaid: 'no' }, 400);
  });
});
