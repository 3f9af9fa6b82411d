/**
 * The Approvals calls (issue 48): the method, URL and payload each sends, and that the stand-in
 * backend's answer parses. Shared setup: callTesting.ts.
 */
import { describe, expect, it } from 'vitest';
import { approveChange, fetchApprovals, rejectChange } from './approvals';
import { consultantWithEarnings, expectApiCall, forgetSent, recordRequests, seed } from './callTesting';
import { updateBankDetails } from './earnings';

recordRequests();

describe('approvals', () => {
  it('POST /approvals {} → what waits, and the threshold a settlement waits above', async () => {
    const consultant = consultantWithEarnings();
    await updateBankDetails(consultant.dataid, 'Axis Bank A/C 1');
    forgetSent();
    const answer = await fetchApprovals();
    expect((await expectApiCall('POST', '/approvals')).json).toEqual({});
    expect(answer.approvals).toEqual([expect.objectContaining({ kind: 'bankDetails', dataid: consultant.dataid, after: 'Axis Bank A/C 1', status: 'waiting' })]);
    expect(answer.settleApprovalAbove).toBe(100_000);
  });

  it('POST /approvals/approve { approvalId, version }: the details applied', async () => {
    const consultant = consultantWithEarnings();
    const { approval } = await updateBankDetails(consultant.dataid, 'Axis Bank A/C 2');
    forgetSent();
    const answer = await approveChange({ approvalId: approval!._id, version: approval!.version });
    expect((await expectApiCall('POST', '/approvals/approve')).json).toEqual({ approvalId: approval!._id, version: 0 });
    expect(answer.approval.status).toBe('approved');
    expect(answer.consultant.bankDetails).toBe('Axis Bank A/C 2');
    expect(seed().approvals.map((entry) => entry.status)).toEqual(['approved']);
  });

  it('POST /approvals/reject { approvalId, version, reason }: the old details kept', async () => {
    const consultant = consultantWithEarnings();
    const { approval } = await updateBankDetails(consultant.dataid, 'Axis Bank A/C 3');
    forgetSent();
    const answer = await rejectChange({ approvalId: approval!._id, version: 0, reason: 'Not their account' });
    expect((await expectApiCall('POST', '/approvals/reject')).json).toEqual({ approvalId: approval!._id, version: 0, reason: 'Not their account' });
    expect(answer.approval).toMatchObject({ status: 'rejected', reason: 'Not their account' });
    expect(answer.consultant.bankDetails).toBe(consultant.bankDetails);
  });
});
