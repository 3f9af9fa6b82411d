/** What the App Issues tab offers: its type and state filters (the backend filters and counts: api/backend/appIssuesList.ts). */
import type { AppIssue } from '@/api/schemas';

export { isOpen } from '@/lib/appIssues';

export const ISSUE_TYPE_FILTERS = ['all', 'BUG', 'SUGGESTION'] as const;
export type IssueTypeFilter = (typeof ISSUE_TYPE_FILTERS)[number];
export const ISSUE_STATE_FILTERS = ['all', 'open', 'solved'] as const;
export type IssueStateFilter = (typeof ISSUE_STATE_FILTERS)[number];

export const issueStateLabels: Record<IssueStateFilter, string> = { all: 'Open and solved', open: 'Open', solved: 'Solved' };
export const issueTypeLabels: Record<IssueTypeFilter, string> = { all: 'All types', BUG: 'BUG', SUGGESTION: 'SUGGESTION' };

/** An issue's row id, and the id in its busy keys (ids may be numbers or text). */
export const issueId = (issue: AppIssue) => String(issue.id);
