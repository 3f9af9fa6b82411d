import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { errorMessage } from '@/api/http';
import { queries, useSolveAppIssue } from '@/api/queries';
import type { AppIssue } from '@/api/schemas';
import { countOpen, filterIssues, ISSUE_STATE_FILTERS, ISSUE_TYPE_FILTERS } from '@/components/dashboard/appIssues/appIssueRows';
import { APP_ISSUES_DEFAULT_SORT, APP_ISSUES_SORTABLE, NO_ISSUES, NO_MATCHING_ISSUES } from '@/components/dashboard/appIssues/AppIssuesTable';
import { useToast } from '@/components/ui/toastContext';
import { createTextFilter } from '@/lib/textSearch';
import { useInFlight } from '@/lib/useInFlight';
import { enumParam, sortParam } from '@/lib/urlState';
import { useUrlState } from '@/lib/useUrlState';
import { tabTableOf } from './tabTable';
import { useTabSearch } from '@/components/ui/data-table/tabSearch';

/** The App Issues filters and sort in the URL (the header search is the layout's `q`). */
export const appIssuesUrl = {
  type: enumParam(ISSUE_TYPE_FILTERS, 'all'),
  state: enumParam(ISSUE_STATE_FILTERS, 'all'),
  sort: sortParam(APP_ISSUES_SORTABLE, APP_ISSUES_DEFAULT_SORT),
};

const NO_ROWS: AppIssue[] = [];

/** Everything the App Issues tab shows and does (STYLE.md: one hook per tab; components take props). */
export function useAppIssuesPage() {
  const query = useQuery(queries.appIssues());
  const [url, setUrl] = useUrlState(appIssuesUrl);
  const q = useTabSearch();
  const toast = useToast();
  const inFlight = useInFlight();
  const { mutateAsync: solve } = useSolveAppIssue({ handlesError: true });

  const all = query.data ?? NO_ROWS;
  const search = useMemo(() => createTextFilter(all, (i) => [String(i.id), i.name, i.number, i.type, i.comment]), [all]);
  const rows = useMemo(() => filterIssues(search(q), url.type, url.state), [search, q, url.type, url.state]);
  const { table } = tabTableOf(query, rows, {
    sorting: url.sort,
    onSortingChange: (sort) => setUrl({ sort }),
    empty: { none: NO_ISSUES, noMatch: NO_MATCHING_ISSUES },
  });

  // The id of the issue being confirmed; the row itself is read from the list, so it is never stale.
  const [confirming, setConfirming] = useState<string | null>(null);
  const [solveError, setSolveError] = useState<string | null>(null);
  const confirmingIssue = confirming === null ? null : (all.find((issue) => String(issue.id) === confirming) ?? null);

  const startSolving = useCallback((issue: AppIssue) => {
    setSolveError(null);
    setConfirming(String(issue.id));
  }, []);

  const confirmSolving = () => {
    const issue = confirmingIssue;
    if (!issue) return;
    setSolveError(null);
    void inFlight.run(String(issue.id), async () => {
      try {
        const result = await solve(issue.id);
        toast.success(result.message);
        setConfirming(null);
      } catch (error) {
        setSolveError(errorMessage(error));
      }
    });
  };

  return {
    table,
    url,
    setUrl,
    shown: query.isSuccess ? { count: rows.length, open: countOpen(rows) } : null,
    solving: inFlight.keys,
    startSolving,
    solveDialog: {
      issue: confirmingIssue,
      pending: confirmingIssue ? inFlight.keys.has(String(confirmingIssue.id)) : false,
      error: solveError,
      confirm: confirmSolving,
      close: () => setConfirming(null),
    },
  };
}
