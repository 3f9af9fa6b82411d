/** The Approvals tab's calls (issue 48): what waits for a second operator, and deciding it. */
import { request } from './client';
import { apiPaths } from './paths';
import { approvalDecisionResultSchema, approvalsResultSchema, type ApproveBody, type RejectBody } from './schemas';

type Signal = { signal?: AbortSignal };

/** POST /approvals {}: what waits, oldest first, and the amount above which a settlement waits. */
export function fetchApprovals({ signal }: Signal = {}) {
  return request(apiPaths.approvals, { body: {}, schema: approvalsResultSchema, signal });
}

/** POST /approvals/approve: applies the bank details, or records the settlement, as proposed and seen (`version`). */
export function approveChange(body: ApproveBody, { signal }: Signal = {}) {
  return request(apiPaths.approveChange, { body, schema: approvalDecisionResultSchema, signal });
}

/** POST /approvals/reject: keeps things as they are, with the reason. */
export function rejectChange(body: RejectBody, { signal }: Signal = {}) {
  return request(apiPaths.rejectChange, { body, schema: approvalDecisionResultSchema, signal });
}
