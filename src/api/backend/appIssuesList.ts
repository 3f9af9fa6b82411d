/**
 * App Issues as a list asked a page at a time (issue 47): what the app's users report, held in
 * memory by every store, sorted, searched, filtered and counted by the backend.
 */
import { isOpen } from '../../lib/appIssues';
import { isoSortKey } from '../../lib/format';
import { nationalDigits } from '../../lib/paletteMatch';
import { textSortKey } from '../../lib/sortRows';
import { apiPaths } from '../paths';
import { listRoutes, type ListSpec } from './lists';


export const appIssuesList: ListSpec<'app_issues'> = {
  collection: 'app_issues',
  noun: 'App issues',
  id: (i) => String(i.id),
  // The table's sortable columns, keyed as its own sort keys them (appIssuesColumns.tsx).
  sorts: {
    id: (i) => (typeof i.id === 'number' ? i.id : textSortKey(String(i.id))),
    name: (i) => textSortKey(i.name),
    type: (i) => textSortKey(i.type),
    raisedDate: (i) => isoSortKey(i.raisedDate),
    // Open issues (no solved date) last either way.
    solvedDate: (i) => (isOpen(i) ? undefined : isoSortKey(i.solvedDate)),
  },
  // The latest reported first.
  defaultSort: { id: 'raisedDate', desc: true },
  // The number also as its ten digits: '9386594075' finds '+91 93865 94075'.
  search: (i) => [String(i.id), i.name, i.number, nationalDigits(i.number), i.type, i.comment],
  filters: {
    type: { kind: 'equals', value: (i) => i.type },
    state: { kind: 'equals', value: (i) => (isOpen(i) ? 'open' : 'solved') },
  },
  // '… issues · N open'.
  sums: { open: (i) => (isOpen(i) ? 1 : 0) },
  columns: {
    id: (i) => i.id,
    name: (i) => i.name,
    number: (i) => i.number,
    type: (i) => i.type,
    comment: (i) => i.comment,
    raisedDate: (i) => i.raisedDate,
    solvedDate: (i) => i.solvedDate ?? '',
  },
};

export const appIssuesListRoutes = listRoutes(appIssuesList, {
  page: { name: 'appIssuesPage', path: apiPaths.appIssuesPage },
  export: { name: 'appIssuesExport', path: apiPaths.appIssuesExport },
});
