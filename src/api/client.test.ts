// @vitest-environment jsdom
/**
 * The client's session handling (client.ts), through typed calls while the mock backend requires a session.
 * The method, URL and payload each call sends over the wire, and that the stand-in backend's
 * answer (from the db.json seed) parses. Shared setup: callTesting.ts.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { clearSession, getSession, saveSession, sessionDeadline } from '@/api/session';
import { logout, sendOtp, verifyOtp } from './auth';
import { forgetSent, recordRequests, seed, sent, sentOnce } from './callTesting';
import { fetchChatRooms } from './chat';
import { fetchDashboardUsers } from './consultants';
import { ApiError } from './http';
import { MOCK_OTP, setMockAuthRequired } from './mocks';
import { fetchTransactions } from './transactions';

recordRequests();

describe('session required (setMockAuthRequired)', () => {
  beforeEach(() => setMockAuthRequired(true));

  it('a call without a session rejects with 401', async () => {
    expect(getSession()).toBeNull();
    const failure = await fetchTransactions().catch((reason: unknown) => reason);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ kind: 'http', status: 401, message: 'Your session has ended. Please sign in again.' });
    expect((await sentOnce()).headers.has('Authorization')).toBe(false);
    expect(getSession()).toBeNull();
  });

  it('a 401 clears a session the backend does not know', async () => {
    saveSession({ user: { _id: 'x', name: 'Someone', phoneNumber: '+919876500001' }, expiresAt: '2999-01-01T00:00:00.000Z' });
    expect(getSession()).not.toBeNull();
    await expect(fetchDashboardUsers()).rejects.toMatchObject({ kind: 'http', status: 401 });
    expect((await sentOnce()).headers.has('Authorization')).toBe(false);
    expect(getSession()).toBeNull();
  });

  it('after verifyOtp, calls succeed with the session cookie it set, until logout ends it', async () => {
    const phoneNumber = (seed().operators[1] ?? seed().operators[0]!).phoneNumber.replace('+91', '');
    await sendOtp({ countryCode: '+91', phoneNumber });
    const result = await verifyOtp({ countryCode: '+91', phoneNumber, otp: MOCK_OTP });
    const kept = { user: result.user, expiresAt: sessionDeadline(result) };
    saveSession(kept);
    expect(getSession()).toEqual(kept);
    forgetSent();

    const answer = await fetchTransactions();
    expect(answer.transactions.length).toBeGreaterThan(0);
    const chat = await fetchChatRooms();
    expect(chat.length).toBeGreaterThan(0);
    const wires = await sent();
    expect(wires).toHaveLength(2);
    for (const wire of wires) expect(wire.headers.has('Authorization')).toBe(false);
    expect(getSession()).toEqual(kept);

    // Forgetting the details in the page does not end the session; logout does, and clears the cookie.
    clearSession();
    await expect(fetchTransactions()).resolves.toBeDefined();
    await logout();
    await expect(fetchTransactions()).rejects.toMatchObject({ status: 401 });
  });
});
