/** Login: one-time codes and sessions, run straight through `dispatch` over a fresh copy of the seed. */
import { describe, expect, it } from 'vitest';
import { earningsResultSchema, errorBodySchema, keepAliveResultSchema, sendOtpResultSchema, verifyOtpResultSchema } from '../schemas';
import { SESSION_TTL_HOURS } from './auth';
import type { Database } from './db';
import { DEFAULT_OTP_LIMITS } from './otpGate';
import { DEFAULT_SESSION_IDLE_MINUTES, SEEN_EVERY_MS } from './sessions';
import { hmacSha256Hex, sha256Hex } from './otpHash';
import { seedDb, freshDb, NOW, OTP, OTP_SECRET, OPERATOR, makeContext, call, expectRefused, withEarnings, type TestContext } from './testing';

const { codeTtlSeconds, triesPerCode, perNumber, perAddress, overall } = DEFAULT_OTP_LIMITS;

describe('login', () => {
  // The seed keeps operators in international form; the login form sends the parts.
  const phone = OPERATOR.phoneNumber;
  const login = { countryCode: '+91', phoneNumber: phone.slice(3) };
  const stranger = { countryCode: '+91', phoneNumber: '9000000000' };
  const from = (clientAddress: string) => ({ clientAddress });

  function signIn(context: TestContext, db: Database = freshDb()) {
    expect(call(db, 'sendOtp', login, {}, context).response.status).toBe(200);
    const result = call(db, 'verifyOtp', { ...login, otp: OTP }, {}, context);
    expect(result.response.status).toBe(200);
    const { token } = verifyOtpResultSchema.parse(result.response.body);
    if (!token) throw new Error('an API client (no Origin) gets its token in the answer');
    return { db: result.db, token, cookie: result.response.headers?.['Set-Cookie'] };
  }

  it('send-otp keeps a keyed hash of the code with its own salt in memory, writes nothing to the data, logs the code for the operator', () => {
    const context = makeContext();
    const result = call(freshDb(), 'sendOtp', login, {}, context);
    expect(sendOtpResultSchema.parse(result.response.body)).toEqual({
      message: `If ${phone} is registered for the back-office, a 6-digit code is on its way.`,
      expiresInSeconds: codeTtlSeconds,
    });
    expect(result.changed).toBe(false);
    const pending = context.otp.pendingFor(phone)!;
    expect(pending).toMatchObject({ codeHash: hmacSha256Hex(OTP_SECRET, `salt-1:${OTP}`), salt: 'salt-1', expiresAt: NOW.getTime() + codeTtlSeconds * 1000 });
    expect(context.logs.some((line) => line.includes(phone) && line.includes(OTP))).toBe(true);

    // The same code sent again is kept under a new salt, so its hash differs too.
    call(freshDb(), 'sendOtp', login, {}, context);
    expect(context.otp.pendingFor(phone)!.salt).toBe('salt-2');
    expect(context.otp.pendingFor(phone)!.codeHash).not.toBe(pending.codeHash);
  });

  it('matches an operator by country code and number together: the same digits under +44 are a stranger', () => {
    const context = makeContext();
    const other = { countryCode: '+44', phoneNumber: login.phoneNumber };
    expect(call(freshDb(), 'sendOtp', other, {}, context).response.status).toBe(200);
    expect(context.otp.pendingFor(`+44${login.phoneNumber}`)!.codeHash).toBeNull();
    expect(context.logs.some((line) => line.includes(OTP))).toBe(false);
    const tried = call(freshDb(), 'verifyOtp', { ...other, otp: OTP }, {}, context);
    expect(tried.response.status).toBe(400);
    expect(tried.db.sessions).toEqual([]);
  });

  it('send-otp answers a number that is not an operator exactly as a registered one, and logs no code for it', () => {
    const context = makeContext();
    const registered = call(freshDb(), 'sendOtp', login, {}, makeContext());
    const unknown = call(freshDb(), 'sendOtp', stranger, {}, context);
    expect(unknown.response.status).toBe(registered.response.status);
    expect(unknown.response.headers).toEqual(registered.response.headers);
    expect(unknown.response.body).toEqual({ ...(registered.response.body as object), message: `If +919000000000 is registered for the back-office, a 6-digit code is on its way.` });
    expect(context.otp.pendingFor('+919000000000')).toMatchObject({ codeHash: null });
    expect(context.logs.some((line) => line.includes(OTP))).toBe(false);
    expectRefused(freshDb(), 'sendOtp', { countryCode: '+91', phoneNumber: '12345' }, 400, 'Please enter a valid phone number.');
  });

  it('verify-otp for a number that is not an operator fails exactly as wrong codes for a registered one do', () => {
    const answers = (body: typeof login, otp: string, context = makeContext()) => {
      call(freshDb(), 'sendOtp', body, {}, context);
      const seen: Array<[number, unknown]> = [];
      for (let attempt = 0; attempt <= triesPerCode; attempt += 1) {
        const result = call(freshDb(), 'verifyOtp', { ...body, otp }, {}, context);
        seen.push([result.response.status, result.response.body]);
      }
      return seen;
    };
    // The stranger even tries the code the backend would have sent.
    const strangers = answers(stranger, OTP);
    expect(strangers).toEqual(answers(login, '000000'));
    expect(strangers.map(([status]) => status)).toEqual([400, 400, 400, 400, 400, 429]);
    expect(strangers[0]![1]).toEqual({ message: 'That code is not right. 4 tries left.', issues: [] });
    const before = errorBodySchema.parse(call(freshDb(), 'verifyOtp', { ...stranger, otp: OTP }).response.body);
    expect(before.message).toBe('Request a code first.');
  });

  it(`send-otp answers 429 with Retry-After for the ${perNumber.max + 1}th code to one number within ${perNumber.windowSeconds / 60} minutes, from any address, and the last code still signs in`, () => {
    const context = makeContext();
    for (let send = 1; send <= perNumber.max; send += 1) {
      expect(call(freshDb(), 'sendOtp', login, from(`10.0.0.${send}`), context).response.status).toBe(200);
      context.advance(30_000);
    }
    // Five sent at 0, 0.5, 1, 1.5 and 2 minutes; now is 2.5 minutes: the window closes in 2.5.
    const refused = call(freshDb(), 'sendOtp', login, from('10.0.0.99'), context);
    expect(refused.response.status).toBe(429);
    expect(refused.response.headers).toEqual({ 'Retry-After': '150' });
    expect(refused.response.body).toEqual({ message: 'Too many codes were requested for this number. Use the last code sent, or try again in 3 minutes.', retryAfterSeconds: 150, reason: 'number' });
    // The same for a stranger's number: the limit tells nothing.
    const strangerContext = makeContext();
    for (let send = 1; send <= perNumber.max; send += 1) call(freshDb(), 'sendOtp', stranger, from(`10.0.0.${send}`), strangerContext);
    expect(call(freshDb(), 'sendOtp', stranger, from('10.0.0.99'), strangerContext).response.status).toBe(429);

    // Strangers who used up the number's codes did not use up the code: the operator, whose
    // phone got it, still signs in with it.
    const signedIn = call(freshDb(), 'verifyOtp', { ...login, otp: OTP }, from('192.0.2.7'), context);
    expect(signedIn.response.status).toBe(200);
    // Another number is not held back, and the window reopens after it closes.
    expect(call(freshDb(), 'sendOtp', { countryCode: '+44', phoneNumber: '7700900123' }, from('10.0.0.50'), context).response.status).toBe(200);
    context.advance(150_000);
    expect(call(freshDb(), 'sendOtp', login, from('10.0.0.99'), context).response.status).toBe(200);
  });

  it(`send-otp answers 429 to an address after ${perAddress.max} codes in its window, whatever the numbers, and not to other addresses`, () => {
    const context = makeContext();
    for (let send = 0; send < perAddress.max; send += 1) {
      expect(call(freshDb(), 'sendOtp', { countryCode: '+91', phoneNumber: `90000000${String(send).padStart(2, '0')}` }, from('203.0.113.9'), context).response.status).toBe(200);
    }
    const refused = call(freshDb(), 'sendOtp', login, from('203.0.113.9'), context);
    expect(refused.response.status).toBe(429);
    expect(errorBodySchema.parse(refused.response.body).message).toBe('Too many codes were requested from this network. Try again in 10 minutes.');
    expect(call(freshDb(), 'sendOtp', login, from('198.51.100.4'), context).response.status).toBe(200);
  });

  it('over the overall limit, addresses that already asked are refused, and an operator on a quiet address still gets a code', () => {
    const context = makeContext();
    // Many addresses, a few codes each, until the backend as a whole has sent its limit.
    for (let send = 0; send < overall.max; send += 1) {
      const address = `10.1.${Math.floor(send / 3)}.1`;
      expect(call(freshDb(), 'sendOtp', { countryCode: '+91', phoneNumber: `9${String(100000000 + send)}` }, from(address), context).response.status).toBe(200);
    }
    const busy = call(freshDb(), 'sendOtp', stranger, from('10.1.0.1'), context);
    expect(busy.response.status).toBe(429);
    expect(errorBodySchema.parse(busy.response.body).message).toBe('Sign-in is busy right now. Try again in 1 minute.');
    expect(call(freshDb(), 'sendOtp', login, from('192.0.2.7'), context).response.status).toBe(200);
    expect(context.logs.at(-1)).toContain(OTP);
    // A flood of numbers leaves bounded memory behind it, and each check is a map look-up.
    expect(context.otp.sizes.pending).toBeLessThanOrEqual(overall.max + 1);
  });

  it("wrong tries count per address: a stranger's wrong codes never use up the operator's", () => {
    const context = makeContext();
    call(freshDb(), 'sendOtp', login, from('192.0.2.7'), context);
    for (let attempt = 1; attempt <= triesPerCode; attempt += 1) call(freshDb(), 'verifyOtp', { ...login, otp: '000000' }, from('203.0.113.9'), context);
    expectRefused(freshDb(), 'verifyOtp', { ...login, otp: OTP }, 429, 'Too many wrong codes. Request a new one.', from('203.0.113.9'), context);
    expect(call(freshDb(), 'verifyOtp', { ...login, otp: OTP }, from('192.0.2.7'), context).response.status).toBe(200);
  });

  it('verify-otp answers 429 to an address that tried too many wrong codes across numbers', () => {
    const context = makeContext();
    const { max } = DEFAULT_OTP_LIMITS.wrongCodesPerAddress;
    for (let wrong = 0; wrong < max; wrong += 1) {
      const number = { countryCode: '+91', phoneNumber: `91000000${String(Math.floor(wrong / triesPerCode)).padStart(2, '0')}` };
      if (wrong % triesPerCode === 0) call(freshDb(), 'sendOtp', number, from(`10.2.0.${wrong}`), context);
      expect(call(freshDb(), 'verifyOtp', { ...number, otp: '000000' }, from('203.0.113.9'), context).response.status).toBe(400);
    }
    call(freshDb(), 'sendOtp', login, from('192.0.2.7'), context);
    const refused = call(freshDb(), 'verifyOtp', { ...login, otp: OTP }, from('203.0.113.9'), context);
    expect(refused.response.status).toBe(429);
    expect(errorBodySchema.parse(refused.response.body).message).toBe('Too many wrong codes were tried from this network. Try again in 10 minutes.');
  });

  it('verify-otp with the right code answers a token and stores only its hash', () => {
    const context = makeContext();
    const { db, token } = signIn(context);
    expect(db.sessions).toEqual([
      { tokenHash: sha256Hex(token), userId: OPERATOR._id, phone, createdAt: NOW.toISOString(), expiresAt: new Date(NOW.getTime() + SESSION_TTL_HOURS * 3600_000).toISOString() },
    ]);
    expect(JSON.stringify(db)).not.toContain(token);
    // The code is single-use.
    expectRefused(db, 'verifyOtp', { ...login, otp: OTP }, 400, 'Request a code first.', {}, context);
  });

  it('signing in sweeps out expired sessions and keeps live ones', () => {
    const db = freshDb();
    const past = new Date(NOW.getTime() - 1000).toISOString();
    const future = new Date(NOW.getTime() + 3600_000).toISOString();
    db.sessions = [
      { tokenHash: 'a'.repeat(64), userId: OPERATOR._id, phone, createdAt: past, expiresAt: past },
      { tokenHash: 'b'.repeat(64), userId: OPERATOR._id, phone, createdAt: past, expiresAt: future },
    ];
    const { db: after, token } = signIn(makeContext(), db);
    expect(after.sessions.map((session) => session.tokenHash)).toEqual(['b'.repeat(64), sha256Hex(token)]);
  });

  it('a wrong code changes no data and says how many tries are left', () => {
    const context = makeContext();
    call(freshDb(), 'sendOtp', login, {}, context);
    const result = expectRefused(freshDb(), 'verifyOtp', { ...login, otp: '000000' }, 400, 'That code is not right. 4 tries left.', {}, context);
    expect(result.message).toMatch(/tries left/);
    // A new code starts the count again.
    for (let attempt = 1; attempt < triesPerCode; attempt += 1) call(freshDb(), 'verifyOtp', { ...login, otp: '000000' }, {}, context);
    expectRefused(freshDb(), 'verifyOtp', { ...login, otp: OTP }, 429, 'Too many wrong codes. Request a new one.', {}, context);
    call(freshDb(), 'sendOtp', login, {}, context);
    expect(call(freshDb(), 'verifyOtp', { ...login, otp: OTP }, {}, context).response.status).toBe(200);
  });

  it('verify-otp answers 400 for an expired code', () => {
    const context = makeContext();
    call(freshDb(), 'sendOtp', login, {}, context);
    context.advance(codeTtlSeconds * 1000);
    expectRefused(freshDb(), 'verifyOtp', { ...login, otp: OTP }, 400, 'The code has expired. Request a new one.', {}, context);
  });

  it('verify-otp refuses a code that is not 6 digits', () => {
    expectRefused(freshDb(), 'verifyOtp', { ...login, otp: '12345' }, 400, 'Enter the 6-digit code');
  });

  it('with auth required, a back-office call answers 401 without a valid session and 200 with one', () => {
    const context = makeContext({ requireAuth: true });
    const { db, token } = signIn(context);

    expectRefused(db, 'earningsDashboard', {}, 401, 'Your session has ended. Please sign in again.', {}, context);
    expectRefused(db, 'earningsDashboard', {}, 401, undefined, { authorization: 'Bearer wrong-token' }, context);
    expectRefused(db, 'earningsDashboard', {}, 401, undefined, { authorization: `Bearer ${db.sessions[0]!.tokenHash}` }, context);
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

  it('logout ends the session: its token is refused afterwards; a logout without a session changes nothing', () => {
    const context = makeContext({ requireAuth: true });
    const { db, token } = signIn(context);
    const authorization = `Bearer ${token}`;

    const out = call(db, 'logout', {}, { authorization }, context);
    expect(out.response.body).toEqual({ message: 'You are signed out.' });
    expect(out.db.sessions).toEqual([]);
    expectRefused(out.db, 'earningsDashboard', {}, 401, undefined, { authorization }, context);

    for (const extra of [{ authorization }, { authorization: null }, { authorization: 'Bearer nobody' }]) {
      const again = call(out.db, 'logout', {}, extra, context);
      expect(again.response.body).toEqual({ message: 'There was no session to end.' });
      expect(again.changed).toBe(false);
      expect(again.db).toBe(out.db);
    }
  });

  describe('the session cookie (PRODUCT.md point 16)', () => {
    const idleMs = DEFAULT_SESSION_IDLE_MINUTES * 60_000;

    it('sign-in sets an HttpOnly, SameSite=Strict cookie for 12 hours; a browser (Origin) gets no token in the answer', () => {
      const context = makeContext();
      call(freshDb(), 'sendOtp', login, {}, context);
      const result = call(freshDb(), 'verifyOtp', { ...login, otp: OTP }, { origin: 'http://localhost:5173' }, context);
      expect(result.response.status).toBe(200);
      const body = verifyOtpResultSchema.parse(result.response.body);
      expect(body.token).toBeUndefined();
      expect(body.expiresAt).toBe(new Date(NOW.getTime() + SESSION_TTL_HOURS * 3600_000).toISOString());
      expect(body.expiresInSeconds).toBe(SESSION_TTL_HOURS * 3600);
      expect(result.response.headers?.['Set-Cookie']).toBe(`consult_session=token-1; Path=/; Max-Age=${SESSION_TTL_HOURS * 3600}; HttpOnly; SameSite=Strict`);
      expect(result.db.sessions[0]!.tokenHash).toBe(sha256Hex('token-1'));
    });

    it('the cookie opens the back-office as the bearer token does; a forged or malformed cookie does not', () => {
      const context = makeContext({ requireAuth: true });
      const { db, token } = signIn(context);
      expect(call(db, 'earningsDashboard', {}, { cookie: `theme=dark; consult_session=${token}` }, context).response.status).toBe(200);
      for (const cookie of ['consult_session=forged', `consult_session=${token}<script>`, `other_session=${token}`, 'consult_session=', `consult_session=${'a'.repeat(300)}`]) {
        expectRefused(db, 'earningsDashboard', {}, 401, undefined, { cookie }, context);
      }
    });

    it(`ends after ${DEFAULT_SESSION_IDLE_MINUTES} minutes without a call; each call keeps it alive, recorded at most once a minute`, () => {
      const context = makeContext({ requireAuth: true });
      const signedIn = signIn(context);
      let db = signedIn.db;
      const cookie = `consult_session=${signedIn.token}`;
      // Within a minute of sign-in a call writes nothing.
      context.advance(SEEN_EVERY_MS - 1);
      const quiet = call(db, 'earningsDashboard', {}, { cookie }, context);
      expect(quiet.changed).toBe(false);
      // After it, the call records the activity (and nothing else: no activity log record).
      context.advance(idleMs - SEEN_EVERY_MS);
      const seen = call(db, 'earningsDashboard', {}, { cookie }, context);
      expect(seen.response.status).toBe(200);
      expect(seen.changed).toBe(true);
      expect(seen.db.activity).toBe(db.activity);
      expect(seen.db.sessions.find((session) => session.tokenHash === sha256Hex(signedIn.token))?.lastSeenAt).toBe(context.now().toISOString());
      db = seen.db;
      // Idle for the whole window from that call: refused.
      context.advance(idleMs - 1);
      expect(call(db, 'earningsDashboard', {}, { cookie }, context).response.status).toBe(200);
      context.advance(1);
      expectRefused(db, 'earningsDashboard', {}, 401, 'Your session has ended. Please sign in again.', { cookie }, context);
    });

    it('keep-alive is a call like any other: it needs the session, keeps it from ending while idle and says how long it may stay idle', () => {
      const context = makeContext({ requireAuth: true });
      const signedIn = signIn(context);
      const cookie = `consult_session=${signedIn.token}`;
      expectRefused(signedIn.db, 'keepAlive', {}, 401, 'Your session has ended. Please sign in again.', { cookie: 'consult_session=forged' }, context);
      context.advance(idleMs - 1);
      const kept = call(signedIn.db, 'keepAlive', {}, { cookie }, context);
      expect(keepAliveResultSchema.parse(kept.response.body)).toEqual({ message: 'Still signed in.', idleSeconds: DEFAULT_SESSION_IDLE_MINUTES * 60 });
      expect(kept.db.activity).toBe(signedIn.db.activity);
      context.advance(idleMs - 1);
      expect(call(kept.db, 'earningsDashboard', {}, { cookie }, context).response.status).toBe(200);
      context.advance(1);
      expectRefused(kept.db, 'keepAlive', {}, 401, undefined, { cookie }, context);
    });

    it('never lasts beyond 12 hours, however busy', () => {
      const context = makeContext({ requireAuth: true });
      const { token, db: first } = signIn(context);
      let db = first;
      for (let hour = 0; hour < SESSION_TTL_HOURS; hour += 1) {
        for (let quarter = 0; quarter < 4; quarter += 1) {
          context.advance(15 * 60_000);
          const result = call(db, 'earningsDashboard', {}, { authorization: `Bearer ${token}` }, context);
          if (hour === SESSION_TTL_HOURS - 1 && quarter === 3) expect(result.response.status).toBe(401);
          else {
            expect(result.response.status).toBe(200);
            db = result.db;
          }
        }
      }
    });

    it('logout by cookie ends the session and clears the cookie, with or without a session', () => {
      const context = makeContext({ requireAuth: true });
      const { db, token } = signIn(context);
      const out = call(db, 'logout', {}, { cookie: `consult_session=${token}` }, context);
      expect(out.response.body).toEqual({ message: 'You are signed out.' });
      expect(out.db.sessions).toEqual([]);
      expect(out.response.headers?.['Set-Cookie']).toBe('consult_session=; Path=/; Max-Age=0; HttpOnly; SameSite=Strict');
      expect(call(out.db, 'logout', {}, {}, context).response.headers?.['Set-Cookie']).toContain('Max-Age=0');
    });
  });
});
