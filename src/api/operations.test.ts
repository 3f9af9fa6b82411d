/**
 * The REST collections (PRODUCT.md point 7): bookings and app issues.
 * The method, URL and payload each call sends over the wire, and that the stand-in backend's
 * answer (from the db.json seed) parses. Shared setup: callTesting.ts.
 */
import { describe, expect, it } from 'vitest';
import { expectApiCall, recordRequests, seed } from './callTesting';
import { fetchBookings, fetchAppIssues, solveAppIssue } from './operations';

recordRequests();

describe('REST collections (PRODUCT.md point 7)', () => {
  it('GET /bookings without a body', async () => {
    const answer = await fetchBookings();
    const wire = await expectApiCall('GET', '/bookings');
    expect(wire.json).toBeUndefined();
    expect(answer).toHaveLength(seed().bookings.length);
  });

  it('GET /app_issues without a body', async () => {
    const answer = await fetchAppIssues();
    const wire = await expectApiCall('GET', '/app_issues');
    expect(wire.json).toBeUndefined();
    expect(answer).toHaveLength(seed().app_issues.length);
  });

  it('POST /app_issues/solve { id } answers the issue with its solved date', async () => {
    const open = seed().app_issues.find((issue) => issue.solvedDate === null)!;
    const answer = await solveAppIssue(open.id);
    const wire = await expectApiCall('POST', '/app_issues/solve');
    expect(wire.json).toEqual({ id: open.id });
    expect(answer.issue.id).toBe(open.id);
    expect(answer.issue.solvedDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('solving it again is refused with the reason', async () => {
    const solved = seed().app_issues.find((issue) => issue.solvedDate !== null)!;
    await expect(solveAppIssue(solved.id)).rejects.toThrow(new RegExp(`^Issue ${solved.id} was already marked solved on `));
  });
});
