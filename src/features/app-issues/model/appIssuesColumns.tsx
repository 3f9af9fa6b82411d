/** The App Issues table's model: its columns, declared once, and the words it shows. */
import type { AppIssue } from '@/api/schemas';
import { Button } from '@/components/ui/Button';
import type { DataTableColumn } from '@/components/ui/DataTable';
import { Permitted } from '@/components/ui/Permitted';
import { formatDay } from '@/lib/format';
import type { SortState } from '@/lib/urlState';
import { isOpen } from './appIssueRows';

export const APP_ISSUES_DEFAULT_SORT: SortState = { id: 'raisedDate', desc: true };
export const NO_ISSUES = 'No app issues reported.';
export const NO_MATCHING_ISSUES = 'No app issues match this search and these filters.';
export const MARK_SOLVED = 'Mark solved';

/** What a row can do; marking solved runs under busyKey('solve', String(issue.id)) while it is under way. */
export interface AppIssuesActions {
  /** Called by an open issue's Mark solved button; the page asks for confirmation. */
  onSolve: (issue: AppIssue) => void;
}

/** How an issue is named: by its number, which the ID column (the row header) shows. */
export const issueLabel = (issue: AppIssue) => `issue ${issue.id}`;

const typeLooks: Record<AppIssue['type'], string> = {
  BUG: 'bg-red-50 text-red-900 ring-red-200',
  SUGGESTION: 'bg-sky-50 text-sky-900 ring-sky-200',
};

/** SPEC.md App Issues' columns, in order, and the action. The ID names the row. */
export const appIssuesColumns: readonly DataTableColumn<AppIssue, AppIssuesActions>[] = [
  { id: 'id', header: 'ID', value: (i) => (typeof i.id === 'number' ? i.id : String(i.id)), sortable: true, rowHeader: true, width: '3.5rem' },
  { id: 'name', header: 'Name', value: (i) => i.name, sortable: true, width: '8rem' },
  { id: 'number', header: 'Number', value: (i) => i.number, width: '9.5rem' },
  {
    id: 'type',
    header: 'Type',
    value: (i) => i.type,
    cell: (i) => <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${typeLooks[i.type]}`}>{i.type}</span>,
    sortable: true,
    width: '8rem',
  },
  // The one column without a width: it takes what the others leave.
  { id: 'comment', header: 'Comment', value: (i) => i.comment, clamp: true },
  { id: 'raisedDate', header: 'Raised date', value: (i) => i.raisedDate, cell: (i) => formatDay(i.raisedDate), sortable: true, sortDescFirst: true, width: '7.5rem' },
  {
    id: 'solvedDate',
    header: 'Solved date',
    value: (i) => i.solvedDate ?? '',
    sortKey: (i) => i.solvedDate || undefined,
    cell: (i) => (isOpen(i) ? <span className="sr-only">Not solved yet</span> : formatDay(i.solvedDate ?? '')),
    sortable: true,
    sortDescFirst: true,
    width: '7.5rem',
  },
  {
    id: 'action',
    header: 'Action',
    csv: false,
    cell: (i, { actions, busy }) =>
      isOpen(i) ? (
        // Disabled, saying why, for a role that may not solve issues (issue 48).
        <Permitted permission="solveAppIssues">
          {({ allowed, reason }) => (
            // The name starts with what the button shows (label in name), then says which issue.
            <Button
              variant="secondary"
              className="px-3 py-1.5 whitespace-nowrap"
              aria-label={`${MARK_SOLVED}: ${issueLabel(i)}`}
              title={reason ?? undefined}
              disabled={!allowed || busy('solve')}
              onClick={() => actions.onSolve(i)}
            >
              {MARK_SOLVED}
            </Button>
          )}
        </Permitted>
      ) : (
        <span className="text-sm text-gray-700">Solved</span>
      ),
    // Room for the button and its focus ring in wider fallback fonts too: it never reaches the table's edge.
    width: '9.5rem',
  },
];
