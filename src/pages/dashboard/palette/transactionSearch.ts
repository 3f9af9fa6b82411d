/**
 * The palette's search of the transactions (issue 26, PRODUCT.md point 20): too many to be items
 * one by one, so people and ids are indexed once per list.
 */
import type { Transaction } from '@/api/schemas';
import { personName, transactionTitle } from '@/features/transactions/model/transactionsColumns';
import { countOf, formatDateTime } from '@/lib/format';
import { recordHref, tabHref, tabOf, type PaletteTarget } from './paletteItems';

const transactions = tabOf('transactions').path;

/** What the palette searches of the transactions: who paid and who was paid, and each transaction by its id. */
export interface TransactionSearch {
  /** Everyone who paid or was paid, each opening TransactionsList searched for them (Paid By or Paid To). */
  people: PaletteTarget[];
  /** The transactions whose id starts with the query (four characters at least, or the whole id), closest first. */
  byId: (query: string, limit: number) => PaletteTarget[];
}

/** The fewest characters of an id the palette looks for as its start. */
const ID_PREFIX_MIN = 4;

/** A transaction as the palette lists it: it opens TransactionsList showing it alone, the keyboard on its row (named by who paid). */
function transactionItem(transaction: Transaction): PaletteTarget {
  return {
    id: `transaction:${transaction._id}`,
    label: transactionTitle(transaction),
    detail: `${transaction.type} · ${formatDateTime(transaction.timestamp)}`,
    href: recordHref(transactions, transaction._id),
    rowName: personName(transaction.userRef),
  };
}

/**
 * The transactions as the palette searches them, made once per list. Not one item per
 * transaction: matching 50,000 of them on every key would take 20 ms. A name finds the person's
 * payments as one item (how many there are, and the tab searched for them), and an id is found
 * by binary search over the ids sorted once; only the matches are made into items.
 */
export function transactionSearch(list: readonly Transaction[]): TransactionSearch {
  const counts = new Map<string, { name: string; side: 'by' | 'to'; count: number }>();
  const count = (name: string, side: 'by' | 'to') => {
    const key = `${side}:${name}`;
    const entry = counts.get(key);
    if (entry) entry.count += 1;
    else counts.set(key, { name, side, count: 1 });
  };
  for (const transaction of list) {
    count(personName(transaction.userRef), 'by');
    count(personName(transaction.consultantRef), 'to');
  }
  const people = [...counts.values()].map(({ name, side, count: many }) => ({
    id: `payments-${side}:${name}`,
    label: `${side === 'by' ? 'Paid by' : 'Paid to'} ${name}`,
    detail: countOf(many, 'transaction', 'transactions'),
    href: tabHref(transactions, { [side]: name }),
  }));
  const sorted = list.map((transaction) => ({ key: transaction._id.toLowerCase(), transaction })).sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const byId = (query: string, limit: number) => {
    const wanted = query.trim().toLowerCase();
    if (!wanted) return [];
    let low = 0;
    let high = sorted.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((sorted[middle]?.key ?? '') < wanted) low = middle + 1;
      else high = middle;
    }
    const found: PaletteTarget[] = [];
    for (let index = low; index < sorted.length && found.length < limit; index += 1) {
      const entry = sorted[index]!;
      if (!entry.key.startsWith(wanted) || (wanted.length < ID_PREFIX_MIN && entry.key !== wanted)) break;
      found.push(transactionItem(entry.transaction));
    }
    return found;
  };
  return { people, byId };
}
