import type { Transaction } from '@/api/schemas';

/** The sum of the shown amounts, added in paise so thousands of rows add up exactly. */
export function sumAmounts(rows: readonly Transaction[]): number {
  let paise = 0;
  for (const row of rows) paise += Math.round(row.amount * 100);
  return paise / 100;
}
