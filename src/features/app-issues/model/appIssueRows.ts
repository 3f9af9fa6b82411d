/** What the App Issues tab shows: which issues the type and state filters keep. */
import type { AppIssue } from '@/api/schemas';

export const ISSUE_TYPE_FILTERS = ['all', 'BUG', 'SUGGESTION'] as const;
export type IssueTypeFilter = (typeof ISSUE_TYPE_FILTERS)[number];
export const ISSUE_STATE_FILTERS = ['all', 'open', 'solved'] as const;
export type IssueStateFilter = (typeof ISSUE_STATE_FILTERS)[number];

export const issueStateLabels: Record<IssueStateFilter, string> = { all: 'Open and solved', open: 'Open', solved: 'Solved' };
export const issueTypeLabels: Record<IssueTypeFilter, string> = { all: 'All types', BUG: 'BUG', SUGGESTION: 'SUGGESTION' };

/** An issue's row id, and the id in its busy keys (ids may be numbers or text). */
export const issueId = (issue: AppIssue) => String(issue.id);

/** Open until it has a solved date. */
export const isOpen = (issue: AppIssue) => issue.solvedDate === null || issue.solvedDate === '';

export function filterIssues(rows: readonly AppIssue[], type: IssueTypeFilter, state: IssueStateFilter): readonly AppIssue[] {
  if (type === 'all' && state === 'all') return rows;
  return rows.filter((issue) => (type === 'all' || issue.type === type) && (state === 'all' || isOpen(issue) === (state === 'open')));
}

export function countOpen(rows: readonly AppIssue[]): number {
  return rows.reduce((count, issue) => count + (isOpen(issue) ? 1 : 0), 0);
}
