/** What an app issue is, read alike by the App Issues tab and the backend's list of issues (api/backend/appIssuesList.ts): open until it has a solved date. */
export const isOpen = (issue: { solvedDate: string | null }) => issue.solvedDate === null || issue.solvedDate === '';
