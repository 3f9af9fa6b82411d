import { formatCount } from '@/lib/format';
import { Field, inputClass } from '@/components/ui/Field';
import { ISSUE_STATE_FILTERS, ISSUE_TYPE_FILTERS, issueStateLabels, issueTypeLabels, type IssueStateFilter, type IssueTypeFilter } from '../model/appIssueRows';

export interface AppIssuesToolbarProps {
  /** The issue type shown: all, BUG or SUGGESTION. */
  type: IssueTypeFilter;
  /** all, open or solved. */
  state: IssueStateFilter;
  /** Called with the type picked. */
  onTypeChange: (type: IssueTypeFilter) => void;
  /** Called with the state picked. */
  onStateChange: (state: IssueStateFilter) => void;
  /** How many are shown and how many of those are open; null while there are none to count. */
  shown: { count: number; open: number } | null;
}

/** The App Issues filters: type (BUG or SUGGESTION) and open or solved. */
export function AppIssuesToolbar({ type, state, onTypeChange, onStateChange, shown }: AppIssuesToolbarProps) {
  return (
    <>
      <Field label="Type" className="w-full sm:w-44">
        {(control) => (
          <select {...control} value={type} onChange={(event) => onTypeChange(event.target.value as IssueTypeFilter)} className={inputClass}>
            {ISSUE_TYPE_FILTERS.map((value) => (
              <option key={value} value={value}>
                {issueTypeLabels[value]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label="State" className="w-full sm:w-44">
        {(control) => (
          <select {...control} value={state} onChange={(event) => onStateChange(event.target.value as IssueStateFilter)} className={inputClass}>
            {ISSUE_STATE_FILTERS.map((value) => (
              <option key={value} value={value}>
                {issueStateLabels[value]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <p role="status" aria-live="polite" className="pb-2 text-sm text-gray-800">
        {shown && (
          <>
            <strong>{formatCount(shown.count)}</strong> {shown.count === 1 ? 'issue' : 'issues'} · <strong>{formatCount(shown.open)}</strong> open
          </>
        )}
      </p>
    </>
  );
}
