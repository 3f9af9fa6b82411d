import {
  addPaymentBodySchema,
  createExpenseTypeBodySchema,
  expenseIdBodySchema,
  paymentRefBodySchema,
  togglePaymentBodySchema,
  type CompanyExpense,
  type ExpensePayment,
} from '../schemas';
import { apiPaths } from '../paths';
import { type BackendRoute, HttpError, notFound, ok, parseBody, readRoute, replaceAt, replaceById } from './core';
import type { Frozen, WorkingDatabase } from './db';
import { indianTime } from '../../lib/indianTime';

type Expense = Frozen<CompanyExpense>;

function findExpense(db: WorkingDatabase, expenseId: string): Expense {
  return db.companyExpenses.find((expense) => expense._id === expenseId) ?? notFound(`No expense type has the id ${expenseId}.`);
}

/** The payment a call names: by its id when it sends one, else by SPEC.md's index. */
function findPayment(expense: Expense, index: number, paymentId: string | undefined): { payment: Frozen<ExpensePayment>; index: number } {
  if (paymentId !== undefined) {
    const found = expense.payments.findIndex((payment) => payment._id === paymentId);
    if (found < 0) notFound(`That payment of ${expense.expenseType} is no longer there: someone deleted it.`);
    return { payment: expense.payments[found]!, index: found };
  }
  return { payment: expense.payments[index] ?? notFound(`${expense.expenseType} has no payment number ${index + 1}.`), index };
}

/** The expense with new payments; total and isPaid always follow from them. */
function withPayments(expense: Expense, payments: readonly Frozen<ExpensePayment>[]): Expense {
  return {
    ...expense,
    payments,
    total: Math.round(payments.reduce((sum, payment) => sum + payment.amount, 0) * 100) / 100,
    isPaid: payments.length > 0 && payments.every((payment) => payment.isPaid),
  };
}

/** Stores the changed expense in place of the old one, one version up, and answers it. */
function save(db: WorkingDatabase, expense: Expense): Expense {
  const previous = db.companyExpenses.find((entry) => entry._id === expense._id);
  const saved = { ...expense, version: (previous?.version ?? 0) + 1 };
  db.companyExpenses = replaceById(db.companyExpenses, saved);
  return saved;
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
        const reason = `An expense type named ${name} already exists.`;
        // The reason names the field, so the form shows it beside the name.
        throw new HttpError(409, reason, [{ path: 'expenseType', message: reason }]);
      }
      const expense: CompanyExpense = { _id: context.newId(), expenseType: name, total: 0, isPaid: false, payments: [] };
      db.companyExpenses = [...db.companyExpenses, expense];
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
      const added = { _id: context.newId(), ...payment, paidOn: payment.isPaid ? (payment.paidOn ?? today(context.now())) : null };
      return ok({ message: `Payment added to ${expense.expenseType}.`, expense: save(db, withPayments(expense, [...expense.payments, added])) }, 201);
    },
  },
  {
    method: 'POST',
    name: 'togglePayment',
    path: apiPaths.togglePayment,
    auth: true,
    mutates: true,
    handle(db, request, context) {
      const { expenseId, paymentIndex, paymentId, isPaid } = parseBody(togglePaymentBodySchema, request.body);
      const expense = findExpense(db, expenseId);
      const { payment: before, index } = findPayment(expense, paymentIndex, paymentId);
      const wanted = isPaid ?? !before.isPaid;
      const said = (paid: boolean) => (paid ? `Payment of ${expense.expenseType} marked as paid.` : `Payment of ${expense.expenseType} marked as not paid.`);
      // Already as wanted (a colleague's click, or this one twice): nothing changes, and the answer says how it stands.
      if (before.isPaid === wanted) return ok({ message: said(wanted), expense });
      const payment = { ...before, isPaid: wanted, paidOn: wanted ? today(context.now()) : null };
      const updated = save(db, withPayments(expense, replaceAt(expense.payments, index, payment)));
      return ok({ message: said(wanted), expense: updated });
    },
  },
  {
    method: 'POST',
    name: 'deleteExpense',
    path: apiPaths.deleteExpense,
    auth: true,
    mutates: true,
    handle(db, request) {
      const { expenseId, version } = parseBody(expenseIdBodySchema, request.body);
      const expense = findExpense(db, expenseId);
      // Changed since the operator looked: deleting now would take payments they never saw.
      if (version !== undefined && version !== (expense.version ?? 0)) {
        const last = db.activity.findLast((record) => record.target?.id === expense._id);
        const who = last ? `${last.operator} changed ${expense.expenseType} at ${indianTime(last.at)}` : `${expense.expenseType} was changed by another operator`;
        const count = `${expense.payments.length} ${expense.payments.length === 1 ? 'payment' : 'payments'}`;
        throw new HttpError(409, `${who}; it now has ${count}. Nothing was deleted: look again, then delete or cancel.`, [], { current: expense });
      }
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
      const { expenseId, paymentIndex, paymentId } = parseBody(paymentRefBodySchema, request.body);
      const expense = findExpense(db, expenseId);
      const { index: at } = findPayment(expense, paymentIndex, paymentId);
      const payments = expense.payments.filter((_, index) => index !== at);
      return ok({ message: `Payment deleted from ${expense.expenseType}.`, expense: save(db, withPayments(expense, payments)) });
    },
  },
];
