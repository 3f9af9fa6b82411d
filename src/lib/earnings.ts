/** A consultant's earnings as the Earnings tab and its backend list read them (issue 47: both count the same). */
import { parseAmount } from './format';

interface WithEarnings {
  earnings?: string | null | undefined;
}

/** Earnings above zero: there is money to settle. */
export const isUnsettled = (consultant: WithEarnings) => (parseAmount(consultant.earnings) ?? 0) > 0;

/** What is waiting to be settled: the earnings when above zero, else nothing. */
export const unsettledAmount = (consultant: WithEarnings) => Math.max(0, parseAmount(consultant.earnings) ?? 0);

/** The Payment status column's words: 'Unsettled', 'Settled', or 'N/A' for earnings that are not a number. */
export function paymentStatus(consultant: WithEarnings): string {
  const amount = parseAmount(consultant.earnings);
  if (amount === null) return 'N/A';
  return amount > 0 ? 'Unsettled' : 'Settled';
}
