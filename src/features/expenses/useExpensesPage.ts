import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { errorMessage } from '@/api/http';
import { removalOf } from '@/api/liveCache';
import { useSession } from '@/api/useSession';
import { queries, useAddExpensePayment, useCreateExpenseType, useDeleteExpense, useDeleteExpensePayment, useToggleExpensePayment } from '@/api/queries';
import type { AddPaymentBody, CompanyExpense } from '@/api/schemas';
import type { PaymentAttempt } from './components/AddPaymentForm';
import { deletionRefusal, paidNow, type ExpenseDeletion } from './components/DeleteExpenseDialog';
import { deletedElsewhere, EXPENSE_CHANGE, NO_EXPENSE_TYPES, NO_EXPENSE_TYPES_YET, NO_MATCHING_TYPES } from './components/ExpenseList';
import { usePermission } from '@/components/ui/Permitted';
import { expensesCsv } from './model/expenseCsv';
import { sumsOf } from './model/expenseSums';
import type { DataTableColumn } from '@/components/ui/DataTable';
import { useListController } from '@/components/ui/data-table/useListController';
import { useToast } from '@/components/ui/toastContext';
import { useConfirmedAction } from '@/components/ui/useConfirmedAction';
import { indianTime } from '@/lib/indianTime';
import { busyKey, useInFlight } from '@/lib/useInFlight';

/** Cards, not a table: the list controller gives the search and the status, with no columns to sort. */
const NO_COLUMNS: readonly DataTableColumn<CompanyExpense>[] = [];
const searchFields = (expense: CompanyExpense) => [expense.expenseType];
const CREATE = busyKey('create', 'expense-type');
/** Every change to a type waits for the one under way (its payments are named by index). */
const changeKey = (expense: CompanyExpense) => busyKey(EXPENSE_CHANGE, expense._id);
const deletedTypeId = (deletion: ExpenseDeletion) => deletion.expense._id;

/**
 * Said on the card of a type deleted elsewhere while shown: who and when, as the live update
 * that took it away said (the activity record heard with it), else that it happened.
 */
export function deletedBy(expense: CompanyExpense, operatorId: string | null): string {
  const removal = removalOf('companyExpenses', expense._id);
  if (!removal) return deletedElsewhere(expense);
  const at = indianTime(removal.at);
  return removal.operatorId !== null && removal.operatorId === operatorId
    ? `You deleted ${expense.expenseType} in another tab at ${at}.`
    : `${removal.operator} deleted ${expense.expenseType} at ${at}.`;
}

/**
 * Everything the Company Expenses tab shows and does: what is particular to it over the kit's
 * list and confirmed action. Every change to a type, the deletions too, runs under that type's
 * busyKey(EXPENSE_CHANGE, id): a second press, or a change to another of its payments, waits
 * until the answer has replaced the type in the list, so a payment index always means the
 * payment the operator saw.
 */
