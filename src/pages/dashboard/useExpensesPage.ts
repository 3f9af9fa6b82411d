import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { errorMessage } from '@/api/http';
import { listStatusOf } from '@/api/listStatus';
import { queries, useAddExpensePayment, useCreateExpenseType, useDeleteExpense, useDeleteExpensePayment, useToggleExpensePayment } from '@/api/queries';
import type { AddPaymentBody, CompanyExpense } from '@/api/schemas';
import { deletionStillMatches, type ExpenseDeletion } from '@/components/dashboard/expenses/DeleteExpenseDialog';
import { NO_EXPENSE_TYPES, NO_MATCHING_TYPES } from '@/components/dashboard/expenses/ExpenseList';
import { filterExpenses, sumsOf } from '@/components/dashboard/expenses/expenseSums';
import { useToast } from '@/components/ui/toastContext';
import { useInFlight } from '@/lib/useInFlight';
import { useTabSearch } from '@/components/ui/data-table/tabSearch';
import { expensesCsv } from '@/components/dashboard/expenses/expenseCsv';
import { csvFileName } from '@/lib/csv';
import { downloadText } from '@/lib/download';

const NO_EXPENSES: CompanyExpense[] = [];
const CREATE = 'create-expense-type';

/**
 * Everything the Company Expenses tab shows and does (STYLE.md: one hook per tab). Every
 * change to a type runs under that type's id in useInFlight: a second press, or a change to
 * another of its payments, waits until the answer has replaced the type in the list, so a
 * payment index always means the payment the operator saw.
 */
export function useExpensesPage() {
  const query = useQuery(queries.expenses());
  const search = useTabSearch();
  const toast = useToast();
  const inFlight = useInFlight();
  const { run } = inFlight;
  const { mutateAsync: create } = useCreateExpenseType();
  const { mutateAsync: addPayment } = useAddExpensePayment();
  const { mutateAsync: toggle } = useToggleExpensePayment();
  const { mutateAsync: removeType } = useDeleteExpense();
  const { mutateAsync: removePayment } = useDeleteExpensePayment();

  const all = query.data ?? NO_EXPENSES;
  const shown = useMemo(() => filterExpenses(all, search), [all, search]);
  const list = listStatusOf(query, (data) => data.length === 0);
  const status = list.status === 'ready' && shown.length === 0 ? 'empty' : list.status;
  const overall = useMemo(() => sumsOf(shown.flatMap((expense) => expense.payments)), [shown]);

  const [deletion, setDeletion] = useState<ExpenseDeletion | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);

  const createType = useCallback(
    async (expenseType: string) => {
      const result = await run(CREATE, () => create(expenseType));
      if (result) toast.success(result.message);
      return result !== undefined;
    },
    [run, create, toast],
  );

  const addPaymentTo = useCallback(
    async (expense: CompanyExpense, payment: AddPaymentBody) => {
      const result = await run(expense._id, () => addPayment({ expenseType: expense.expenseType, payment }));
      if (result) toast.success(result.message);
      return result !== undefined;
    },
    [run, addPayment, toast],
  );

  const togglePayment = useCallback(
    (expense: CompanyExpense, paymentIndex: number) => {
      void run(expense._id, async () => {
        try {
          toast.success((await toggle({ expenseId: expense._id, paymentIndex })).message);
        } catch (error) {
          toast.error(`The payment was not changed. ${errorMessage(error)}`);
        }
      });
    },
    [run, toggle, toast],
  );

  const askToDelete = useCallback((next: ExpenseDeletion) => {
    setDeleteError(null);
    setDeletion(next);
  }, []);

  const confirmDeletion = () => {
    if (!deletion) return;
    const expense = deletion.expense;
    setDeleteError(null);
    if (!deletionStillMatches(deletion, all)) {
      setDeleteError('This has changed since you opened it. Cancel and look again.');
      return;
    }
    void run(expense._id, async () => {
      try {
        const result = deletion.kind === 'type' ? await removeType(expense._id) : await removePayment({ expenseId: expense._id, paymentIndex: deletion.paymentIndex });
        toast.success(result.message);
        setDeletion(null);
      } catch (error) {
        setDeleteError(errorMessage(error));
      }
    });
  };

  return {
    list: {
      ...list,
      status,
      expenses: shown,
      emptyMessage: all.length === 0 ? NO_EXPENSE_TYPES : NO_MATCHING_TYPES,
      busy: inFlight.keys,
      onAddPayment: addPaymentTo,
      onTogglePayment: togglePayment,
      onDeletePayment: (expense: CompanyExpense, paymentIndex: number) => {
        const payment = expense.payments[paymentIndex];
        if (payment) askToDelete({ kind: 'payment', expense, paymentIndex, payment });
      },
      onDelete: (expense: CompanyExpense) => askToDelete({ kind: 'type', expense }),
    },
    summary:
      status === 'ready'
        ? {
            types: shown.length,
            ...overall,
            // What is shown (the search applies), one line per payment.
            onExport: () => downloadText(csvFileName('expenses', new Date()), expensesCsv(shown)),
          }
        : null,
    createType,
    deletion: {
      deletion,
      pending: deletion ? inFlight.has(deletion.expense._id) : false,
      error: deleteError,
      onConfirm: confirmDeletion,
      onClose: () => setDeletion(null),
    },
  };
}
