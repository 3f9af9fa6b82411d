/** Approvals as the backend records them, made from the seed by the pages' own fixture (approvalSteps.ts). */
import seed from '../../../db.json';
import { databaseSchema } from '../../../src/api/backend/db';
import { withWaitingApprovals } from '../../pages/dashboard/approvalSteps';

const waiting = withWaitingApprovals(databaseSchema.parse(seed)).approvals;
export const bankDetailsApproval = waiting.find((approval) => approval.kind === 'bankDetails')!;
export const settlementApproval = waiting.find((approval) => approval.kind === 'settlement')!;
export const approvals = [bankDetailsApproval, settlementApproval];
