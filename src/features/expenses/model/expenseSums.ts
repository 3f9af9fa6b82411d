import type { CompanyExpense } from '@/api/schemas';

export interface ExpenseSums {
  total: number;
  paid: number;
  unpaid: number;
}

/**
 * What a type's payments add up to, in all, paid and not yet paid. Summed in whole paise so
 * ₹0.10 + ₹0.20 is ₹0.30 exactly, and taken from the payments themselves rather than the
 * stored total, so the three figures always agree with the rows shown.
 */
export function sumsOf(payments: CompanyExpense['payments']): ExpenseSums {
  let paid = 0;
  let unpaid = 0;
  for (const payment of payments) {
    const paise = Math.round(payment.amount * 100);
    if (payment.isPaid) paid += paise;
    else unpaid += paise;
  }
  return { total: (paid + unpaid) / 100, paid: paid / 100, unpaid: unpaid / 100 };
}
