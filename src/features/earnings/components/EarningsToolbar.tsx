import { Field, inputClass } from '@/components/ui/Field';
import { countOf, formatRupees } from '@/lib/format';
import { EARNINGS_FILTERS, earningsFilterLabels, type EarningsFilter, type EarningsSummaryFigures } from '../model/earningsRows';

export interface EarningsToolbarProps {
  /** Which consultants are shown: all, active, inactive or unsettled. */
  filter: EarningsFilter;
  /** Called with the filter picked. */
  onFilterChange: (filter: EarningsFilter) => void;
  /** Figures of the shown rows; null while there are none to count (loading, failed). */
  summary: EarningsSummaryFigures | null;
  /** The search in effect (the header search), repeated so the figures make sense. */
  search: string;
}


/** The filter of the Earnings tab and what the shown rows add up to. */
export function EarningsToolbar({ filter, onFilterChange, summary, search }: EarningsToolbarProps) {
  return (
    <>
      <Field label="Show" className="w-52">
        {(control) => (
          <select {...control} value={filter} onChange={(event) => onFilterChange(event.target.value as EarningsFilter)} className={inputClass}>
            {EARNINGS_FILTERS.map((value) => (
              <option key={value} value={value}>
                {earningsFilterLabels[value]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <p role="status" aria-live="polite" className="pb-2 text-sm text-gray-800">
        {summary && (
          <>
            <strong>{countOf(summary.count, 'consultant', 'consultants')}</strong>
            {search.trim() && <> matching “{search.trim()}”</>}
            {' · '}
            <strong>{formatRupees(summary.unsettledTotal)}</strong> unsettled across {countOf(summary.unsettledCount, 'consultant', 'consultants')}
          </>
        )}
      </p>
    </>
  );
}
