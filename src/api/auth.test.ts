// @vitest-environment jsdom
/**
 * The sign-in calls: one-time codes and the session they answer.
 * The method, URL and payload each call sends over the wire, and that the stand-in backend's
 * answer (from the db.json seed) parses. Shared setup: callTesting.ts.
 */
import { describe, expect, it } from 'vitest';
import { config } from '@/config';
import { saveSession } from '@/api/session';
import { lastCodeStillWorks, sendOtp, verifyOtp } from './auth';
import { recordRequests, seed, sent } from './callTesting';
import { ApiError } from './http';
import { MOCK_OTP } from './mocks';
import { server } from './mocks/node';

recordRequests();

describe('sign-in calls', () => {
  const operator = () => seed().operators[0]!;
  /** The number as the login form sends it beside the +91 picker; the seed keeps it in international form. */
  const national = () => operator().phoneNumber.replace('+91', '');

  it('POST /auth/send-otp and /auth/verify-otp answer the operator, never a token to the page, and send no Authorization header', async () => {
    // Even with a (stale) session in storage, the sign-in calls send no Authorization header.
    saveSession({ user: { _id: 'x', name: 'Someone', phoneNumber: '+910000000000' }, expiresAt: '2999-01-01T00:00:00.000Z' });
    const phoneNumber = national();

    const sentCode = await sendOtp({ countryCode: '+91', phoneNumber });
    const result = await verifyOtp({ countryCode: '+91', phoneNumber, otp: MOCK_OTP });
    const [sendWire, verifyWire] = await sent();
    expect(sendWire).toMatchObject({ method: 'POST' });
    expect(sendWire!.url.toString()).toBe(`${config.apiBaseUrl}/auth/send-otp`);
    expect(sendWire!.json).toEqual({ countryCode: '+91', phoneNumber });
    expect(sendWire!.headers.has('Authorization')).toBe(false);
    expect(verifyWire!.url.toString()).toBe(`${config.apiBaseUrl}/auth/verify-otp`);
    expect(verifyWire!.json).toEqual({ countryCode: '+91', phoneNumber, otp: MOCK_OTP });
    expect(verifyWire!.headers.has('Authorization')).toBe(false);

    expect(sentCode.message).toContain(`+91${phoneNumber}`);
    expect(sentCode.expiresInSeconds).toBeGreaterThan(0);
    // The session is an HttpOnly cookie: a page (it sends Origin) never gets the token to read.
    expect(result.token).toBeUndefined();
    expect(Date.parse(result.expiresAt)).toBeGreaterThan(Date.now());
    expect(result.user).toEqual({ _id: operator()._id, name: operator().name, phoneNumber: `+91${phoneNumber}`, role: 'admin' });
  });

  it('rejects a wrong code and an unknown number with readable messages', async () => {
    const phoneNumber = national();
    await sendOtp({ countryCode: '+91', phoneNumber });
    const wrong = [...MOCK_OTP].map((digit) => String((Number(digit) + 1) % 10)).join('');
    const failure = await verifyOtp({ countryCode: '+91', phoneNumber, otp: wrong }).catch((reason: unknown) => reason);
    expect(failure).toMatchObject({ kind: 'http', status: 400 });
    expect((failure as ApiError).message).toMatch(/not right/);
    // A number that is not an operator's is answered as any other, and its code is never right.
    const stranger = { countryCode: '+91', phoneNumber: '9000000000' } as const;
    expect((await sendOtp(stranger)).message).toBe('If +919000000000 is registered for the back-office, a 6-digit code is on its way.');
    await expect(verifyOtp({ ...stranger, otp: MOCK_OTP })).rejects.toMatchObject({ kind: 'http', status: 400, message: 'That code is not right. 4 tries left.' });
  });

  it("the sixth code within 5 minutes rejects with 429 and the backend's words, which the login page shows", async () => {
    const body = { countryCode: '+91', phoneNumber: national() } as const;
    for (let send = 0; send < 5; send += 1) await sendOtp(body);
    const retryAfter: Array<string | null> = [];
    const onResponse = ({ response }: { response: Response }) => retryAfter.push(response.headers.get('Retry-After'));
    server.events.on('response:mocked', onResponse);
    const failure = await sendOtp(body).catch((reason: unknown) => reason);
    server.events.removeListener('response:mocked', onResponse);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ kind: 'http', status: 429, message: 'Too many codes were requested for this number. Use the last code sent, or try again in 5 minutes.' });
    // The MSW adapter passes the backend's headers on.
    expect(retryAfter).toEqual(['300']);
    // The page may offer the last code: it still signs in.
    expect(lastCodeStillWorks(failure)).toEqual({ retryAfterSeconds: 300 });
    await expect(verifyOtp({ ...body, otp: MOCK_OTP })).resolves.toMatchObject({ user: { _id: operator()._id } });
  });

  it('offers the last code only when the number had its codes, not for the network\'s limit, a busy backend or a failed connection', () => {
    const refused = (answer: unknown, status = 429) => new ApiError('http', 'refused', '/auth/send-otp', { status, answer });
    expect(lastCodeStillWorks(refused({ message: 'm', retryAfterSeconds: 120, reason: 'number' }))).toEqual({ retryAfterSeconds: 120 });
    expect(lastCodeStillWorks(refused({ message: 'm', retryAfterSeconds: 120, reason: 'address' }))).toBeNull();
    expect(lastCodeStillWorks(refused({ message: 'm', retryAfterSeconds: 120, reason: 'overall' }))).toBeNull();
    expect(lastCodeStillWorks(refused({ message: 'm', retryAfterSeconds: 120, reason: 'number' }, 400))).toBeNull();
    expect(lastCodeStillWorks(refused({ message: 'm', retryAfterSeconds: -5, reason: 'number' }))).toBeNull();
    expect(lastCodeStillWorks(refused('Too many'))).toBeNull();
    expect(lastCodeStillWorks(new ApiError('network', 'offline', '/auth/send-otp'))).toBeNull();
    expect(lastCodeStillWorks(new Error('boom'))).toBeNull();
  });
});
