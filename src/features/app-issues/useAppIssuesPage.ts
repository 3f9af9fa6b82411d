import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { queries, useSolveAppIssue } from '@/api/queries';
import type { AppIssue } from '@/api/schemas';
import { countOpen, filterIssues, isOpen, ISSUE_STATE_FILTERS, ISSUE_TYPE_FILTERS, issueId, type IssueStateFilter, type IssueTypeFilter } from './model/appIssueRows';
import { alreadySolved } from './components/SolveIssueDialog';
import { APP_ISSUES_DEFAULT_SORT, appIssuesColumns, NO_ISSUES, NO_MATCHING_ISSUES } from './model/appIssuesColumns';
import { useListController, type FilterValues } from '@/components/ui/data-table/useListController';
import { useConfirmedAction } from '@/components/ui/useConfirmedAction';
import { useInFlight } from '@/lib/useInFlight';
import { enumParam } from '@/lib/urlState';

/** The App Issues filters in the URL (the sort is the list controller's, the search the layout's). */
const appIssuesFilters = {
  type: enumParam(ISSUE_TYPE_FILTERS, 'all'),
  state: enumParam(ISSUE_STATE_FILTERS, 'all'),
};
const searchFields = (i: AppIssue) => [String(i.id), i.name, i.number, i.type, i.comment];
/** An issue shown alone (`?record=<its id>`, from the command palette). */
const appIssueRecord = { id: issueId, noun: 'app issue' };
const byFilters = (rows: readonly AppIssue[], { type, state }: FilterValues<typeof appIssuesFilters>) => filterIssues(rows, type, state);

/** Everything the App Issues tab shows and does: what is particular to it over the kit's list and confirmed action. */
export function useAppIssuesPage() {
  const query = useQuery(queries.appIssues());
  const list = useListController({
    query,
    columns: appIssuesColumns,
    defaultSort: APP_ISSUES_DEFAULT_SORT,
    filters: appIssuesFilters,
    search: searchFields,
    filter: byFilters,
    record: appIssueRecord,
    empty: { none: NO_ISSUES, noMatch: NO_MATCHING_ISSUES },
  });
  const inFlight = useInFlight();
  const { mutateAsync: solve } = useSolveAppIssue({ handlesError: true });

  const { all, rows } = list;
  const shown = useMemo(() => ({ count: rows.length, open: countOpen(rows) }), [rows]);

  // The dialog shows the issue as the list has it now (solved elsewhere meanwhile, say).
  const currentIssue = useCallback((id: string) => all.find((issue) => issueId(issue) === id) ?? null, [all]);
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
    type: list.filters.type,
    state: list.filters.state,
    setType: (type: IssueTypeFilter) => list.setFilters({ type }),
    setState: (state: IssueStateFilter) => list.setFilters({ state }),
    shown: list.loaded ? shown : null,
    busy: inFlight.keys,
    startSolving: solving.start,
    solveDialog: solving.dialog,
  };
}
