import { useId, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import type { AddPaymentBody, CompanyExpense } from '@/api/schemas';
import { Button } from '@/components/ui/Button';
import { Permitted } from '@/components/ui/Permitted';
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
  /**
   * Set when the type was deleted elsewhere (another operator, another tab) while shown: says
   * who and when. The card keeps its place, faded, with nothing to press but Dismiss.
   */
  gone?: string | null | undefined;
  /** Takes the gone card away (Dismiss). */
  onDismiss?: (() => void) | undefined;
}

/** Said on a gone card whose payment form held typing: it went with the type. */
export const TYPING_NOT_ADDED = 'What you typed for a new payment was not added.';

interface GoneNoteProps {
  /** The card's type, naming Dismiss. */
  expenseType: string;
  /** Who deleted it and when. */
  note: string;
  /** The payment form held typing when the type went. */
  typing: boolean;
  /** Whether focus is in the card: if it was as the card went, it moves to the note instead of being lost to the page. */
  focusWithin: RefObject<boolean>;
  /** Dismiss. */
  onDismiss?: (() => void) | undefined;
}

/** Laid over a gone card, so nothing around it moves: what happened, and Dismiss. */
function GoneNote({ expenseType, note, typing, focusWithin, onDismiss }: GoneNoteProps) {
  const noteRef = useRef<HTMLParagraphElement>(null);
  // Before the browser moves focus out of the faded (inert) card.
  useLayoutEffect(() => {
    if (focusWithin.current) noteRef.current?.focus();
  }, [focusWithin]);
  return (
    <div className="absolute inset-0 flex items-center justify-center p-4">
      <div role="status" className="flex max-w-sm min-w-0 flex-col items-start gap-3 rounded-lg bg-white p-4 text-sm text-gray-900 shadow-md ring-1 ring-gray-300">
        {/* A type's name can be one long word: it breaks anywhere rather than widen the page. */}
        <p ref={noteRef} tabIndex={-1} className="wrap-anywhere focus:outline-2 focus:outline-brand-600">
          {note}
          {typing && ` ${TYPING_NOT_ADDED}`}
        </p>
        {onDismiss && (
          <Button variant="secondary" onClick={onDismiss} aria-label={`Dismiss ${expenseType}`}>
            Dismiss
          </Button>
        )}
      </div>
    </div>
  );
}

/** One expense type: its sums, its payments and the ways to change them. */
export function ExpenseCard({ expense, busy, onAddPayment, onTogglePayment, onDeletePayment, onDelete, gone = null, onDismiss }: ExpenseCardProps) {
  const headingId = useId();
  const sums = sumsOf(expense.payments);
  const [typing, setTyping] = useState(false);
  // Whether focus is in the card, kept as it moves: read only as the card goes (GoneNote's effect).
  const focusWithin = useRef(false);
  return (
    <article
      aria-labelledby={headingId}
      aria-busy={busy}
      onFocus={() => (focusWithin.current = true)}
      onBlur={(event) => (focusWithin.current = event.currentTarget.contains(event.relatedTarget))}
      className="relative rounded-lg border border-gray-200 bg-white p-4 sm:p-5"
    >
      <div inert={gone !== null} className={`flex flex-col gap-4 ${gone !== null ? 'opacity-40' : ''}`}>
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h2 id={headingId} className="min-w-0 text-lg font-semibold wrap-anywhere">
            {expense.expenseType}
          </h2>
          {/* Every change only for a role that may change expenses (issue 48). */}
          <Permitted permission="manageExpenses">
            <Button variant="ghost" className="px-3 py-1.5 text-red-700 hover:bg-red-50" onClick={onDelete} disabled={busy} aria-label={`Delete type ${expense.expenseType}`}>
              Delete type
            </Button>
          </Permitted>
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
        <Permitted permission="manageExpenses">
          <AddPaymentForm expenseType={expense.expenseType} expenseId={expense._id} busy={busy} onAdd={onAddPayment} onTypingChange={setTyping} />
        </Permitted>
      </div>
      {gone !== null && <GoneNote expenseType={expense.expenseType} note={gone} typing={typing} focusWithin={focusWithin} onDismiss={onDismiss} />}
    </article>
  );
}
