import { request } from './client';
import { apiPaths } from './paths';
import { activityListSchema } from './schemas';

type Signal = { signal?: AbortSignal };

/** POST /activity_log: every change operators made, oldest first (issue 25). */
export function fetchActivity({ signal }: Signal = {}) {
  return request(apiPaths.activity, { body: {}, schema: activityListSchema, signal });
}

/** POST /activity_log/recent: the last `limit` changes `operatorId` made to records, newest first. */
export function fetchRecentActions(operatorId: string, limit: number, { signal }: Signal = {}) {
  return request(apiPaths.recentActions, { body: { operatorId, limit }, schema: activityListSchema, signal });
}
