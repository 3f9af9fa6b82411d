/**
 * The company-expense calls.
 * The method, URL and payload each call sends over the wire, and that the stand-in backend's
 * answer (from the db.json seed) parses. Shared setup: callTesting.ts.
 */
import { describe, expect, it } from 'vitest';
import { expectApiCall, forgetSent, recordRequests, seed } from './callTesting';
import { fetchCompanyExpenses, createExpenseType, addExpensePayment, toggleExpensePayment, deleteExpense, deleteExpensePayment } from './expenses';
import { ApiError } from './http';

recordRequests();

describe('SPEC.md section 7 calls: company expenses', () => {
  const expenseWithPayments = () => structuredClone(seed().companyExpenses.find((entry) => entry.payments.length > 1)!);

  it('POST /api/company-expenses {} → list', async () => {
    const answer = await fetchCompanyExpenses();
    expect((await expectApiCall('POST', '/api/company-expenses')).json).toEqual({});
    expect(answer.map((expense) => expense.expenseType)).toEqual(seed().companyExpenses.map((expense) => expense.expenseType));
  });

  it('POST /api/company-expenses2 {expenseType, total:0, isPaid:false, payments:[]}', async () => {
    const answer = await createExpenseType('Travel');
    expect((await expectApiCall('POST', '/api/company-expenses2')).json).toEqual({ expenseType: 'Travel', total: 0, isPaid: false, payments: [] });
    expect(answer.expense).toMatchObject({ expenseType: 'Travel', total: 0, isPaid: false, payments: [] });
  });

  it('PUT /api/company-expenses/{expenseType URL-encoded}/add-payment {date, amount, isPaid, paidOn}', async () => {
    const payment = { date: '2026-11-05', amount: 85000, isPaid: true, paidOn: '2026-11-06' };
    const answer = await addExpensePayment('Office Rent', payment, { idempotencyKey: 'payment-key-0001' });
    const wire = await expectApiCall('PUT', '/api/company-expenses/Office%20Rent/add-payment');
    expect(wire.json).toEqual(payment);
    // The key of this payment's attempts: a retry after a lost answer adds nothing new.
    expect(wire.headers.get('Idempotency-Key')).toBe('payment-key-0001');
    expect(answer.expense.expenseType).toBe('Office Rent');
    const { _id: newId, addedAt, ...added } = answer.expense.payments.at(-1)!;
    expect(added).toEqual({ ...payment, addedBy: null, idempotencyKey: 'payment-key-0001' });
    expect(Date.parse(addedAt ?? '')).not.toBeNaN();
    expect(newId).toBeTruthy();
  });

  it('encodes every reserved character of the expense type in the add-payment path', async () => {
    await createExpenseType('R&D / Labs?');
    forgetSent();
    const payment = { date: '2026-11-05', amount: 1200.5, isPaid: false, paidOn: null };
    const answer = await addExpensePayment('R&D / Labs?', payment);
    const wire = await expectApiCall('PUT', '/api/company-expenses/R%26D%20%2F%20Labs%3F/add-payment');
    expect(wire.json).toEqual(payment);
    expect(answer.expense).toMatchObject({ expenseType: 'R&D / Labs?', total: 1200.5, isPaid: false });
  });

  it('POST /api/company-expenses/toggle-payment {expenseId, paymentIndex}', async () => {
    const expense = expenseWithPayments();
    const before = expense.payments[1]!.isPaid;
    const answer = await toggleExpensePayment({ expenseId: expense._id, paymentIndex: 1 });
    expect((await expectApiCall('POST', '/api/company-expenses/toggle-payment')).json).toEqual({ expenseId: expense._id, paymentIndex: 1 });
    expect(answer.expense.payments[1]!.isPaid).toBe(!before);
  });

  it('POST /api/company-expenses/toggle-payment with the payment\'s id and the state wanted (issue 25)', async () => {
    const expense = expenseWithPayments();
    const payment = expense.payments[1]!;
    const answer = await toggleExpensePayment({ expenseId: expense._id, paymentIndex: 1, paymentId: payment._id }, !payment.isPaid);
    expect((await expectApiCall('POST', '/api/company-expenses/toggle-payment')).json).toEqual({ expenseId: expense._id, paymentIndex: 1, paymentId: payment._id, isPaid: !payment.isPaid });
    expect(answer.expense.payments[1]).toMatchObject({ _id: payment._id, isPaid: !payment.isPaid });
  });

  it('POST /api/company-expenses/delete-expense {expenseId} → {message}', async () => {
    const expense = expenseWithPayments();
    const answer = await deleteExpense(expense._id);
    expect((await expectApiCall('POST', '/api/company-expenses/delete-expense')).json).toEqual({ expenseId: expense._id });
    expect(Object.keys(answer)).toEqual(['message']);
    expect(answer.message).toContain(expense.expenseType);
    expect(seed().companyExpenses.some((entry) => entry._id === expense._id)).toBe(false);
  });

  it('POST /api/company-expenses/delete-payment {expenseId, paymentIndex}', async () => {
    const expense = expenseWithPayments();
    const answer = await deleteExpensePayment({ expenseId: expense._id, paymentIndex: 0 });
    expect((await expectApiCall('POST', '/api/company-expenses/delete-payment')).json).toEqual({ expenseId: expense._id, paymentIndex: 0 });
    expect(answer.expense.payments).toHaveLength(expense.payments.length - 1);
    expect(answer.expense.payments).toEqual(expense.payments.slice(1));
  });
});

describe('scenarios through the typed calls', () => {
  it("a backend validation error comes back as kind 'http' 400 with issues", async () => {
    const failure = await createExpenseType('   ').catch((reason: unknown) => reason);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ kind: 'http', status: 400, message: 'Expense type name is required' });
    expect((failure as ApiError).issues.length).toBeGreaterThan(0);
  });
});
