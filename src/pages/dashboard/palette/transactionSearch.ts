/**
 * The palette's transactions (issue 26, PRODUCT.md point 20): too many to be items one by one,
 * and a year too many to download (issue 47), so the backend finds them for what is typed
 * (POST /lists/transactions/find): a name finds the person's payments as one item (how many
 * there are, and the tab searched for them), and the start of an id finds the transactions.
 */
import type { Transaction, TransactionsFound } from '@/api/schemas';
import { personName, transactionTitle } from '@/features/transactions/model/transactionsColumns';
import { countOf, formatDateTime } from '@/lib/format';
import { recordHref, tabHref, tabOf, type PaletteTarget } from './paletteItems';

const transactions = tabOf('transactions').path;

/** A transaction as the palette lists it: it opens TransactionsList showing it alone, the keyboard on its row (named by who paid). Found by its id. */
function transactionItem(transaction: Transaction): PaletteTarget {
  return {
    id: `transaction:${transaction._id}`,
    label: transactionTitle(transaction),
    detail: `${transaction.type} · ${formatDateTime(transaction.timestamp)}`,
    terms: [transaction._id],
    href: recordHref(transactions, transaction._id),
    rowName: personName(transaction.userRef),
  };
}

/** What the backend found, as the palette lists it: the transactions by id first (an id is what is typed to find one), then the people. */
export function transactionsFoundItems(found: TransactionsFound): PaletteTarget[] {
  const people = found.people.map(({ name, side, count }) => ({
    id: `payments-${side}:${name}`,
    label: `${side === 'by' ? 'Paid by' : 'Paid to'} ${name}`,
    detail: countOf(count, 'transaction', 'transactions'),
    href: tabHref(transactions, { [side]: name }),
  }));
  return [...found.transactions.map(transactionItem), ...people];
}
