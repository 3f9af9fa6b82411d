/**
 * Adding a payment is a money action: a retry whose answer was lost adds nothing new (its
 * Idempotency-Key), and the same payment added to the same type within minutes is refused
 * with who added it and when, unless added again knowingly.
 */
import { describe, expect, it } from 'vitest';
import { errorBodySchema, expenseResultSchema } from '../schemas';
import { REPEAT_WINDOW_MINUTES } from './repeats';
import { call, expectRefused, OPERATOR, SECOND_OPERATOR, seedDb, signIn } from './testing';

const [rent, other] = seedDb.companyExpenses;
const payment = { date: '2026-10-25', amount: 85000, isPaid: false, paidOn: null };
const to = (expense: typeof rent) => ({ params: { expenseType: expense!.expenseType } });

function twoOperators() {
  const first = signIn(OPERATOR);
  const second = signIn(SECOND_OPERATOR, { db: first.db, context: first.context });
  return { db: second.db, context: first.context, aarav: first.auth, priya: second.auth };
}

const paymentsOf = (db: typeof seedDb, expense: typeof rent) => db.companyExpenses.find((entry) => entry._id === expense!._id)!.payments;

describe('add-payment, never twice by accident', () => {
  it('a retry with the same key answers the payment it added and adds nothing; a key used for another type is refused', () => {
    const { db, context, aarav } = twoOperators();
    const key = { ...aarav, idempotencyKey: 'payment-key-0001' };
    const first = call(db, 'addExpensePayment', payment, { ...to(rent), ...key }, context);
    expect(first.response.status).toBe(201);
    const added = paymentsOf(first.db, rent).at(-1)!;
    expect(added).toMatchObject({ ...payment, addedBy: OPERATOR._id, addedAt: context.now().toISOString(), idempotencyKey: 'payment-key-0001' });

    const retry = call(first.db, 'addExpensePayment', payment, { ...to(rent), ...key }, context);
    expect(retry.response.status).toBe(200);
    expect(expenseResultSchema.parse(retry.response.body).message).toBe(`That payment was already added to ${rent!.expenseType}.`);
    expect(retry.changed).toBe(false);
    expect(paymentsOf(retry.db, rent)).toHaveLength(paymentsOf(first.db, rent).length);

    expectRefused(first.db, 'addExpensePayment', payment, 409, `This payment key was already used for ${rent!.expenseType}. Add the payment again.`, { ...to(other), ...key }, context);
    expectRefused(first.db, 'addExpensePayment', payment, 400, /Idempotency-Key/, { ...to(rent), ...aarav, idempotencyKey: 'short' }, context);
  });

  it("refuses another operator's same date and amount on the same type within 10 minutes, saying who and when", () => {
    const { db, context, aarav, priya } = twoOperators();
    const first = call(db, 'addExpensePayment', payment, { ...to(rent), ...aarav, idempotencyKey: 'payment-key-aarav' }, context);
    context.advance(2 * 60_000);
    const again = call(first.db, 'addExpensePayment', { ...payment, isPaid: true }, { ...to(rent), ...priya, idempotencyKey: 'payment-key-priya' }, context);
    expect(again.response.status).toBe(409);
    expect(again.response.body).toMatchObject({ reason: 'addedMeanwhile' });
    expect(errorBodySchema.parse(again.response.body).message).toBe(
      `${OPERATOR.name} added ₹85,000 dated 25 Oct 2026 to ${rent!.expenseType} at 1 Nov 2026, 3:30 pm IST. Add it again only if it is another payment.`,
    );
    expect(again.changed).toBe(false);
    // The same operator is told it was them.
    const own = call(first.db, 'addExpensePayment', payment, { ...to(rent), ...aarav, idempotencyKey: 'payment-key-aarav2' }, context);
    expect(errorBodySchema.parse(own.response.body).message).toMatch(/^You added ₹85,000 dated 25 Oct 2026 /);
  });

  it('adds it when added again knowingly, with another date or amount, to another type, or after the window', () => {
    const { db, context, aarav, priya } = twoOperators();
    let data = call(db, 'addExpensePayment', payment, { ...to(rent), ...aarav }, context).db;
    const add = (body: object, expense = rent) => {
      const result = call(data, 'addExpensePayment', { ...payment, ...body }, { ...to(expense), ...priya }, context);
      data = result.db;
      return result.response.status;
    };
    expect(add({ addAgain: true })).toBe(201);
    expect(add({ date: '2026-10-26' })).toBe(201);
    expect(add({ amount: 85000.5 })).toBe(201);
    expect(add({}, other)).toBe(201);
    context.advance(REPEAT_WINDOW_MINUTES * 60_000 + 1);
    expect(add({})).toBe(201);
    expect(paymentsOf(data, rent).length - paymentsOf(seedDb, rent).length).toBe(5);
    expectRefused(data, 'addExpensePayment', { ...payment, addAgain: 'yes' }, 400, /addAgain|expected boolean/i, { ...to(rent), ...priya }, context);
  });

  it("a seed payment without addedAt never counts as a repeat", () => {
    const { db, context, aarav } = twoOperators();
    const existing = paymentsOf(db, rent)[0]!;
    const result = call(db, 'addExpensePayment', { date: existing.date, amount: existing.amount, isPaid: false, paidOn: null }, { ...to(rent), ...aarav }, context);
    expect(result.response.status).toBe(201);
  });
});
