import { describe, expect, it } from 'vitest';
import type { CompanyExpense } from '@/api/schemas';
import { expensesCsv } from './expenseCsv';

const rent: CompanyExpense = {
  _id: 'e1',
  expenseType: 'Office Rent',
  total: 170000,
  isPaid: false,
  payments: [
    { date: '2026-06-05', amount: 85000, isPaid: true, paidOn: '2026-06-05' },
    { date: '2026-07-05', amount: 85000, isPaid: false, paidOn: null },
  ],
};
const empty: CompanyExpense = { _id: 'e2', expenseType: '=HYPERLINK("x")', total: 0, isPaid: false, payments: [] };

describe('expensesCsv', () => {
  it('writes one line per payment and one for a type without payments, formulas defused', () => {
    const lines = expensesCsv([rent, empty]).replace(/^\uFEFF/, '').trimEnd().split('\r\n');
    expect(lines).toEqual([
      'Expense type,Payment date,Amount (₹),Paid,Paid on',
      'Office Rent,2026-06-05,85000,Yes,2026-06-05',
      'Office Rent,2026-07-05,85000,No,',
      `"'=HYPERLINK(""x"")",,,,`,
    ]);
  });

  it('writes the headers alone when no type is shown', () => {
    expect(expensesCsv([]).replace(/^\uFEFF/, '').trimEnd()).toBe('Expense type,Payment date,Amount (₹),Paid,Paid on');
  });
});
