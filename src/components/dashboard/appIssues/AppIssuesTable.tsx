import { useMemo } from 'react';
import type { AppIssue } from '@/api/schemas';
import { Button } from '@/components/ui/Button';
import { DataTable, type DataTableColumn, type TabTableProps } from '@/components/ui/DataTable';
import { formatDay } from '@/lib/format';
import type { SortState } from '@/lib/urlState';
import { isOpen } from './appIssueRows';

export const APP_ISSUES_SORTABLE = ['id', 'name', 'type', 'raisedDate', 'solvedDate'] as const;
export const APP_ISSUES_DEFAULT_SORT: SortState = { id: 'raisedDate', desc: true };
export const NO_ISSUES = 'No app issues reported.';
export const NO_MATCHING_ISSUES = 'No app issues match this search and these filters.';
export const MARK_SOLVED = 'Mark solved';

export interface AppIssuesTableProps extends TabTableProps<AppIssue> {
  /** Ids of issues being marked solved: their buttons wait. */
  solving: ReadonlySet<string>;
  /** Called by an open issue's Mark solved button. */
  onSolve: (issue: AppIssue) => void;
}

const typeLooks: Record<AppIssue['type'], string> = {
  BUG: 'bg-red-50 text-red-900 ring-red-200',
  SUGGESTION: 'bg-sky-50 text-sky-900 ring-sky-200',
};

/** SPEC.md App Issues: one row per reported issue; an open one can be marked solved. */
export function AppIssuesTable({ solving, onSolve, ...list }: AppIssuesTableProps) {
  const columns = useMemo<DataTableColumn<AppIssue>[]>(
    () => [
      { id: 'id', header: 'ID', value: (i) => (typeof i.id === 'number' ? i.id : String(i.id)), sortable: true, width: '3.5rem' },
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
      { id: 'comment', header: 'Comment', value: (i) => i.comment },
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
        cell: (i) =>
          isOpen(i) ? (
            <Button variant="secondary" className="px-3 py-1.5 whitespace-nowrap" aria-label={`${MARK_SOLVED}: issue ${i.id}`} disabled={solving.has(String(i.id))} onClick={() => onSolve(i)}>
              {MARK_SOLVED}
            </Button>
          ) : (
            <span className="text-sm text-gray-700">Solved</span>
          ),
        width: '8.5rem',
      },
    ],
    [solving, onSolve],
  );

  return (
    <DataTable
      {...list}
      caption="App issues"
      captionHidden
      columns={columns}
      getRowId={(i) => String(i.id)}
      rowLabel={(i) => `issue ${i.id}`}
      exportFileName="app-issues"
      minWidth="60rem"
    />
  );
}
