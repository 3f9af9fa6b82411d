import { request } from './client';
import { apiPaths } from './paths';
import { appIssueListSchema, bookingListSchema, solveAppIssueResultSchema, type AppIssue } from './schemas';

type Signal = { signal?: AbortSignal };

/** GET /bookings: the Booking Summary rows (a plain REST collection, PRODUCT.md point 7). */
export function fetchBookings({ signal }: Signal = {}) {
  return request(apiPaths.bookings, { method: 'GET', schema: bookingListSchema, signal });
}

/** GET /app_issues: the App Issues rows. */
export function fetchAppIssues({ signal }: Signal = {}) {
  return request(apiPaths.appIssues, { method: 'GET', schema: appIssueListSchema, signal });
}

/** POST /app_issues/solve: marks an open issue solved today; answers the issue as it now is. */
export function solveAppIssue(id: AppIssue['id'], { signal }: Signal = {}) {
  return request(apiPaths.solveAppIssue, { body: { id }, schema: solveAppIssueResultSchema, signal });
}
