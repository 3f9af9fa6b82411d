import { Button } from '@/components/ui/Button';
import { countOf, formatRupees } from '@/lib/format';

export interface ExpensesSummaryProps {
  /** How many expense types there are. */
  types: number;
  /** The sum of every payment, in rupees. */
  total: number;
  /** The sum already paid, in rupees. */
  paid: number;
  /** The sum still to pay, in rupees. */
  unpaid: number;
  /** Downloads the shown types and their payments as CSV; no button without it. */
  onExport?: (() => void) | undefined;
}

/** The shown expense types added up: how many, and their total, paid and unpaid sums; and their export. */
export function ExpensesSummary({ types, total, paid, unpaid, onExport }: ExpensesSummaryProps) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <p aria-live="polite" className="text-sm text-gray-800">
        {countOf(types, 'expense type', 'expense types')}: {formatRupees(total)} in all, {formatRupees(paid)} paid, <strong className="font-semibold">{formatRupees(unpaid)} unpaid</strong>.
      </p>
      {onExport && (
        <Button variant="secondary" onClick={onExport}>
          Export CSV
        </Button>
      )}
    </div>
  );
}
