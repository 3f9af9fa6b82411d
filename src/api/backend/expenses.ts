import {
  addPaymentBodySchema,
  createExpenseTypeBodySchema,
  expenseIdBodySchema,
  paymentRefBodySchema,
  type CompanyExpense,
  type ExpensePayment,
} from '../schemas';
import { apiPaths } from '../paths';
import { type BackendRoute, HttpError, notFound, ok, parseBody, readRoute } from './core';
import type { Database } from './db';

function findExpense(db: Database, expenseId: string): CompanyExpense {
  return db.companyExpenses.find((expense) => expense._id === expenseId) ?? notFound(`No expense type has the id ${expenseId}.`);
}

function findPayment(expense: CompanyExpense, index: number): ExpensePayment {
  return expense.payments[index] ?? notFound(`${expense.expenseType} has no payment number ${index + 1}.`);
}

/** total and isPaid always follow from the payments. */
function recompute(expense: CompanyExpense): CompanyExpense {
  expense.total = Math.round(expense.payments.reduce((sum, payment) => sum + payment.amount, 0) * 100) / 100;
  expense.isPaid = expense.payments.length > 0 && expense.payments.every((payment) => payment.isPaid);
  return expense;
}

const today = (now: Date) => now.toISOString().slice(0, 10);

export const expenseRoutes: BackendRoute[] = [
  readRoute('companyExpenses', apiPaths.companyExpenses, (db) => db.companyExpenses),
  {
    method: 'POST',
    name: 'createExpenseType',
    path: apiPaths.createExpenseType,
    auth: true,
    mutates: true,
    handle(db, request, context) {
      const { expenseType } = parseBody(createExpenseTypeBodySchema, request.body);
      const name = expenseType.trim();
      if (db.companyExpenses.some((expense) => expense.expenseType.toLowerCase() === name.toLowerCase())) {
        throw new HttpError(409, `An expense type named ${name} already exists.`);
      }
      const expense: CompanyExpense = { _id: context.newId(), expenseType: name, total: 0, isPaid: false, payments: [] };
      db.companyExpenses.push(expense);
      return ok({ message: `Expense type ${name} added.`, expense }, 201);
    },
  },
  {
    method: 'PUT',
    name: 'addExpensePayment',
    path: '/api/company-expenses/:expenseType/add-payment',
    auth: true,
    mutates: true,
    handle(db, request, context) {
      const payment = parseBody(addPaymentBodySchema, request.body);
      const expenseType = request.params.expenseType ?? '';
      const expense = db.companyExpenses.find((entry) => entry.expenseType === expenseType) ?? notFound(`No expense type is named ${expenseType}.`);
      expense.payments.push({ ...payment, paidOn: payment.isPaid ? (payment.paidOn ?? today(context.now())) : null });
      return ok({ message: 'Payment added.', expense: recompute(expense) }, 201);
    },
  },
  {
    method: 'POST',
    name: 'togglePayment',
    path: apiPaths.togglePayment,
    auth: true,
    mutates: true,
    handle(db, request, context) {
      const { expenseId, paymentIndex } = parseBody(paymentRefBodySchema, request.body);
      const expense = findExpense(db, expenseId);
      const payment = findPayment(expense, paymentIndex);
      payment.isPaid = !payment.isPaid;
      payment.paidOn = payment.isPaid ? today(context.now()) : null;
      return ok({ message: payment.isPaid ? 'Payment marked as paid.' : 'Payment marked as not paid.', expense: recompute(expense) });
    },
  },
  {
    method: 'POST',
    name: 'deleteExpense',
    path: apiPaths.deleteExpense,
    auth: true,
    mutates: true,
    handle(db, request) {
      const { expenseId } = parseBody(expenseIdBodySchema, request.body);
      const expense = findExpense(db, expenseId);
      db.companyExpenses = db.companyExpenses.filter((entry) => entry !== expense);
      return ok({ message: `Expense type ${expense.expenseType} deleted.` });
    },
  },
  {
    method: 'POST',
    name: 'deletePayment',
    path: apiPaths.deletePayment,
    auth: true,
    mutates: true,
    handle(db, request) {
      const { expenseId, paymentIndex } = parseBody(paymentRefBodySchema, request.body);
      const expense = findExpense(db, expenseId);
      findPayment(expense, paymentIndex);
      expense.payments.splice(paymentIndex, 1);
      return ok({ message: 'Payment deleted.', expense: recompute(expense) });
    },
  },
];
