import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { queries } from '@/api/queries';
import type { Transaction } from '@/api/schemas';
import { TRANSACTIONS_DEFAULT_SORT, TRANSACTIONS_SORTABLE, UNKNOWN_PERSON } from '@/components/dashboard/transactions/TransactionsTable';
import { sumAmounts } from '@/components/dashboard/transactions/transactionRows';
import { createFieldsFilter } from '@/lib/textSearch';
import { sortParam, textParam } from '@/lib/urlState';
import { useUrlState } from '@/lib/useUrlState';
import { tabTableOf } from './tabTable';
import { useTabSearch } from '@/components/ui/data-table/tabSearch';

/** Paid By (by), Paid To (to), the header search (q, any name or the type) and the sort. */
export const transactionsUrl = {
  by: textParam(),
  to: textParam(),
  sort: sortParam(TRANSACTIONS_SORTABLE, TRANSACTIONS_DEFAULT_SORT),
};

const NO_ROWS: Transaction[] = [];
const nameOf = (person: Transaction['userRef']) => person?.name || UNKNOWN_PERSON;

export function useTransactionsPage() {
  const query = useQuery(queries.transactions());
  const [url, setUrl] = useUrlState(transactionsUrl);
  const q = useTabSearch();
  const all = query.data ?? NO_ROWS;
  const filter = useMemo(
    () =>
      createFieldsFilter(all, {
        by: (t) => [nameOf(t.userRef)],
        to: (t) => [nameOf(t.consultantRef)],
        q: (t) => [nameOf(t.userRef), nameOf(t.consultantRef), t.type],
      }),
    [all],
  );
  const rows = useMemo(() => filter({ by: url.by, to: url.to, q: q }), [filter, url.by, url.to, q]);
  const sum = useMemo(() => sumAmounts(rows), [rows]);
  const { table, loaded } = tabTableOf(query, rows, {
    sorting: url.sort,
    onSortingChange: (sort) => setUrl({ sort }),
    empty: { none: 'No transactions yet.', noMatch: 'No transactions match these searches.' },
  });
  return {
    /** What the tab's table takes as it is (TabTableProps). */
    table,
    shown: loaded ? { count: rows.length, sum } : null,
    url,
    setUrl,
  };
}
