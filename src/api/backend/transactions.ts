/** TransactionsList as a list asked a page at a time (issue 47): what it sorts, searches, adds up and exports. */
import { isoSortKey } from '../../lib/format';
import { personName } from '../../lib/personName';
import { textSortKey } from '../../lib/sortRows';
import { apiPaths } from '../paths';
import { transactionsFindBodySchema, type Transaction, type TransactionsFound } from '../schemas';
import { ok, parseBody, type BackendRoute } from './core';
import { listRoutes, storeOf, wholeListRoute, type ListSpec, type ListStore } from './lists';

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

/** The fewest characters of an id the palette looks for as its start. */
const ID_PREFIX_MIN = 4;
/** The page of a name's transactions read for the people in it: enough to name a few of them. */
const PEOPLE_READ = 50;

/**
 * The people and transactions the command palette finds for `q`: the names among the first
 * transactions paid by (and to) someone matching it, each counted as the tab counts its Paid By
 * (Paid To) search for that name; and the transactions whose id starts with it.
 */
function findTransactions(store: ListStore, q: string, limit: number): TransactionsFound {
  const wanted = q.trim();
  if (wanted === '') return { people: [], transactions: [] };
  const people: TransactionsFound['people'] = [];
  // 'paid by Vivaan' (as the palette's items read) looks for payers only, 'paid to' for payees.
  const said = /^paid\s+(by|to)\s+(.*)$/i.exec(wanted);
  const name = said ? (said[2] ?? '') : wanted;
  const sides = said ? [said[1]!.toLowerCase() as 'by' | 'to'] : (['by', 'to'] as const);
  for (const side of name.trim() === '' ? [] : sides) {
    const nameOf = side === 'by' ? paidBy : paidTo;
    const view = { q: '', sort: null, record: '' };
    const names = new Set(store.page(transactionsList, { ...view, filters: { [side]: name }, offset: 0, limit: PEOPLE_READ }).rows.map(nameOf));
    for (const person of [...names].slice(0, limit)) people.push({ name: person, side, count: store.page(transactionsList, { ...view, filters: { [side]: person }, offset: 0, limit: 1 }).total });
  }
  const prefix = wanted.toLowerCase();
  const transactions = prefix.length >= ID_PREFIX_MIN && /^[\w-]+$/.test(prefix) ? store.startingWith(transactionsList, prefix, limit) : [];
  return { people, transactions };
}

export const transactionRoutes = [
  // SPEC.md's call, for other clients: every transaction at once.
  wholeListRoute('transactions', apiPaths.transactions, transactionsList, 'transactions'),
  ...listRoutes(transactionsList, {
    page: { name: 'transactionsPage', path: apiPaths.transactionsPage },
    export: { name: 'transactionsExport', path: apiPaths.transactionsExport },
  }),
  {
    name: 'transactionsFind',
    method: 'POST',
    path: apiPaths.transactionsFind,
    auth: true,
    mutates: false,
    handle(db, request, context) {
      const { q, limit } = parseBody(transactionsFindBodySchema, request.body);
      return ok(findTransactions(storeOf(transactionsList.collection, db, context.lists), q, limit));
    },
  } satisfies BackendRoute,
];
