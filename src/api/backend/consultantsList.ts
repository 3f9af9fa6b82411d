/**
 * The Dashboard tab's consultants as a list asked a page at a time (issue 47): newest first,
 * searched and sorted by the backend. Held in memory by every store, as Earnings' are
 * (earningsList.ts); the two lists keep orders of their own.
 */
import { isoSortKey } from '../../lib/format';
import { textSortKey } from '../../lib/sortRows';
import { apiPaths } from '../paths';
import { listRoutes, type ListSpec } from './lists';

const yesNo = (yes: boolean) => (yes ? 'Yes' : 'No');

export const consultantsList: ListSpec<'consultants'> = {
  collection: 'consultants',
  noun: 'Consultants',
  id: (c) => c._id,
  // The table's sortable columns, keyed as its own sort keys them (sortRows.ts, dateColumn).
  sorts: {
    name: (c) => textSortKey(c.name),
    createdAt: (c) => isoSortKey(c.createdAt),
    isActive: (c) => textSortKey(yesNo(c.isActive)),
    exam: (c) => textSortKey(c.exam ?? ''),
  },
  // SPEC.md: newest first, invalid dates last.
  defaultSort: { id: 'createdAt', desc: true },
  search: (c) => [c.name, c.phoneNumber, c.dataid, c.exam],
  filters: {},
  sums: {},
  columns: {
    name: (c) => c.name,
    phone: (c) => c.phoneNumber,
    createdAt: (c) => c.createdAt ?? '',
    isActive: (c) => yesNo(c.isActive),
    exam: (c) => c.exam ?? '',
  },
};

export const consultantsListRoutes = listRoutes(consultantsList, {
  page: { name: 'consultantsPage', path: apiPaths.consultantsPage },
  export: { name: 'consultantsExport', path: apiPaths.consultantsExport },
});
