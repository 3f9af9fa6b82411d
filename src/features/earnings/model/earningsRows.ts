/** What the Earnings tab offers to show, and the figures it shows of them (the backend counts them: api/backend/earningsList.ts). */
import { isUnsettled } from '@/lib/earnings';

export { isUnsettled };

export const EARNINGS_FILTERS = ['all', 'active', 'inactive', 'unsettled'] as const;
export type EarningsFilter = (typeof EARNINGS_FILTERS)[number];

export const earningsFilterLabels: Record<EarningsFilter, string> = {
  all: 'All',
  active: 'Active',
  inactive: 'Inactive',
  unsettled: 'Unsettled payment',
};

export interface EarningsSummaryFigures {
  count: number;
  /** Consultants with money to settle, and how much in all. */
  unsettledCount: number;
  unsettledTotal: number;
}
