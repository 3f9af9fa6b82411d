/** The TransactionsList table's model: its columns, declared once, and the words it says when empty. */
import type { Transaction } from '@/api/schemas';
import { dateColumn } from '@/components/ui/data-table/columns';
import type { DataTableColumn } from '@/components/ui/DataTable';
import { formatRupees } from '@/lib/format';
import { personName } from '@/lib/personName';
export { personName, UNKNOWN_PERSON } from '@/lib/personName';
import type { SortState } from '@/lib/urlState';
import { ConsultantPhoto } from '@/components/dashboard/ConsultantPhoto';

/** SPEC.md: newest first. */
export const TRANSACTIONS_DEFAULT_SORT: SortState = { id: 'timestamp', desc: true };
export const NO_TRANSACTIONS = 'No transactions yet.';
export const NO_MATCHING_TRANSACTIONS = 'No transactions match these searches.';

type Person = Transaction['userRef'];


/** A transaction in words, where it is named on its own (the command palette, shown alone): '₹500 from Asha Verma to Ravi Kumar'. */
export const transactionTitle = (transaction: Transaction) =>
  `${formatRupees(transaction.amount)} from ${personName(transaction.userRef)} to ${personName(transaction.consultantRef)}`;

function PersonCell({ person }: { person: Person }) {
  const name = personName(person);
  return (
    <span className="flex items-center gap-2">
      <ConsultantPhoto name={name} profilePicUrl={person?.profilePicUrl} size={32} decorative />
      <span className="min-w-0 truncate">{name}</span>
    </span>
  );
}

/** SPEC.md TransactionsList's columns, in order; who paid is the row header. */
export const transactionsColumns: readonly DataTableColumn<Transaction>[] = [
  { id: 'user', header: 'Paid by (user)', value: (t) => personName(t.userRef), cell: (t) => <PersonCell person={t.userRef} />, sortable: true, width: '13rem' },
  { id: 'consultant', header: 'Paid to (consultant)', value: (t) => personName(t.consultantRef), cell: (t) => <PersonCell person={t.consultantRef} />, sortable: true, width: '13rem' },
  { id: 'amount', header: 'Amount', value: (t) => t.amount, cell: (t) => formatRupees(t.amount), sortable: true, sortDescFirst: true, align: 'end', width: '8rem' },
  { id: 'type', header: 'Type', value: (t) => t.type, sortable: true, width: '7rem' },
  dateColumn<Transaction>({ id: 'timestamp', header: 'Timestamp', date: (t) => t.timestamp, width: '12rem' }),
];
