import { useRef } from 'react';
import type { ListStatusProps } from '@/api/listStatus';
import type { AddPaymentBody, CompanyExpense } from '@/api/schemas';
import type { PaymentAttempt } from './AddPaymentForm';
import { focusWholeList } from '@/components/ui/focusWholeList';
import { ListState } from '@/components/ui/ListState';
import { statusWithKept, useKeptInPlace } from '@/lib/keptInPlace';
import { busyKey } from '@/lib/useInFlight';
import { ExpenseCard } from './ExpenseCard';

export const NO_EXPENSE_TYPES = 'No expense types available. Please add a new expense type.';
/** Said with no types to a role that may not add one (issue 48). */
export const NO_EXPENSE_TYPES_YET = 'No expense types available.';
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
  /** What the list shows (the search): a type deleted elsewhere keeps its place until it changes. */
  scope?: string;
  /** Types this tab is deleting: they leave at once, with no note. */
  deletingHere?: ReadonlySet<string>;
  /** Who deleted a type elsewhere, and when: said on its card, which keeps its place until dismissed. */
  goneNote?: (expense: CompanyExpense) => string;
}

const expenseId = (expense: CompanyExpense) => expense._id;
/** Said on a type deleted elsewhere when the live update did not say who. */
export const deletedElsewhere = (expense: CompanyExpense) => `${expense.expenseType} was deleted in another tab or by another operator.`;

/**
 * The company's expense types as cards, with the list's Loading, Empty and Error states. A type
 * deleted elsewhere while shown keeps its place, faded, saying who deleted it (lib/keptInPlace):
 * no card slides under the pointer, and typing in its payment form does not vanish unexplained.
 */
export function ExpenseList({
  expenses,
  emptyMessage = NO_EXPENSE_TYPES,
  busy,
  onAddPayment,
  onTogglePayment,
  onDeletePayment,
  onDelete,
  scope = '',
  deletingHere,
  goneNote = deletedElsewhere,
  ...list
}: ExpenseListProps) {
  const { entries, dismiss } = useKeptInPlace(scope, expenses, expenseId, deletingHere);
  const listRef = useRef<HTMLDivElement>(null);
  const placeRef = useRef<HTMLDivElement>(null);
  // The last type on screen, deleted elsewhere, keeps its place too: the list is empty once it is dismissed.
  const status = statusWithKept(list.status, entries);
  return (
    <div ref={placeRef}>
      <ListState {...list} status={status} emptyMessage={emptyMessage} errorTitle="Could not load the expenses">
        <div ref={listRef} className="grid grid-cols-1 gap-4 xl:grid-cols-2">
          {entries.map(({ item: expense, gone }) => (
            <ExpenseCard
              key={expense._id}
              expense={expense}
              gone={gone ? goneNote(expense) : null}
              onDismiss={() => {
                dismiss(expense._id);
                // Dismiss goes with its card: Tab goes on from the list (from where it was, when the
                // last card goes with it), not from the page's start.
                const target = entries.length > 1 ? listRef.current : placeRef.current;
                if (target) focusWholeList(target);
              }}
              busy={busy.has(busyKey(EXPENSE_CHANGE, expense._id))}
              onAddPayment={(payment, attempt) => onAddPayment(expense, payment, attempt)}
              onTogglePayment={(index) => onTogglePayment(expense, index)}
              onDeletePayment={(index) => onDeletePayment(expense, index)}
              onDelete={() => onDelete(expense)}
            />
          ))}
        </div>
      </ListState>
    </div>
  );
}
