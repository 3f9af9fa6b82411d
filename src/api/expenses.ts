import { request } from './client';
import { apiPaths } from './paths';
import {
  companyExpenseListSchema,
  expenseResultSchema,
  messageResultSchema,
  type AddPaymentBody,
} from './schemas';

type Signal = { signal?: AbortSignal };

/** POST /api/company-expenses. */
export function fetchCompanyExpenses({ signal }: Signal = {}) {
  return request(apiPaths.companyExpenses, { body: {}, schema: companyExpenseListSchema, signal });
}

/** POST /api/company-expenses2: { expenseType, total: 0, isPaid: false, payments: [] }. */
export function createExpenseType(expenseType: string, { signal }: Signal = {}) {
  return request(apiPaths.createExpenseType, {
    body: { expenseType, total: 0, isPaid: false, payments: [] },
    schema: expenseResultSchema,
    signal,
  });
}

/**
 * PUT /api/company-expenses/{expenseType}/add-payment, with an Idempotency-Key kept across the
 * retries of one payment: a retry whose first answer was lost adds nothing new.
 */
export function addExpensePayment(expenseType: string, payment: AddPaymentBody, { idempotencyKey, signal }: Signal & { idempotencyKey?: string } = {}) {
  const headers = idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : undefined;
  return request(apiPaths.addExpensePayment(expenseType), { method: 'PUT', body: payment, schema: expenseResultSchema, signal, headers });
}

/** Which payment a call is about: SPEC.md's place in the list, and its id when it has one (which then decides). */
export interface PaymentRef {
  expenseId: string;
  paymentIndex: number;
  paymentId?: string | undefined;
}

const refBody = ({ expenseId, paymentIndex, paymentId }: PaymentRef) => ({ expenseId, paymentIndex, ...(paymentId === undefined ? {} : { paymentId }) });

/** POST /api/company-expenses/toggle-payment; with `isPaid`, the state wanted rather than a flip. */
export function toggleExpensePayment(ref: PaymentRef, isPaid?: boolean, { signal }: Signal = {}) {
  return request(apiPaths.togglePayment, { body: { ...refBody(ref), ...(isPaid === undefined ? {} : { isPaid }) }, schema: expenseResultSchema, signal });
}

/** POST /api/company-expenses/delete-expense: { message }. */
export function deleteExpense(expenseId: string, version?: number, { signal }: Signal = {}) {
  // The version the operator saw, when known: a type changed since is not deleted (409).
  return request(apiPaths.deleteExpense, { body: version === undefined ? { expenseId } : { expenseId, version }, schema: messageResultSchema, signal });
}

/** POST /api/company-expenses/delete-payment; with `isPaid`, the state the operator saw: a payment marked otherwise since is not deleted (409). */
export function deleteExpensePayment(ref: PaymentRef, isPaid?: boolean, { signal }: Signal = {}) {
  return request(apiPaths.deletePayment, { body: { ...refBody(ref), ...(isPaid === undefined ? {} : { isPaid }) }, schema: expenseResultSchema, signal });
}
