/** What the Earnings tab shows: which consultants a filter keeps, and the sums of the shown rows. */
import type { Consultant } from '@/api/schemas';
import { parseAmount } from '@/lib/format';

export const EARNINGS_FILTERS = ['all', 'active', 'inactive', 'unsettled'] as const;
export type EarningsFilter = (typeof EARNINGS_FILTERS)[number];

export const earningsFilterLabels: Record<EarningsFilter, string> = {
  all: 'All',
  active: 'Active',
  inactive: 'Inactive',
  unsettled: 'Unsettled payment',
};

/** Earnings above zero: there is money to settle. */
export const isUnsettled = (consultant: Consultant) => (parseAmount(consultant.earnings) ?? 0) > 0;

export function filterEarnings(rows: readonly Consultant[], filter: EarningsFilter): readonly Consultant[] {
  if (filter === 'all') return rows;
  if (filter === 'unsettled') return rows.filter(isUnsettled);
  const active = filter === 'active';
  return rows.filter((consultant) => consultant.isActive === active);
}

export interface EarningsSummaryFigures {
  count: number;
  /** Consultants with money to settle, and how much in all. */
  unsettledCount: number;
  unsettledTotal: number;
}

export function summariseEarnings(rows: readonly Consultant[]): EarningsSummaryFigures {
  let unsettledCount = 0;
  // Paise, so that thousands of amounts with two decimals add up exactly.
  let paise = 0;
  // Indexed, not for…of: on a page's first load this runs before the engine has optimised it,
  // where an iterator costs more than the sum (10,000 rows).
  for (let index = 0; index < rows.length; index += 1) {
    const amount = parseAmount((rows[index] as Consultant).earnings) ?? 0;
    if (amount > 0) {
      unsettledCount += 1;
      paise += Math.round(amount * 100);
    }
  }
  return { count: rows.length, unsettledCount, unsettledTotal: paise / 100 };
}
