/** Login: one-time codes and sessions, run straight through `dispatch` over a fresh copy of the seed. */
import { describe, expect, it } from 'vitest';
import { earningsResultSchema, errorBodySchema, sendOtpResultSchema, verifyOtpResultSchema } from '../schemas';
import { OTP_MAX_ATTEMPTS, OTP_MAX_SENDS, OTP_SEND_WINDOW_SECONDS, OTP_TTL_SECONDS, SESSION_TTL_HOURS } from './auth';
import type { Database } from './db';
import { hmacSha256Hex } from './otpHash';
import { seedDb, freshDb, NOW, OTP, OTP_SECRET, OPERATOR, makeContext, call, expectRefused, withEarnings } from './testing';

describe('login', () => {
  const login = { countryCode: '+91', phoneNumber: OPERATOR.phoneNumber };
  const phone = `+91${OPERATOR.phoneNumber}`;

  function sentCode(context = makeContext()) {
    const result = call(freshDb(), 'sendOtp', login, {}, context);
    expect(result.response.status).toBe(200);
    return result.db;
  }

  it('send-otp stores a keyed hash of the code with its own salt, never the code, logs the code for the operator and answers how long it lasts', () => {
    const context = makeContext();
    const result = call(freshDb(), 'sendOtp', login, {}, context);
    expect(sendOtpResultSchema.parse(result.response.body)).toEqual({
      message: `If ${phone} is registered for the back-office, a 6-digit code is on its way.`,
      expiresInSeconds: OTP_TTL_SECONDS,
    });
    const expiresAt = new Date(NOW.getTime() + OTP_TTL_SECONDS * 1000).toISOString();
    expect(result.db.otpRequests).toEqual([{ phone, codeHash: hmacSha256Hex(OTP_SECRET, `salt-1:${OTP}`), salt: 'salt-1', expiresAt, attempts: 0 }]);
    expect(JSON.stringify(result.db.otpRequests)).not.toContain(OTP);
    expect(context.logs.some((line) => line.includes(phone) && line.includes(OTP))).toBe(true);

    // The same code sent again is stored under a new salt, so its hash differs too.
    const again = call(result.db, 'sendOtp', login, {}, context);
    expect(again.db.otpRequests).toHaveLength(1);
    expect(again.db.otpRequests[0]!.salt).toBe('salt-2');
    expect(again.db.otpRequests[0]!.codeHash).not.toBe(result.db.otpRequests[0]!.codeHash);
  });

  it('send-otp answers a number that is not an operator exactly as a registered one, and stores and logs no code for it', () => {
    const stranger = { countryCode: '+91', phoneNumber: '9000000000' };
    const context = makeContext();
    const registered = call(freshDb(), 'sendOtp', login, {}, makeContext());
    const unknown = call(freshDb(), 'sendOtp', stranger, {}, context);
    expect(unknown.response.status).toBe(registered.response.status);
    expect(unknown.response.headers).toEqual(registered.response.headers);
    expect(unknown.response.body).toEqual({ ...(registered.response.body as object), message: `If +919000000000 is registered for the back-office, a 6-digit code is on its way.` });
    expect(unknown.db.otpRequests).toEqual([expect.objectContaining({ phone: '+919000000000', codeHash: null, attempts: 0 })]);
    expect(context.logs.some((line) => line.includes(OTP))).toBe(false);
    expectRefused(freshDb(), 'sendOtp', { countryCode: '+91', phoneNumber: '12345' }, 400, 'Please enter a valid phone number.');
  });

  it('verify-otp for a number that is not an operator fails exactly as wrong codes for a registered one do', () => {
    const answers = (body: typeof login, otp: string, context = makeContext()) => {
      let db = call(freshDb(), 'sendOtp', body, {}, context).db;
      const seen: Array<[number, unknown]> = [];
      for (let attempt = 0; attempt <= OTP_MAX_ATTEMPTS; attempt += 1) {
        const result = call(db, 'verifyOtp', { ...body, otp }, {}, context);
        seen.push([result.response.status, result.response.body]);
        db = result.db;
      }
      return seen;
    };
    // The stranger even tries the code the backend would have sent.
    const stranger = answers({ countryCode: '+91', phoneNumber: '9000000000' }, OTP);
    expect(stranger).toEqual(answers(login, '000000'));
    expect(stranger.map(([status]) => status)).toEqual([400, 400, 400, 400, 400, 429]);
    expect(stranger[0]![1]).toEqual({ message: 'That code is not right. 4 tries left.' });
    // Without a code asked for, both answer the same too.
    const before = errorBodySchema.parse(call(freshDb(), 'verifyOtp', { countryCode: '+91', phoneNumber: '9000000000', otp: OTP }).response.body);
    expect(before.message).toBe('Request a code first.');
  });

  it(`send-otp answers 429 with Retry-After for the ${OTP_MAX_SENDS + 1}th code within an hour, for any number, and sends again once the oldest has left the hour`, () => {
    for (const body of [login, { countryCode: '+91', phoneNumber: '9000000000' }]) {
      const context = makeContext();
      let db: Database = freshDb();
      for (let send = 1; send <= OTP_MAX_SENDS; send += 1) {
        const result = call(db, 'sendOtp', body, {}, context);
        expect(result.response.status).toBe(200);
        db = result.db;
        context.advance(2 * 60_000);
      }
      // Five sent at 0, 2, 4, 6 and 8 minutes; now is 10 minutes: the first leaves the hour in 50.
      const retryAfterSeconds = OTP_SEND_WINDOW_SECONDS - 10 * 60;
      const refused = call(db, 'sendOtp', body, {}, context);
      expect(refused.response.status).toBe(429);
      expect(refused.response.headers).toEqual({ 'Retry-After': String(retryAfterSeconds) });
      expect(refused.response.body).toEqual({ message: 'Too many codes were requested for this number. Try again in 50 minutes.', retryAfterSeconds });
      expectRefused(db, 'sendOtp', body, 429, /^Too many codes were requested/, {}, context);

      // Another number is not held back.
      expect(call(db, 'sendOtp', { countryCode: '+44', phoneNumber: '7700900123' }, {}, context).response.status).toBe(200);
      context.advance(retryAfterSeconds * 1000 - 1000);
      expect(call(db, 'sendOtp', body, {}, context).response.headers).toEqual({ 'Retry-After': '1' });
      context.advance(1000);
      const later = call(db, 'sendOtp', body, {}, context);
      expect(later.response.status).toBe(200);
      // Sends that left the hour are swept out.
      expect(later.db.otpSends).toHaveLength(OTP_MAX_SENDS);
    }
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
    db.sessions = [
      { token: 'stale', userId: OPERATOR._id, phone, createdAt: past, expiresAt: past },
      { token: 'live', userId: OPERATOR._id, phone, createdAt: past, expiresAt: future },
    ];
    db.otpRequests = [
      ...db.otpRequests,
      { phone: '+919999999999', codeHash: 'a'.repeat(64), salt: 's1', expiresAt: past, attempts: 0 },
      { phone: '+918888888888', codeHash: 'b'.repeat(64), salt: 's2', expiresAt: future, attempts: 0 },
    ];
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

  it('verify-otp refuses a code that is not 6 digits', () => {
    expectRefused(sentCode(), 'verifyOtp', { ...login, otp: '12345' }, 400, 'Enter the 6-digit code');
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