export function useExpensesPage() {
  const query = useQuery(queries.expenses());
  const { allowed: mayAdd } = usePermission('manageExpenses');
  const list = useListController({
    query,
    columns: NO_COLUMNS,
    search: searchFields,
    empty: { none: mayAdd ? NO_EXPENSE_TYPES : NO_EXPENSE_TYPES_YET, noMatch: NO_MATCHING_TYPES },
  });
  const toast = useToast();
  const inFlight = useInFlight();
  const { run } = inFlight;
  const { mutateAsync: create } = useCreateExpenseType();
  const { mutateAsync: addPayment } = useAddExpensePayment();
  const { mutateAsync: toggle } = useToggleExpensePayment();
  const { mutateAsync: removeType } = useDeleteExpense();
  const { mutateAsync: removePayment } = useDeleteExpensePayment();

  const { all, rows: shown } = list;
  const operatorId = useSession()?.user._id ?? null;
  // Types this tab is deleting: the live update may come before the answer, and they leave without a note.
  const [deletingHere, setDeletingHere] = useState<ReadonlySet<string>>(() => new Set());
  const goneNote = useCallback((expense: CompanyExpense) => deletedBy(expense, operatorId), [operatorId]);
  const overall = useMemo(() => sumsOf(shown.flatMap((expense) => expense.payments)), [shown]);

  const createType = useCallback(
    async (expenseType: string) => {
      const result = await run(CREATE, () => create(expenseType));
      if (result) toast.success(result.message);
      return result !== undefined;
    },
    [run, create, toast],
  );

  const addPaymentTo = useCallback(
    async (expense: CompanyExpense, payment: AddPaymentBody, { idempotencyKey }: PaymentAttempt) => {
      const result = await run(changeKey(expense), () => addPayment({ expenseType: expense.expenseType, payment, idempotencyKey }));
      if (result) toast.success(result.message);
      return result !== undefined;
    },
    [run, addPayment, toast],
  );

  const togglePayment = useCallback(
    (expense: CompanyExpense, paymentIndex: number) => {
      void run(changeKey(expense), async () => {
        try {
          // The state the operator asked for, as they saw the payment: never a flip of whatever it is now.
          const payment = expense.payments[paymentIndex];
          const isPaid = !(payment?.isPaid ?? false);
          // Named by its id too: a colleague's delete meanwhile cannot make this click change another payment.
          toast.success((await toggle({ expenseId: expense._id, paymentIndex, paymentId: payment?._id, isPaid })).message);
        } catch (error) {
          toast.error(`The payment was not changed. ${errorMessage(error)}`);
        }
      });
    },
    [run, toggle, toast],
  );

  // The dialog shows the type as the list has it now (a payment added elsewhere goes with it too).
  const currentDeletion = useCallback(
    (id: string, asked: ExpenseDeletion): ExpenseDeletion | null => {
      const expense = all.find((entry) => entry._id === id);
      return expense ? { ...asked, expense } : null;
    },
    [all],
  );
  const deletion = useConfirmedAction({
    action: EXPENSE_CHANGE,
    idOf: deletedTypeId,
    current: currentDeletion,
    refuse: (asked: ExpenseDeletion) => deletionRefusal(asked, all),
    run: (asked: ExpenseDeletion) => {
      // What the dialog shows (read again from the list): the type's version, or whether the payment
      // is paid. Changed on the backend since, nothing is deleted (409).
      if (asked.kind === 'payment') return removePayment({ expenseId: asked.expense._id, paymentIndex: asked.paymentIndex, paymentId: asked.payment._id, isPaid: paidNow(asked) });
      setDeletingHere((ids) => new Set(ids).add(asked.expense._id));
      return removeType({ expenseId: asked.expense._id, version: asked.expense.version ?? 0 });
    },
    inFlight,
  });
  const { start: askToDelete } = deletion;

  const deletePayment = useCallback(
    (expense: CompanyExpense, paymentIndex: number) => {
      const payment = expense.payments[paymentIndex];
      if (payment) askToDelete({ kind: 'payment', expense, paymentIndex, payment });
    },
    [askToDelete],
  );
  const deleteType = useCallback((expense: CompanyExpense) => askToDelete({ kind: 'type', expense }), [askToDelete]);

  const { status, error, onRetry, refreshError, emptyMessage } = list.table;
  return {
    list: {
      status,
      error,
      onRetry,
      refreshError,
      emptyMessage,
      expenses: shown,
      busy: inFlight.keys,
      onAddPayment: addPaymentTo,
      onTogglePayment: togglePayment,
      onDeletePayment: deletePayment,
      onDelete: deleteType,
      scope: list.search,
      deletingHere,
      goneNote,
    },
    summary:
      status === 'ready'
        ? {
            types: shown.length,
            ...overall,
            // What is shown (the search applies), one line per payment.
            exportCsv: { fileName: 'expenses', csv: () => expensesCsv(shown) },
          }
        : null,
    createType,
    deletion: deletion.dialog,
  };
}
