/** Login: one-time codes and sessions, run straight through `dispatch` over a fresh copy of the seed. */
import { describe, expect, it } from 'vitest';
import { earningsResultSchema, errorBodySchema, sendOtpResultSchema, verifyOtpResultSchema } from '../schemas';
import { OTP_MAX_ATTEMPTS, OTP_TTL_SECONDS, SESSION_TTL_HOURS } from './auth';
import { seedDb, freshDb, NOW, OTP, OPERATOR, makeContext, call, expectRefused, withEarnings } from './testing';

describe('login', () => {
  const login = { countryCode: '+91', phoneNumber: OPERATOR.phoneNumber };
  const phone = `+91${OPERATOR.phoneNumber}`;

  function sentCode(context = makeContext()) {
    const result = call(freshDb(), 'sendOtp', login, {}, context);
    expect(result.response.status).toBe(200);
    return result.db;
  }

  it('send-otp stores a code, logs it for the operator and answers how long it lasts', () => {
    const context = makeContext();
    const result = call(freshDb(), 'sendOtp', login, {}, context);
    expect(sendOtpResultSchema.parse(result.response.body)).toEqual({ message: `We sent a 6-digit code to ${phone}.`, expiresInSeconds: OTP_TTL_SECONDS });
    expect(result.db.otpRequests).toEqual([{ phone, code: OTP, expiresAt: new Date(NOW.getTime() + OTP_TTL_SECONDS * 1000).toISOString(), attempts: 0 }]);
    expect(context.logs.some((line) => line.includes(phone) && line.includes(OTP))).toBe(true);
  });

  it('send-otp answers 403 for a number that is not an operator, 400 for a bad number', () => {
    expectRefused(freshDb(), 'sendOtp', { countryCode: '+91', phoneNumber: '9000000000' }, 403, 'This number is not registered for the back-office.');
    expectRefused(freshDb(), 'sendOtp', { countryCode: '+91', phoneNumber: '12345' }, 400, 'Please enter a valid phone number.');
  });

  it('verify-otp with the right code answers a token and stores the session', () => {
    const result = call(sentCode(), 'verifyOtp', { ...login, otp: OTP });
    expect(result.response.status).toBe(200);
    const answer = verifyOtpResultSchema.parse(result.response.body);
    expect(answer.user).toEqual({ _id: OPERATOR._id, name: OPERATOR.name, phoneNumber: phone });
    expect(result.db.sessions).toEqual([
      { token: answer.token, userId: OPERATOR._id, phone, createdAt: NOW.toISOString(), expiresAt: new Date(NOW.getTime() + SESSION_TTL_HOURS * 3600_000).toISOString() },
    ]);
    // The code is single-use.
    expect(result.db.otpRequests).toEqual([]);
    expectRefused(result.db, 'verifyOtp', { ...login, otp: OTP }, 400, 'Request a code first.');
  });

  it('signing in sweeps out expired sessions and codes, and keeps live ones', () => {
    const db = sentCode();
    const past = new Date(NOW.getTime() - 1000).toISOString();
    const future = new Date(NOW.getTime() + 3600_000).toISOString();
    db.sessions.push(
      { token: 'stale', userId: OPERATOR._id, phone, createdAt: past, expiresAt: past },
      { token: 'live', userId: OPERATOR._id, phone, createdAt: past, expiresAt: future },
    );
    db.otpRequests.push({ phone: '+919999999999', code: '111111', expiresAt: past, attempts: 0 }, { phone: '+918888888888', code: '222222', expiresAt: future, attempts: 0 });
    const result = call(db, 'verifyOtp', { ...login, otp: OTP });
    expect(result.response.status).toBe(200);
    expect(result.db.sessions.map((session) => session.token)).toEqual(['live', verifyOtpResultSchema.parse(result.response.body).token]);
    expect(result.db.otpRequests.map((entry) => entry.phone)).toEqual(['+918888888888']);
  });

  it('verify-otp counts a wrong code and keeps the count (changed although it answers 400)', () => {
    const result = call(sentCode(), 'verifyOtp', { ...login, otp: '000000' });
    expect(result.response.status).toBe(400);
    expect(errorBodySchema.parse(result.response.body).message).toBe('That code is not right. 4 tries left.');
    expect(result.changed).toBe(true);
    expect(result.db.otpRequests[0]!.attempts).toBe(1);
    expect(result.db.sessions).toEqual([]);
  });

  it(`verify-otp answers 429 after ${OTP_MAX_ATTEMPTS} wrong codes, even for the right one`, () => {
    let db = sentCode();
    for (let attempt = 1; attempt <= OTP_MAX_ATTEMPTS; attempt += 1) {
      const result = call(db, 'verifyOtp', { ...login, otp: '000000' });
      expect(result.response.status).toBe(400);
      db = result.db;
    }
    expect(db.otpRequests[0]!.attempts).toBe(OTP_MAX_ATTEMPTS);
    expectRefused(db, 'verifyOtp', { ...login, otp: OTP }, 429, 'Too many wrong codes. Request a new one.');
    // A new code starts the count again.
    const again = call(db, 'sendOtp', login);
    expect(call(again.db, 'verifyOtp', { ...login, otp: OTP }).response.status).toBe(200);
  });

  it('verify-otp answers 400 for an expired code', () => {
    const context = makeContext();
    const db = sentCode(context);
    context.advance(OTP_TTL_SECONDS * 1000);
    expectRefused(db, 'verifyOtp', { ...login, otp: OTP }, 400, 'The code has expired. Request a new one.', {}, context);
  });

  it('verify-otp refuses a code that is not 6 digits and an unknown number', () => {
    expectRefused(sentCode(), 'verifyOtp', { ...login, otp: '12345' }, 400, 'Enter the 6-digit code');
    expectRefused(sentCode(), 'verifyOtp', { countryCode: '+91', phoneNumber: '9000000000', otp: OTP }, 403);
  });

  it('with auth required, a back-office call answers 401 without a valid session and 200 with one', () => {
    const context = makeContext({ requireAuth: true });
    const signedIn = call(call(freshDb(), 'sendOtp', login, {}, context).db, 'verifyOtp', { ...login, otp: OTP }, {}, context);
    const { token } = verifyOtpResultSchema.parse(signedIn.response.body);
    const db = signedIn.db;

    expectRefused(db, 'earningsDashboard', {}, 401, 'Your session has ended. Please sign in again.', {}, context);
    expectRefused(db, 'earningsDashboard', {}, 401, undefined, { authorization: 'Bearer wrong-token' }, context);
    expectRefused(db, 'settlePayment', { dataid: withEarnings.dataid }, 401, undefined, { authorization: null }, context);

    const answered = call(db, 'earningsDashboard', {}, { authorization: `Bearer ${token}` }, context);
    expect(answered.response.status).toBe(200);
    expect(earningsResultSchema.parse(answered.response.body).consultants).toHaveLength(seedDb.consultants.length);
    const settled = call(db, 'settlePayment', { dataid: withEarnings.dataid }, { authorization: `Bearer ${token}` }, context);
    expect(settled.response.status).toBe(200);

    // The session ends after its lifetime.
    context.advance(SESSION_TTL_HOURS * 3600_000);
    expectRefused(db, 'earningsDashboard', {}, 401, undefined, { authorization: `Bearer ${token}` }, context);
  });

  it('logout ends the session: its token is refused afterwards, and a second logout is harmless', () => {
    const context = makeContext({ requireAuth: true });
    const signedIn = call(call(freshDb(), 'sendOtp', login, {}, context).db, 'verifyOtp', { ...login, otp: OTP }, {}, context);
    const { token } = verifyOtpResultSchema.parse(signedIn.response.body);
    const authorization = `Bearer ${token}`;

    const out = call(signedIn.db, 'logout', {}, { authorization }, context);
    expect(out.response.status).toBe(200);
    expect(out.db.sessions.some((session) => session.token === token)).toBe(false);
    expectRefused(out.db, 'earningsDashboard', {}, 401, undefined, { authorization }, context);

    const again = call(out.db, 'logout', {}, { authorization }, context);
    expect(again.response.status).toBe(200);
    expect(again.db.sessions).toEqual(out.db.sessions);
  });
});
