/** The seed's expense types these stories show, looked up by name so a changed seed fails loudly. */
import seed from '../../../db.json';
import type { CompanyExpense } from '../../../src/api/schemas';

export function seedExpense(name: string): CompanyExpense {
  const found = seed.companyExpenses.find((expense) => expense.expenseType === name);
  if (!found) throw new Error(`db.json has no expense type ${name}`);
  return found;
}

/** Five payments, three paid: ₹1,10,765 in all, ₹64,892 paid, ₹45,873 unpaid (worked out by hand). */
export const aws = seedExpense('AWS Hosting');
/** Every payment paid. */
export const rent = seedExpense('Office Rent');
/** No payments. */
export const marketing = seedExpense('Marketing');
