import { ExportCsvButton, type ExportCsvButtonProps } from '@/components/ui/ExportCsvButton';
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
  /** Export CSV of the shown types and their payments; no button without it. */
  exportCsv?: ExportCsvButtonProps | undefined;
}

/** The shown expense types added up: how many, and their total, paid and unpaid sums; and their export. */
export function ExpensesSummary({ types, total, paid, unpaid, exportCsv }: ExpensesSummaryProps) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <p aria-live="polite" className="text-sm text-gray-800">
        {countOf(types, 'expense type', 'expense types')}: {formatRupees(total)} in all, {formatRupees(paid)} paid, <strong className="font-semibold">{formatRupees(unpaid)} unpaid</strong>.
      </p>
      {exportCsv && <ExportCsvButton {...exportCsv} />}
    </div>
  );
}
