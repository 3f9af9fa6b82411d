/**
 * POST /transactions2: the payments list.
 * The method, URL and payload each call sends over the wire, and that the stand-in backend's
 * answer (from the db.json seed) parses. Shared setup: callTesting.ts.
 */
import { describe, expect, it } from 'vitest';
import { expectApiCall, recordRequests, seed } from './callTesting';
import { ApiError } from './http';
import { DEFAULT_ERROR_MESSAGE, error, handlersOf } from './mocks';
import { server } from './mocks/node';
import { fetchTransactions } from './transactions';

recordRequests();

describe('SPEC.md section 7 calls: consultants, earnings, transactions, notifications', () => {
  it('POST /transactions2 {} → { transactions[] }', async () => {
    const answer = await fetchTransactions();
    expect((await expectApiCall('POST', '/transactions2')).json).toEqual({});
    expect(answer.transactions).toHaveLength(seed().transactions.length);
    expect(answer.transactions.length).toBeGreaterThan(0);
  });
});

describe('scenarios through the typed calls', () => {
  it("error(name) rejects with an ApiError carrying the server's message", async () => {
    server.use(...handlersOf(error('transactions')));
    const failure = await fetchTransactions().catch((reason: unknown) => reason);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ kind: 'http', status: 500, message: DEFAULT_ERROR_MESSAGE });
  });
});
