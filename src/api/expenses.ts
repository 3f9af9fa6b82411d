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

/** PUT /api/company-expenses/{expenseType}/add-payment. */
export function addExpensePayment(expenseType: string, payment: AddPaymentBody, { signal }: Signal = {}) {
  return request(apiPaths.addExpensePayment(expenseType), { method: 'PUT', body: payment, schema: expenseResultSchema, signal });
}

/** POST /api/company-expenses/toggle-payment. */
export function toggleExpensePayment(expenseId: string, paymentIndex: number, isPaid?: boolean, { signal }: Signal = {}) {
  return request(apiPaths.togglePayment, { body: { expenseId, paymentIndex, ...(isPaid === undefined ? {} : { isPaid }) }, schema: expenseResultSchema, signal });
}

/** POST /api/company-expenses/delete-expense: { message }. */
export function deleteExpense(expenseId: string, { signal }: Signal = {}) {
  return request(apiPaths.deleteExpense, { body: { expenseId }, schema: messageResultSchema, signal });
}

/** POST /api/company-expenses/delete-payment. */
export function deleteExpensePayment(expenseId: string, paymentIndex: number, { signal }: Signal = {}) {
  return request(apiPaths.deletePayment, { body: { expenseId, paymentIndex }, schema: expenseResultSchema, signal });
}
