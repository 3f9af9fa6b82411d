import { request } from './client';
import { apiPaths } from './paths';
import { activityListSchema } from './schemas';

type Signal = { signal?: AbortSignal };

/** POST /activity_log: every change operators made, oldest first (issue 25). */
export function fetchActivity({ signal }: Signal = {}) {
  return request(apiPaths.activity, { body: {}, schema: activityListSchema, signal });
}
