/**
 * The REST collections (PRODUCT.md point 7): bookings and app issues.
 * The method, URL and payload each call sends over the wire, and that the stand-in backend's
 * answer (from the db.json seed) parses. Shared setup: callTesting.ts.
 */
import { describe, expect, it } from 'vitest';
import { expectApiCall, recordRequests, seed } from './callTesting';
import { fetchBookings, fetchAppIssues } from './operations';

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
});
