/**
 * The pool calls: the lists, adding a pool and activating it.
 * The method, URL and payload each call sends over the wire, and that the stand-in backend's
 * answer (from the db.json seed) parses. Shared setup: callTesting.ts.
 */
import { describe, expect, it } from 'vitest';
import { expectApiCall, recordRequests, seed } from './callTesting';
import { fetchPools, createPool, activatePool } from './pools';

recordRequests();

describe('SPEC.md section 7 calls: quiz, questions, pools, upload', () => {
  it.each(['active', 'inactive'] as const)('POST /api/pool/list {status: %s} → pools', async (status) => {
    const answer = await fetchPools(status);
    expect((await expectApiCall('POST', '/api/pool/list')).json).toEqual({ status });
    expect(answer.length).toBeGreaterThan(0);
    expect(answer.every((pool) => pool.active === (status === 'active'))).toBe(true);
  });

  it('POST /polladdition {name, prize, totalSeats, entryFee, rewards[], entrants[]}', async () => {
    const body = {
      name: 'Weekday Pool',
      prize: '₹5,000',
      totalSeats: 50,
      entryFee: '₹49',
      rewards: [
        { rankRange: '1', prize: '₹2,000' },
        { rankRange: '2-10', prize: '₹300' },
      ],
      entrants: [],
    };
    const answer = await createPool(body);
    expect((await expectApiCall('POST', '/polladdition')).json).toEqual(body);
    expect(answer.pool).toMatchObject({ name: body.name, totalSeats: 50, active: false });
  });

  it('POST /poll_activate {id}', async () => {
    const pool = seed().pools.find((entry) => !entry.active)!;
    const answer = await activatePool(pool._id);
    expect((await expectApiCall('POST', '/poll_activate')).json).toEqual({ id: pool._id });
    expect(answer.pool).toMatchObject({ _id: pool._id, active: true });
  });
});
