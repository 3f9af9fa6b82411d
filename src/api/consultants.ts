import { request } from './client';
import { apiPaths } from './paths';
import {
  consultantListSchema,
  consultantResultSchema,
  userNameListSchema,
  type Consultant,
  type UserName,
} from './schemas';

type Signal = { signal?: AbortSignal };

/** POST /dashboard_users: the consultants list of the dashboard tab. */
export function fetchDashboardUsers({ signal }: Signal = {}): Promise<Consultant[]> {
  return request(apiPaths.dashboardUsers, { body: {}, schema: consultantListSchema, signal });
}

/** POST /verify_consultant: marks a consultant active. */
export function verifyConsultant(dataid: string, { signal }: Signal = {}) {
  return request(apiPaths.verifyConsultant, { body: { dataid }, schema: consultantResultSchema, signal });
}

/** POST /verify_consultant2: the second verify call; the same effect on isActive. */
export function verifyConsultant2(dataid: string, { signal }: Signal = {}) {
  return request(apiPaths.verifyConsultant2, { body: { dataid }, schema: consultantResultSchema, signal });
}

/** POST /unverify_consultant: marks a consultant inactive. The earnings toggle passes the record _id. */
export function unverifyConsultant(dataid: string, { signal }: Signal = {}) {
  return request(apiPaths.unverifyConsultant, { body: { dataid }, schema: consultantResultSchema, signal });
}

/** POST /get-users-by-ids: names for the given ids (quiz players). */
export function fetchUsersByIds(ids: string[], { signal }: Signal = {}): Promise<UserName[]> {
  return request(apiPaths.usersByIds, { body: { ids }, schema: userNameListSchema, signal });
}
