import {
  ADDED_MEANWHILE,
  addPaymentBodySchema,
  createExpenseTypeBodySchema,
  expenseIdBodySchema,
  deletePaymentBodySchema,
  togglePaymentBodySchema,
  type CompanyExpense,
  type ExpensePayment,
} from '../schemas';
import { apiPaths } from '../paths';
import { type BackendRoute, HttpError, idempotencyKeyOf, notFound, ok, parseBody, readRoute, replaceAt, replaceById, sessionOf } from './core';
import type { Frozen, WorkingDatabase } from './db';
import { lastActivityOn } from './activity';
import { withinRepeatWindow, whoMadeIt } from './repeats';
import { formatDay, formatRupees } from '../../lib/format';
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

/** The payment added with this Idempotency-Key, and its type; null when none was. */
function paymentWithKey(db: WorkingDatabase, key: string): { expense: Expense; payment: Frozen<ExpensePayment> } | null {
  for (const expense of db.companyExpenses) {
    const payment = expense.payments.find((entry) => entry.idempotencyKey === key);
    if (payment) return { expense, payment };
  }
  return null;
}

/** The same payment as far as the operator can tell: the same date and amount (repeats.ts). */
const samePayment = (payment: Frozen<ExpensePayment>, added: { date: string; amount: number }) => payment.date === added.date && payment.amount === added.amount;

export const expenseRoutes: BackendRoute[] = [
  readRoute('companyExpenses', apiPaths.companyExpenses, (db) => db.companyExpenses),
  {
    method: 'POST',
    name: 'createExpenseType',
    path: apiPaths.createExpenseType,
    auth: true,
    mutates: true,
    permission: 'manageExpenses',
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
    permission: 'manageExpenses',
    handle(db, request, context) {
      const { addAgain, ...payment } = parseBody(addPaymentBodySchema, request.body);
      const idempotencyKey = idempotencyKeyOf(request);
      const expenseType = request.params.expenseType ?? '';
      const expense = db.companyExpenses.find((entry) => entry.expenseType === expenseType) ?? notFound(`No expense type is named ${expenseType}.`);
      // A retry whose first answer was lost (same key) answers the payment it added, and adds nothing.
      const replayed = idempotencyKey ? paymentWithKey(db, idempotencyKey) : null;
      if (replayed) {
        if (replayed.expense._id !== expense._id) throw new HttpError(409, `This payment key was already used for ${replayed.expense.expenseType}. Add the payment again.`);
        return ok({ message: `That payment was already added to ${expense.expenseType}.`, expense, replayed: true });
      }
      const now = context.now();
      const addedBy = sessionOf(db, request, context)?.userId ?? null;
      const earlier = addAgain ? undefined : expense.payments.findLast((entry) => samePayment(entry, payment) && withinRepeatWindow(entry.addedAt, now));
      if (earlier) {
        const who = whoMadeIt(db, earlier.addedBy, addedBy);
        const message = `${who} added ${formatRupees(earlier.amount)} dated ${formatDay(earlier.date, { withYear: true })} to ${expense.expenseType} at ${indianTime(earlier.addedAt ?? '')}. Add it again only if it is another payment.`;
        throw new HttpError(409, message, [], { reason: ADDED_MEANWHILE });
      }
      const added = {
        _id: context.newId(),
        ...payment,
        paidOn: payment.isPaid ? (payment.paidOn ?? today(now)) : null,
        addedBy,
        addedAt: now.toISOString(),
        idempotencyKey,
      };
      return ok({ message: `Payment added to ${expense.expenseType}.`, expense: save(db, withPayments(expense, [...expense.payments, added])) }, 201);
    },
  },
  {
    method: 'POST',
    name: 'togglePayment',
    path: apiPaths.togglePayment,
    auth: true,
    mutates: true,
    permission: 'manageExpenses',
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
    permission: 'manageExpenses',
    handle(db, request, context) {
      const { expenseId, version } = parseBody(expenseIdBodySchema, request.body);
      const expense = findExpense(db, expenseId);
      // Changed since the operator looked: deleting now would take payments they never saw.
      if (version !== undefined && version !== (expense.version ?? 0)) {
        const last = lastActivityOn(db, expense._id, {}, context.lists);
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
    permission: 'manageExpenses',
    handle(db, request, context) {
      const { expenseId, paymentIndex, paymentId, isPaid } = parseBody(deletePaymentBodySchema, request.body);
      const expense = findExpense(db, expenseId);
      const { payment, index: at } = findPayment(expense, paymentIndex, paymentId);
      // Marked paid (or not) since the operator looked: they would delete a record they never saw.
      if (isPaid !== undefined && isPaid !== payment.isPaid) {
        const last = lastActivityOn(db, expense._id, {}, context.lists);
        const who = last ? `${last.operator} changed ${expense.expenseType} at ${indianTime(last.at)}` : `${expense.expenseType} was changed by another operator`;
        const state = payment.isPaid ? `paid (on ${formatDay(payment.paidOn, { withYear: true })})` : 'not paid';
        throw new HttpError(409, `${who}: the payment of ${formatRupees(payment.amount)} dated ${formatDay(payment.date, { withYear: true })} is now ${state}. Nothing was deleted: look again, then delete or cancel.`, [], { current: expense });
      }
      const payments = expense.payments.filter((_, index) => index !== at);
      return ok({ message: `Payment deleted from ${expense.expenseType}.`, expense: save(db, withPayments(expense, payments)) });
    },
  },
];
