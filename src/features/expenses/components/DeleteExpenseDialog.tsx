import type { CompanyExpense, ExpensePayment } from '@/api/schemas';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import type { ConfirmedDialogProps } from '@/components/ui/useConfirmedAction';
import { countOf, formatRupees } from '@/lib/format';
import { sumsOf } from '../model/expenseSums';
import { paymentLabel } from './PaymentRow';

/** What is about to go: a whole type with its payments, or one payment of a type. */
export type ExpenseDeletion = { kind: 'type'; expense: CompanyExpense } | { kind: 'payment'; expense: CompanyExpense; paymentIndex: number; payment: ExpensePayment };

/** Said instead of deleting when deletionStillMatches fails. */
export const DELETION_CHANGED = 'This has changed since you opened it. Cancel and look again.';

/**
 * The deletion being confirmed still means what the operator saw: the type is there and, for a
 * payment, the same payment is still there with the same date and amount (by its id; by its
 * place for a payment without one, as SPEC.md names payments).
 */
export function deletionStillMatches(deletion: ExpenseDeletion, list: readonly CompanyExpense[]): boolean {
  const expense = list.find((entry) => entry._id === deletion.expense._id);
  if (!expense) return false;
  if (deletion.kind === 'type') return true;
  const { _id: id } = deletion.payment;
  const now = id === undefined ? expense.payments[deletion.paymentIndex] : expense.payments.find((payment) => payment._id === id);
  return now !== undefined && now.date === deletion.payment.date && now.amount === deletion.payment.amount;
}

/** What is about to be deleted. */
export type DeleteExpenseDialogProps = ConfirmedDialogProps<ExpenseDeletion>;

/** Asks before an expense type or a payment is deleted, naming exactly what goes. */
export function DeleteExpenseDialog({ target: deletion, asked, pending, error, blocked, onConfirm, onClose }: DeleteExpenseDialogProps) {
  const isType = deletion?.kind === 'type';
  // A colleague added, changed or deleted a payment of the type while this was open: the dialog names
  // what goes now, and this says what the operator saw when they asked.
  const before = isType && asked?.kind === 'type' && !blocked && !pending && paymentsInWords(asked.expense) !== paymentsInWords(deletion.expense) ? asked.expense : null;
  return (
    <ConfirmDialog
      open={deletion !== null}
      title={isType ? 'Delete expense type' : 'Delete payment'}
      confirmLabel={isType ? 'Delete expense type' : 'Delete payment'}
      pendingLabel="Deleting…"
      tone="danger"
      pending={pending}
      error={error}
      blocked={blocked}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      {deletion && <p>{isType ? describeType(deletion.expense) : describePayment(deletion.expense, deletion.kind === 'payment' ? deletion.payment : null)}</p>}
      {before && (
        <p role="status" className="mt-3 font-medium text-amber-900">
          It changed since you opened this: it had {paymentsInWords(before)}.
        </p>
      )}
    </ConfirmDialog>
  );
}

/** '5 payments (₹4,25,000 in all)', or 'no payments'. */
function paymentsInWords(expense: CompanyExpense) {
  const payments = expense.payments.length;
  return payments === 0 ? 'no payments' : `${countOf(payments, 'payment', 'payments')} (${formatRupees(sumsOf(expense.payments).total)} in all)`;
}

function describeType(expense: CompanyExpense) {
  const payments = expense.payments.length;
  const what = payments === 0 ? 'It has no payments.' : `Its ${paymentsInWords(expense)} ${payments === 1 ? 'goes' : 'go'} with it.`;
  return (
    <>
      <strong>{expense.expenseType}</strong> will be deleted. {what} This cannot be undone.
    </>
  );
}

function describePayment(expense: CompanyExpense, payment: ExpensePayment | null) {
  if (!payment) return null;
  return (
    <>
      The payment of <strong>{paymentLabel(payment)}</strong> ({payment.isPaid ? 'paid' : 'not paid'}) will be deleted from <strong>{expense.expenseType}</strong>. This cannot be
      undone.
    </>
  );
}
