import { request } from './client';
import { apiPaths } from './paths';
import { appIssueListSchema, bookingListSchema } from './schemas';

type Signal = { signal?: AbortSignal };

/** GET /bookings: the Booking Summary rows (a plain REST collection, PRODUCT.md point 7). */
export function fetchBookings({ signal }: Signal = {}) {
  return request(apiPaths.bookings, { method: 'GET', schema: bookingListSchema, signal });
}

/** GET /app_issues: the App Issues rows. */
export function fetchAppIssues({ signal }: Signal = {}) {
  return request(apiPaths.appIssues, { method: 'GET', schema: appIssueListSchema, signal });
}
