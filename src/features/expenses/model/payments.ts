import type { ExpensePayment } from '@/api/schemas';
import { formatDay, formatRupees } from '@/lib/format';

/**
 * What a payment is called: beside its buttons (so each says which payment it acts on), as its
 * row's name, and in the command palette that finds it: '₹12,000 of 3 Nov'.
 */
export const paymentLabel = (payment: ExpensePayment) => `${formatRupees(payment.amount)} of ${formatDay(payment.date)}`;
