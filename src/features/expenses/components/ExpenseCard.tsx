import { useId } from 'react';
import type { AddPaymentBody, CompanyExpense } from '@/api/schemas';
import { Button } from '@/components/ui/Button';
import { formatRupees } from '@/lib/format';
import { AddPaymentForm, type PaymentAttempt } from './AddPaymentForm';
import { sumsOf } from '../model/expenseSums';
import { PaymentRow } from './PaymentRow';

export const NO_PAYMENTS = 'No payments added yet.';

export interface ExpenseCardProps {
  /** The expense type and its payments. */
  expense: CompanyExpense;
  /** A change to this type is under way: every button of it waits, so indexes cannot shift under one. */
  busy: boolean;
  /** Adds a payment; resolves true when saved. */
  onAddPayment: (payment: AddPaymentBody, attempt: PaymentAttempt) => Promise<boolean>;
  /** Called with the index of the payment marked paid or unpaid. */
  onTogglePayment: (paymentIndex: number) => void;
  /** Called with the index of the payment to delete. */
  onDeletePayment: (paymentIndex: number) => void;
  /** Called by the card's Delete type button; the page asks first. */
  onDelete: () => void;
}

/** One expense type: its sums, its payments and the ways to change them. */
export function ExpenseCard({ expense, busy, onAddPayment, onTogglePayment, onDeletePayment, onDelete }: ExpenseCardProps) {
  const headingId = useId();
  const sums = sumsOf(expense.payments);
  return (
    <article aria-labelledby={headingId} aria-busy={busy} className="flex flex-col gap-4 rounded-lg border border-gray-200 bg-white p-4 sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 id={headingId} className="min-w-0 text-lg font-semibold wrap-anywhere">
          {expense.expenseType}
        </h2>
        <Button variant="ghost" className="px-3 py-1.5 text-red-700 hover:bg-red-50" onClick={onDelete} disabled={busy} aria-label={`Delete type ${expense.expenseType}`}>
          Delete type
        </Button>
      </div>
      <dl className="grid grid-cols-3 gap-2 text-sm">
        {(
          [
            ['Total', sums.total, 'text-ink'],
            ['Paid', sums.paid, 'text-green-800'],
            ['Unpaid', sums.unpaid, 'text-amber-800'],
          ] as const
        ).map(([label, amount, tone]) => (
          <div key={label} className="rounded-md bg-gray-50 px-3 py-2">
            <dt className="text-gray-700">{label}</dt>
            <dd className={`font-semibold tabular-nums ${tone}`}>{formatRupees(amount)}</dd>
          </div>
        ))}
      </dl>
      {expense.payments.length === 0 ? (
        <p className="rounded-md border border-dashed border-gray-300 px-3 py-4 text-center text-sm text-gray-700">{NO_PAYMENTS}</p>
      ) : (
        <ul aria-label={`Payments of ${expense.expenseType}`} className="@container divide-y divide-gray-200">
          {expense.payments.map((payment, index) => (
            <PaymentRow
              // A payment has no id of its own: its place in the list is how the backend names it.
              key={index}
              payment={payment}
              busy={busy}
              onToggle={() => onTogglePayment(index)}
              onDelete={() => onDeletePayment(index)}
            />
          ))}
        </ul>
      )}
      <AddPaymentForm expenseType={expense.expenseType} busy={busy} onAdd={onAddPayment} />
    </article>
  );
}
