/**
 * The consultant calls: the list, verifying and unverifying, and names by id.
 * The method, URL and payload each call sends over the wire, and that the stand-in backend's
 * answer (from the db.json seed) parses. Shared setup: callTesting.ts.
 */
import { describe, expect, it } from 'vitest';
import { expectApiCall, recordRequests, seed } from './callTesting';
import { fetchDashboardUsers, verifyConsultant, verifyConsultant2, unverifyConsultant, fetchUsersByIds } from './consultants';
import { empty, handlersOf } from './mocks';
import { server } from './mocks/node';

recordRequests();

describe('SPEC.md section 7 calls: consultants, earnings, transactions, notifications', () => {
  it('POST /unverify_consultant {dataid}: the earnings toggle sends the record _id as dataid', async () => {
    const consultant = seed().consultants.find((entry) => entry.isActive)!;
    expect(consultant._id).not.toBe(consultant.dataid);
    const answer = await unverifyConsultant(consultant._id);
    expect((await expectApiCall('POST', '/unverify_consultant')).json).toEqual({ dataid: consultant._id });
    expect(answer.consultant).toMatchObject({ _id: consultant._id, isActive: false });
    expect(seed().consultants.find((entry) => entry._id === consultant._id)?.isActive).toBe(false);
  });

  it('POST /verify_consultant2 {dataid}', async () => {
    const consultant = seed().consultants.find((entry) => !entry.isActive)!;
    const answer = await verifyConsultant2(consultant._id);
    expect((await expectApiCall('POST', '/verify_consultant2')).json).toEqual({ dataid: consultant._id });
    expect(answer.consultant).toMatchObject({ _id: consultant._id, isActive: true });
  });

  it('POST /verify_consultant {dataid}', async () => {
    const consultant = seed().consultants.find((entry) => !entry.isActive)!;
    const answer = await verifyConsultant(consultant.dataid);
    expect((await expectApiCall('POST', '/verify_consultant')).json).toEqual({ dataid: consultant.dataid });
    expect(answer.consultant).toMatchObject({ _id: consultant._id, isActive: true });
  });

  it('POST /dashboard_users {} → list of consultants', async () => {
    const answer = await fetchDashboardUsers();
    expect((await expectApiCall('POST', '/dashboard_users')).json).toEqual({});
    expect(answer.map((consultant) => consultant._id)).toEqual(seed().consultants.map((consultant) => consultant._id));
  });

  it('POST /get-users-by-ids {ids[]} → [{_id, name}]', async () => {
    const [user] = seed().users;
    const [consultant] = seed().consultants;
    const ids = [user!._id, consultant!._id, 'ffffffffffffffffffffffff'];
    const answer = await fetchUsersByIds(ids);
    expect((await expectApiCall('POST', '/get-users-by-ids')).json).toEqual({ ids });
    expect(answer).toEqual(
      expect.arrayContaining([
        { _id: user!._id, name: user!.name },
        { _id: consultant!._id, name: consultant!.name },
      ]),
    );
    expect(answer).toHaveLength(2);
  });
});

describe('scenarios through the typed calls', () => {
  it('empty(name) answers the empty list', async () => {
    server.use(...handlersOf(empty('dashboardUsers')));
    await expect(fetchDashboardUsers()).resolves.toEqual([]);
  });
});
