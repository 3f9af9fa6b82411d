import type { Transaction } from '@/api/schemas';
import { DataTable, type TabTableProps } from '@/components/ui/DataTable';
import { transactionsColumns } from '../model/transactionsColumns';

export type TransactionsTableProps = TabTableProps<Transaction>;

/** SPEC.md TransactionsList: who paid whom, how much, for what and when. */
export function TransactionsTable(list: TransactionsTableProps) {
  return (
    <DataTable
      {...list}
      caption="Transactions"
      captionHidden
      columns={transactionsColumns}
      getRowId={getRowId}
      exportFileName="transactions"
      columnsKey="transactions"
      // Rows are at least this tall; not measuring them keeps a search at 50,000 rows within a frame.
      estimateRowHeight={53}
      measureRows={false}
    />
  );
}

const getRowId = (transaction: Transaction) => transaction._id;
