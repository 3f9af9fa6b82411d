import { useMemo } from 'react';
import type { Transaction } from '@/api/schemas';
import { dateColumn } from '@/components/ui/data-table/columns';
import { DataTable, type DataTableColumn, type TabTableProps } from '@/components/ui/DataTable';
import { formatRupees } from '@/lib/format';
import type { SortState } from '@/lib/urlState';
import { ConsultantPhoto } from '../ConsultantPhoto';

export const TRANSACTIONS_SORTABLE = ['user', 'consultant', 'amount', 'type', 'timestamp'] as const;
/** SPEC.md: newest first. */
export const TRANSACTIONS_DEFAULT_SORT: SortState = { id: 'timestamp', desc: true };
export const UNKNOWN_PERSON = 'Unknown';

type Person = Transaction['userRef'];

function PersonCell({ person }: { person: Person }) {
  const name = person?.name.trim() || UNKNOWN_PERSON;
  return (
    <span className="flex items-center gap-2">
      <ConsultantPhoto name={name} profilePicUrl={person?.profilePicUrl} size={32} decorative />
      <span className="min-w-0 truncate">{name}</span>
    </span>
  );
}

const nameOf = (person: Person) => person?.name.trim() || UNKNOWN_PERSON;

export type TransactionsTableProps = TabTableProps<Transaction>;

/** SPEC.md TransactionsList: who paid whom, how much, for what and when. */
export function TransactionsTable(list: TransactionsTableProps) {
  const columns = useMemo<DataTableColumn<Transaction>[]>(
    () => [
      { id: 'user', header: 'Paid by (user)', value: (t) => nameOf(t.userRef), cell: (t) => <PersonCell person={t.userRef} />, sortable: true, width: '13rem' },
      { id: 'consultant', header: 'Paid to (consultant)', value: (t) => nameOf(t.consultantRef), cell: (t) => <PersonCell person={t.consultantRef} />, sortable: true, width: '13rem' },
      { id: 'amount', header: 'Amount', value: (t) => t.amount, cell: (t) => formatRupees(t.amount), sortable: true, sortDescFirst: true, align: 'end', width: '8rem' },
      { id: 'type', header: 'Type', value: (t) => t.type, sortable: true, width: '7rem' },
      dateColumn<Transaction>({ id: 'timestamp', header: 'Timestamp', date: (t) => t.timestamp, width: '12rem' }),
    ],
    [],
  );
  return (
    <DataTable
      {...list}
      caption="Transactions"
      captionHidden
      columns={columns}
      getRowId={(t) => t._id}
      exportFileName="transactions"
      minWidth="50rem"
      // Rows are at least this tall; not measuring them keeps a search at 50,000 rows within a frame.
      estimateRowHeight={53}
      measureRows={false}
    />
  );
}
