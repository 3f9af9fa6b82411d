/**
 * The earnings calls: the list, settling a payment (with its Idempotency-Key) and bank details.
 * The method, URL and payload each call sends over the wire, and that the stand-in backend's
 * answer (from the db.json seed) parses. Shared setup: callTesting.ts.
 */
import { describe, expect, it } from 'vitest';
import { consultantWithEarnings, expectApiCall, recordRequests, seed, sent, sentOnce } from './callTesting';
import { fetchEarnings, settlePayment, updateBankDetails } from './earnings';
import { handlersOf, loading } from './mocks';
import { server } from './mocks/node';

recordRequests();

describe('SPEC.md section 7 calls: consultants, earnings, transactions, notifications', () => {
  it('POST /earnings_dashboard {} → { consultants[] }', async () => {
    const answer = await fetchEarnings();
    expect((await expectApiCall('POST', '/earnings_dashboard')).json).toEqual({});
    expect(answer.consultants).toHaveLength(seed().consultants.length);
  });

  it('POST /settle_payment {dataid} with an Idempotency-Key: earnings become "0" and a settlement is kept', async () => {
    const consultant = consultantWithEarnings();
    const answer = await settlePayment(consultant.dataid, { idempotencyKey: 'settle-key-0001' });
    const wire = await expectApiCall('POST', '/settle_payment');
    expect(wire.json).toEqual({ dataid: consultant.dataid });
    expect(wire.headers.get('Idempotency-Key')).toBe('settle-key-0001');
    expect(answer.consultant).toMatchObject({ _id: consultant._id, earnings: '0' });
    expect(answer.settlement).toMatchObject({ consultantId: consultant._id, dataid: consultant.dataid, amount: consultant.earnings, idempotencyKey: 'settle-key-0001' });
    expect(seed().settlements).toHaveLength(1);
  });

  it('a retried settlement with the same key answers the first record and records nothing new', async () => {
    const consultant = consultantWithEarnings();
    const first = await settlePayment(consultant.dataid, { idempotencyKey: 'settle-key-0002' });
    await sentOnce();
    const retry = await settlePayment(consultant.dataid, { idempotencyKey: 'settle-key-0002' });
    expect(retry.replayed).toBe(true);
    expect(retry.settlement).toEqual(first.settlement);
    expect(seed().settlements).toHaveLength(1);
  });

  it('POST /update_bank_details {dataid, bankDetails}: proposed, waiting for approval (issue 48)', async () => {
    const consultant = consultantWithEarnings();
    const bankDetails = 'HDFC Bank\nA/C 1234567890\nIFSC HDFC0001234';
    const answer = await updateBankDetails(consultant.dataid, bankDetails);
    expect((await expectApiCall('POST', '/update_bank_details')).json).toEqual({ dataid: consultant.dataid, bankDetails });
    expect(answer.consultant.bankDetails).toBe(consultant.bankDetails);
    expect(answer.consultant.pendingBankDetails?.bankDetails).toBe(bankDetails);
    expect(answer.approval).toMatchObject({ kind: 'bankDetails', after: bankDetails, status: 'waiting' });
    expect(typeof answer.message).toBe('string');
  });
});

describe('scenarios through the typed calls', () => {
  it("loading(name) never answers; the caller's abort ends it as kind 'aborted'", async () => {
    server.use(...handlersOf(loading('earningsDashboard')));
    const controller = new AbortController();
    const outcome = fetchEarnings({ signal: controller.signal }).catch((reason: unknown) => reason);
    await sent();
    controller.abort();
    expect(await outcome).toMatchObject({ kind: 'aborted' });
  });
});
