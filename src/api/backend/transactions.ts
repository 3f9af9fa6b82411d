/** TransactionsList as a list asked a page at a time (issue 47): what it sorts, searches, adds up and exports. */
import { isoSortKey } from '../../lib/format';
import { personName } from '../../lib/personName';
import { textSortKey } from '../../lib/sortRows';
import { apiPaths } from '../paths';
import type { Transaction } from '../schemas';
import { listRoutes, wholeListRoute, type ListSpec } from './lists';

const paidBy = (t: Transaction) => personName(t.userRef);
const paidTo = (t: Transaction) => personName(t.consultantRef);

export const transactionsList: ListSpec<'transactions'> = {
  collection: 'transactions',
  noun: 'Transactions',
  id: (t) => t._id,
  // The table's sortable columns, ordered as its own sort orders them (sortRows.ts).
  sorts: {
    user: (t) => textSortKey(paidBy(t)),
    consultant: (t) => textSortKey(paidTo(t)),
    amount: (t) => (Number.isNaN(t.amount) ? undefined : t.amount),
    type: (t) => textSortKey(t.type),
    timestamp: (t) => isoSortKey(t.timestamp),
  },
  // SPEC.md: newest first.
  defaultSort: { id: 'timestamp', desc: true },
  search: (t) => [paidBy(t), paidTo(t), t.type],
  filters: { by: { kind: 'text', texts: (t) => [paidBy(t)] }, to: { kind: 'text', texts: (t) => [paidTo(t)] } },
  sums: { amount: (t) => t.amount },
  columns: { user: paidBy, consultant: paidTo, amount: (t) => t.amount, type: (t) => t.type, timestamp: (t) => t.timestamp },
};

export const transactionRoutes = [
  // SPEC.md's call, for other clients: every transaction at once.
  wholeListRoute('transactions', apiPaths.transactions, transactionsList, 'transactions'),
  ...listRoutes(transactionsList, {
    page: { name: 'transactionsPage', path: apiPaths.transactionsPage },
    export: { name: 'transactionsExport', path: apiPaths.transactionsExport },
  }),
];
