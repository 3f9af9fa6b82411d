import { useMemo } from 'react';
import type { AppIssue } from '@/api/schemas';
import { DataTable, type TabTableProps } from '@/components/ui/DataTable';
import { issueId } from '../model/appIssueRows';
import { appIssuesColumns, issueLabel, type AppIssuesActions } from '../model/appIssuesColumns';

export interface AppIssuesTableProps extends TabTableProps<AppIssue>, AppIssuesActions {
  /** busyKey(action, String(issue.id)) of the actions under way ('solve'): their buttons wait. */
  busy: ReadonlySet<string>;
}

/** SPEC.md App Issues: one row per reported issue; an open one can be marked solved. */
export function AppIssuesTable({ busy, onSolve, ...list }: AppIssuesTableProps) {
  const actions = useMemo<AppIssuesActions>(() => ({ onSolve }), [onSolve]);
  return (
    <DataTable
      {...list}
      caption="App issues"
      captionHidden
      columns={appIssuesColumns}
      actions={actions}
      busy={busy}
      getRowId={issueId}
      rowLabel={issueLabel}
      exportFileName="app-issues"
      columnsKey="app-issues"
    />
  );
}
