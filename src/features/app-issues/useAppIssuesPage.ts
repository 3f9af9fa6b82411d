import { useCallback, useMemo } from 'react';
import { useSolveAppIssue } from '@/api/queries';
import { exportList, listCalls } from '@/api/lists';
import type { AppIssue, ListView } from '@/api/schemas';
import { usePagedList } from '@/api/usePagedList';
import { isOpen, ISSUE_STATE_FILTERS, ISSUE_TYPE_FILTERS, issueId, type IssueStateFilter, type IssueTypeFilter } from './model/appIssueRows';
import { alreadySolved } from './components/SolveIssueDialog';
import { APP_ISSUES_DEFAULT_SORT, appIssuesColumns, NO_ISSUES, NO_MATCHING_ISSUES } from './model/appIssuesColumns';
import { useListView } from '@/components/ui/data-table/useListController';
import { usePagedListController } from '@/components/ui/data-table/usePagedListController';
import type { ExportAllColumns } from '@/components/ui/DataTable';
import { useConfirmedAction } from '@/components/ui/useConfirmedAction';
import { useInFlight } from '@/lib/useInFlight';
import { enumParam } from '@/lib/urlState';

/** The App Issues filters in the URL (the sort is the list controller's, the search the layout's). */
const appIssuesFilters = {
  type: enumParam(ISSUE_TYPE_FILTERS, 'all'),
  state: enumParam(ISSUE_STATE_FILTERS, 'all'),
};
/** An issue shown alone (`?record=<its id>`, from the command palette). */
const appIssueRecord = { noun: 'app issue' };

/**
 * Everything the App Issues tab shows and does: the issues asked of the backend a page at a time
 * (issue 47), how many are open as the backend counted the whole view, and Mark solved over the
 * kit's confirmed action.
 */
export function useAppIssuesPage() {
  const view = useListView({ columns: appIssuesColumns, defaultSort: APP_ISSUES_DEFAULT_SORT, filters: appIssuesFilters, record: true });
  const { type, state } = view.filters;
  // 'all' is no filter; the backend's names are the tab's (api/backend/appIssuesList.ts).
  const request = useMemo<ListView>(() => ({ ...view.request, filters: { ...(type === 'all' ? {} : { type }), ...(state === 'all' ? {} : { state }) } }), [view.request, type, state]);
  const paged = usePagedList(listCalls.appIssues, request);
  const exportAll = useCallback<ExportAllColumns>((columns, options) => exportList(listCalls.appIssues, { ...request, columns: [...columns] }, options), [request]);
  const list = usePagedListController({ view, list: paged, empty: { none: NO_ISSUES, noMatch: NO_MATCHING_ISSUES }, record: appIssueRecord, exportAll });
  const inFlight = useInFlight();
  const { mutateAsync: solve } = useSolveAppIssue({ handlesError: true });

  // The dialog shows the issue as the rows at hand have it now (solved elsewhere meanwhile, say);
  // one no page holds any more (scrolled far away) is shown as it was asked.
  const loaded = paged.rows.loaded;
  const currentIssue = useCallback((id: string, asked: AppIssue) => loaded.find((issue) => issueId(issue) === id) ?? asked, [loaded]);
  const solving = useConfirmedAction({
    action: 'solve',
    idOf: issueId,
    current: currentIssue,
    // Solved by someone else while the dialog was open: said at once, nothing sent.
    refuse: (issue: AppIssue) => (isOpen(issue) ? null : alreadySolved(issue)),
    // The solve call takes no idempotency key: a second solve of the same issue is refused (409).
    run: (issue: AppIssue) => solve(issue.id),
    inFlight,
  });

  return {
    /** What the tab's table takes as it is (TabTableProps). */
    table: list.table,
    type,
    state,
    setType: (next: IssueTypeFilter) => view.setFilters({ type: next }),
    setState: (next: IssueStateFilter) => view.setFilters({ state: next }),
    shown: list.loaded ? { count: list.total, open: list.sums.open ?? 0 } : null,
    busy: inFlight.keys,
    startSolving: solving.start,
    solveDialog: solving.dialog,
  };
}
