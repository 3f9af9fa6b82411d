import type { ExpensePayment } from '@/api/schemas';
import { Button } from '@/components/ui/Button';
import { Permitted } from '@/components/ui/Permitted';
import { formatDay, formatRupees } from '@/lib/format';
import { paymentLabel } from '../model/payments';

export interface PaymentRowProps {
  /** The payment: amount, date, note and whether it is paid. */
  payment: ExpensePayment;
  /** A change to this payment's expense type is under way: its buttons wait. */
  busy: boolean;
  /** Marks it paid or unpaid. */
  onToggle: () => void;
  /** Deletes it. */
  onDelete: () => void;
}

/** One payment of an expense type: its date, amount and whether (and when) it was paid. */
export function PaymentRow({ payment, busy, onToggle, onDelete }: PaymentRowProps) {
  const label = paymentLabel(payment);
  const toggleWord = payment.isPaid ? 'Mark unpaid' : 'Mark paid';
  return (
    // Laid out by the width of its list (a container query), so every row of a card has one shape.
    // Named by its label, where the command palette lands on it (data-palette-landing).
    <li aria-label={label} data-palette-landing className="flex flex-col gap-2 py-3 @lg:flex-row @lg:items-center @lg:gap-4">
      <div className="flex flex-1 items-start justify-between gap-3">
        <div className="flex flex-col whitespace-nowrap">
          <span className="font-semibold tabular-nums">{formatRupees(payment.amount)}</span>
          <span className="text-sm text-gray-700">{formatDay(payment.date)}</span>
        </div>
        <span
          className={`rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${payment.isPaid ? 'bg-green-100 text-green-900' : 'bg-amber-100 text-amber-900'}`}
        >
          {payment.isPaid ? `Paid on ${formatDay(payment.paidOn)}` : 'Not paid'}
        </span>
      </div>
      {/* Only for a role that may change expenses (issue 48). */}
      <Permitted permission="manageExpenses">
        <div className="flex gap-2">
          {/* The names start with the words shown, and say which payment (WCAG label in name). */}
          <Button variant="secondary" className="min-w-28 px-3 py-1.5" onClick={onToggle} disabled={busy} aria-label={`${toggleWord}: ${label}`}>
            {toggleWord}
          </Button>
          <Button variant="ghost" className="px-3 py-1.5 text-red-700 hover:bg-red-50" onClick={onDelete} disabled={busy} aria-label={`Delete payment ${label}`}>
            Delete
          </Button>
        </div>
      </Permitted>
    </li>
  );
}
