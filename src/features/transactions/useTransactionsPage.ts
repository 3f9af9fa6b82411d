import { useCallback } from 'react';
import { exportList, listCalls } from '@/api/lists';
import type { Transaction } from '@/api/schemas';
import { usePagedList } from '@/api/usePagedList';
import { NO_MATCHING_TRANSACTIONS, NO_TRANSACTIONS, TRANSACTIONS_DEFAULT_SORT, transactionsColumns, transactionTitle } from './model/transactionsColumns';
import { useListView } from '@/components/ui/data-table/useListController';
import { usePagedListController } from '@/components/ui/data-table/usePagedListController';
import type { ExportAllColumns } from '@/components/ui/DataTable';
import { textParam } from '@/lib/urlState';

/** Paid By (by) and Paid To (to) in the URL; the header search (any name or the type) is the layout's. */
const transactionsFilters = { by: textParam(), to: textParam() };

/** A transaction shown alone (`?record=<its id>`, from the command palette): its id is on no column, so it is named in words. */
const transactionRecord = { noun: 'transaction', name: (t: Transaction) => transactionTitle(t) };

/**
 * Everything the TransactionsList tab shows, asked of the backend a page at a time (issue 47):
 * its two searches, the rows in view, and how many match and what they add up to, as the
 * backend counted them.
 */
export function useTransactionsPage() {
  const view = useListView({ columns: transactionsColumns, defaultSort: TRANSACTIONS_DEFAULT_SORT, filters: transactionsFilters, record: true });
  const { request } = view;
  const paged = usePagedList(listCalls.transactions, request);
  const exportAll = useCallback<ExportAllColumns>((columns, options) => exportList(listCalls.transactions, { ...request, columns: [...columns] }, options), [request]);
  const list = usePagedListController({ view, list: paged, empty: { none: NO_TRANSACTIONS, noMatch: NO_MATCHING_TRANSACTIONS }, record: transactionRecord, exportAll });
  return {
    /** What the tab's table takes as it is (TabTableProps). */
    table: list.table,
    shown: list.loaded && (paged.everything ?? 0) > 0 ? { count: list.total, sum: list.sums.amount ?? 0 } : null,
    paidBy: view.filters.by,
    paidTo: view.filters.to,
    setFilters: view.setFilters,
  };
}
