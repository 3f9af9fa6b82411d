import type { ListStatusProps } from '@/api/listStatus';
import type { AddPaymentBody, CompanyExpense } from '@/api/schemas';
import type { PaymentAttempt } from './AddPaymentForm';
import { ListState } from '@/components/ui/ListState';
import { busyKey } from '@/lib/useInFlight';
import { ExpenseCard } from './ExpenseCard';

export const NO_EXPENSE_TYPES = 'No expense types available. Please add a new expense type.';
export const NO_MATCHING_TYPES = 'No expense type matches the search.';
/**
 * The one action every change to an expense type runs under, as busyKey(EXPENSE_CHANGE, expense._id):
 * while one is under way the type's other changes wait, so a payment index always means the payment the operator saw.
 */
export const EXPENSE_CHANGE = 'change';

export interface ExpenseListProps extends ListStatusProps {
  /** The expense types shown, one card each. */
  expenses: readonly CompanyExpense[];
  /** Shown when there are none. */
  emptyMessage?: string;
  /** busyKey(EXPENSE_CHANGE, expense._id) of the types a change is under way for: their cards wait. */
  busy: ReadonlySet<string>;
  /** Adds a payment to an expense; resolves true when saved. */
  onAddPayment: (expense: CompanyExpense, payment: AddPaymentBody, attempt: PaymentAttempt) => Promise<boolean>;
  /** Marks a payment paid or unpaid. */
  onTogglePayment: (expense: CompanyExpense, paymentIndex: number) => void;
  /** Deletes a payment. */
  onDeletePayment: (expense: CompanyExpense, paymentIndex: number) => void;
  /** Deletes an expense type. */
  onDelete: (expense: CompanyExpense) => void;
}

/** The company's expense types as cards, with the list's Loading, Empty and Error states. */
export function ExpenseList({ expenses, emptyMessage = NO_EXPENSE_TYPES, busy, onAddPayment, onTogglePayment, onDeletePayment, onDelete, ...list }: ExpenseListProps) {
  return (
    <ListState {...list} emptyMessage={emptyMessage} errorTitle="Could not load the expenses">
      <div className="grid grid-cols-1 gap-4 xl:grid-cols-2">
        {expenses.map((expense) => (
          <ExpenseCard
            key={expense._id}
            expense={expense}
            busy={busy.has(busyKey(EXPENSE_CHANGE, expense._id))}
            onAddPayment={(payment, attempt) => onAddPayment(expense, payment, attempt)}
            onTogglePayment={(index) => onTogglePayment(expense, index)}
            onDeletePayment={(index) => onDeletePayment(expense, index)}
            onDelete={() => onDelete(expense)}
          />
        ))}
      </div>
    </ListState>
  );
}
