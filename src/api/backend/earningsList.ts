/**
 * The Earnings tab as a list asked a page at a time (issue 47): the consultants, with what they
 * have earned, sorted, searched, filtered and added up by the backend. Consultants are held in
 * memory by every store (a year is 100,000 of them); their orders follow each change (keptOrders.ts).
 */
import { isUnsettled, paymentStatus, unsettledAmount } from '../../lib/earnings';
import { isoSortKey, parseAmount } from '../../lib/format';
import { textSortKey } from '../../lib/sortRows';
import { apiPaths } from '../paths';
import { listRoutes, type ListSpec } from './lists';

const yesNo = (yes: boolean) => (yes ? 'Yes' : 'No');

export const earningsList: ListSpec<'consultants'> = {
  collection: 'consultants',
  noun: 'Earnings',
  id: (c) => c._id,
  // The table's sortable columns, keyed as its own sort keys them (sortRows.ts, dateColumn).
  sorts: {
    name: (c) => textSortKey(c.name),
    earnings: (c) => parseAmount(c.earnings) ?? undefined,
    createdAt: (c) => isoSortKey(c.createdAt),
    isActive: (c) => textSortKey(yesNo(c.isActive)),
  },
  // Most to settle first.
  defaultSort: { id: 'earnings', desc: true },
  search: (c) => [c.name, c.dataid, c.phoneNumber],
  // The tab's one choice (All, Active, Inactive, Unsettled payment) as the filter it sets.
  filters: {
    active: { kind: 'equals', value: (c) => (c.isActive ? 'yes' : 'no') },
    unsettled: { kind: 'equals', value: (c) => (isUnsettled(c) ? 'yes' : 'no') },
  },
  // '₹… unsettled across N consultants': the amount, and the consultants it is owed to.
  sums: { unsettled: unsettledAmount, unsettledCount: (c) => (isUnsettled(c) ? 1 : 0) },
  columns: {
    name: (c) => c.name,
    earnings: (c) => parseAmount(c.earnings) ?? 'N/A',
    phone: (c) => c.phoneNumber,
    creatorId: (c) => c.dataid,
    createdAt: (c) => c.createdAt ?? '',
    isActive: (c) => yesNo(c.isActive),
    payment: paymentStatus,
    bankDetails: (c) => c.bankDetails ?? '',
  },
};

export const earningsListRoutes = listRoutes(earningsList, {
  page: { name: 'earningsPage', path: apiPaths.earningsPage },
  export: { name: 'earningsExport', path: apiPaths.earningsExport },
});
