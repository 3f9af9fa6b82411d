import type { CompanyExpense } from '@/api/schemas';
import { toCsv } from '@/lib/csv';

export const EXPENSE_CSV_HEADERS = ['Expense type', 'Payment date', 'Amount (₹)', 'Paid', 'Paid on'] as const;

/**
 * The shown expense types as CSV (PRODUCT.md point 14: anything an operator sees can be
 * exported): one line per payment, and a line with the type alone for a type without payments,
 * so no type shown is missing from the file.
 */
export function expensesCsv(expenses: readonly CompanyExpense[]): string {
  const lines = expenses.flatMap((expense) =>
    expense.payments.length === 0
      ? [[expense.expenseType, '', '', '', '']]
      : expense.payments.map((payment) => [expense.expenseType, payment.date, payment.amount, payment.isPaid ? 'Yes' : 'No', payment.paidOn ?? '']),
  );
  return toCsv(EXPENSE_CSV_HEADERS, lines);
}
