import { countOf, formatRupees } from '@/lib/format';

export interface ExpensesSummaryProps {
  types: number;
  total: number;
  paid: number;
  unpaid: number;
}

/** The shown expense types added up: how many, and their total, paid and unpaid sums. */
export function ExpensesSummary({ types, total, paid, unpaid }: ExpensesSummaryProps) {
  return (
    <p aria-live="polite" className="text-sm text-gray-800">
      {countOf(types, 'expense type', 'expense types')}: {formatRupees(total)} in all, {formatRupees(paid)} paid, <strong className="font-semibold">{formatRupees(unpaid)} unpaid</strong>.
    </p>
  );
}
