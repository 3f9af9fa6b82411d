import type { CompanyExpense, ExpensePayment } from '@/api/schemas';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import type { ConfirmedDialogProps } from '@/components/ui/useConfirmedAction';
import { countOf, formatRupees } from '@/lib/format';
import { sumsOf } from '../model/expenseSums';
import { paymentLabel } from '../model/payments';

/** What is about to go: a whole type with its payments, or one payment of a type. */
export type ExpenseDeletion = { kind: 'type'; expense: CompanyExpense } | { kind: 'payment'; expense: CompanyExpense; paymentIndex: number; payment: ExpensePayment };

/** Said instead of deleting when the type or the payment is gone, or another payment holds its place. */
export const DELETION_CHANGED = 'This has changed since you opened it. Cancel and look again.';
/** Said instead of deleting a payment a colleague has marked paid, or not paid, since the dialog opened. */
export const PAYMENT_MARKED = (isPaid: boolean) => `This payment has been marked ${isPaid ? 'paid' : 'not paid'} since you opened this. Cancel and look again.`;

type PaymentDeletion = Extract<ExpenseDeletion, { kind: 'payment' }>;

/** The payment being deleted as `list` has it now: by its id, or by its place for a payment without one (as SPEC.md names payments). */
function paymentNow(deletion: PaymentDeletion, list: readonly CompanyExpense[]): ExpensePayment | undefined {
  const expense = list.find((entry) => entry._id === deletion.expense._id);
  const { _id: id } = deletion.payment;
  return id === undefined ? expense?.payments[deletion.paymentIndex] : expense?.payments.find((payment) => payment._id === id);
}

/**
 * Why the deletion being confirmed no longer means what the operator saw, or null to go ahead:
 * the type is gone; for a payment, it is gone, another payment (another date or amount) holds its
 * place, or a colleague has marked it paid or not paid since (a record of money paid never goes unseen).
 */
export function deletionRefusal(deletion: ExpenseDeletion, list: readonly CompanyExpense[]): string | null {
  if (!list.some((entry) => entry._id === deletion.expense._id)) return DELETION_CHANGED;
  if (deletion.kind === 'type') return null;
  const now = paymentNow(deletion, list);
  if (now === undefined || now.date !== deletion.payment.date || now.amount !== deletion.payment.amount) return DELETION_CHANGED;
  return now.isPaid === deletion.payment.isPaid ? null : PAYMENT_MARKED(now.isPaid);
}

/** Whether a payment being deleted is paid as the type now shows it (the dialog's type is the list's current copy). */
export function paidNow(deletion: PaymentDeletion): boolean {
  return (paymentNow(deletion, [deletion.expense]) ?? deletion.payment).isPaid;
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
      {deletion && <p>{deletion.kind === 'type' ? describeType(deletion.expense) : describePayment(deletion)}</p>}
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

/** The payment as it is now: a colleague's Mark paid while this is open shows here too. */
function describePayment(deletion: PaymentDeletion) {
  const { payment, expense } = deletion;
  return (
    <>
      The payment of <strong>{paymentLabel(payment)}</strong> ({paidNow(deletion) ? 'paid' : 'not paid'}) will be deleted from <strong>{expense.expenseType}</strong>. This cannot be
      undone.
    </>
  );
}
