import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { queries } from '@/api/queries';
import type { Transaction } from '@/api/schemas';
import { sumAmounts } from './model/transactionRows';
import {
  NO_MATCHING_TRANSACTIONS,
  NO_TRANSACTIONS,
  personName,
  TRANSACTIONS_DEFAULT_SORT,
  transactionsColumns,
  transactionTitle,
} from './model/transactionsColumns';
import { useListController, type FilterValues } from '@/components/ui/data-table/useListController';
import { createFieldsFilter } from '@/lib/textSearch';
import { textParam } from '@/lib/urlState';

/** Paid By (by) and Paid To (to) in the URL; the header search (any name or the type) is the layout's. */
const transactionsFilters = { by: textParam(), to: textParam() };

/** The three searches over one index of the list: every one must match. */
const matchTransactions = (all: readonly Transaction[]) => {
  const filter = createFieldsFilter(all, {
    by: (t) => [personName(t.userRef)],
    to: (t) => [personName(t.consultantRef)],
    q: (t) => [personName(t.userRef), personName(t.consultantRef), t.type],
  });
  return (q: string, { by, to }: FilterValues<typeof transactionsFilters>) => filter({ by, to, q });
};

/** A transaction shown alone (`?record=<its id>`, from the command palette): its id is on no column, so it is named in words. */
const transactionRecord = { id: (t: Transaction) => t._id, noun: 'transaction', name: transactionTitle };

/** Everything the TransactionsList tab shows: its two searches and the sum of what they leave. */
export function useTransactionsPage() {
  const query = useQuery(queries.transactions());
  const list = useListController({
    query,
    columns: transactionsColumns,
    defaultSort: TRANSACTIONS_DEFAULT_SORT,
    filters: transactionsFilters,
    matcher: matchTransactions,
    record: transactionRecord,
    empty: { none: NO_TRANSACTIONS, noMatch: NO_MATCHING_TRANSACTIONS },
  });
  const { all, rows, filters } = list;
  const sum = useMemo(() => sumAmounts(rows), [rows]);
  return {
    /** What the tab's table takes as it is (TabTableProps). */
    table: list.table,
    shown: list.loaded && all.length > 0 ? { count: rows.length, sum } : null,
    paidBy: filters.by,
    paidTo: filters.to,
    setFilters: list.setFilters,
  };
}
