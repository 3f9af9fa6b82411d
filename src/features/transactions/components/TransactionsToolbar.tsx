import { Field, inputClass } from '@/components/ui/Field';
import { formatCount, formatRupees } from '@/lib/format';
import { SEARCH_MAX_LENGTH } from '@/lib/searchLimit';

export interface TransactionsToolbarProps {
  /** The Paid By search: matches the paying user's name. */
  paidBy: string;
  /** The Paid To search: matches the paid consultant's name. */
  paidTo: string;
  /** Called as the Paid By search is typed. */
  onPaidByChange: (value: string) => void;
  /** Called as the Paid To search is typed. */
  onPaidToChange: (value: string) => void;
  /** How many rows are shown and what they add up to; null while there are none to count. */
  shown: { count: number; sum: number } | null;
}

/** SPEC.md TransactionsList: the two searches, and the sum of the rows they leave. */
export function TransactionsToolbar({ paidBy, paidTo, onPaidByChange, onPaidToChange, shown }: TransactionsToolbarProps) {
  return (
    <>
      <Field label="Paid By" hint="The user's name" className="w-full sm:w-56">
        {(control) => <input {...control} type="search" maxLength={SEARCH_MAX_LENGTH} value={paidBy} onChange={(event) => onPaidByChange(event.target.value)} className={inputClass} />}
      </Field>
      <Field label="Paid To" hint="The consultant's name" className="w-full sm:w-56">
        {(control) => <input {...control} type="search" maxLength={SEARCH_MAX_LENGTH} value={paidTo} onChange={(event) => onPaidToChange(event.target.value)} className={inputClass} />}
      </Field>
      <p role="status" aria-live="polite" className="pb-6 text-sm text-gray-800">
        {shown && (
          <>
            <strong>{formatCount(shown.count)}</strong> {shown.count === 1 ? 'transaction' : 'transactions'} · total <strong>{formatRupees(shown.sum)}</strong>
          </>
        )}
      </p>
    </>
  );
}
