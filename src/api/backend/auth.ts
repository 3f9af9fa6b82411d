import { emptyBodySchema, sendOtpBodySchema, verifyOtpBodySchema } from '../schemas';
import { apiPaths } from '../paths';
import { HttpError, ok, parseBody, replaceAt, type BackendRequest, type BackendResponse, type BackendRoute } from './core';
import { clearedSessionCookie, requestToken, sessionCookie, sweepSessions, SESSION_TTL_HOURS } from './sessions';
import type { Frozen, Operator, WorkingDatabase } from './db';
import type { SendDecision } from './otpGate';

/** Compared against when a number has no code, so the comparison still runs in full. */
const NO_HASH = '0'.repeat(64);

export { SESSION_TTL_HOURS } from './sessions';

export const WRONG_CODE = 'That code is not right.';
export const TOO_MANY_WRONG_CODES = 'Too many wrong codes. Request a new one.';

/** The same words whether or not the number is an operator's: the answer must not tell. */
export const codeSentMessage = (phone: string) => `If ${phone} is registered for the back-office, a 6-digit code is on its way.`;

const inMinutes = (seconds: number) => {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
};

/** The number's last code still works while this lasts (codes live as long as the window). */
export function tooManyCodesMessage(retryAfterSeconds: number): string {
  return `Too many codes were requested for this number. Use the last code sent, or try again in ${inMinutes(retryAfterSeconds)}.`;
}

export const tooManyFromHereMessage = (retryAfterSeconds: number) =>
  `Too many codes were requested from this network. Try again in ${inMinutes(retryAfterSeconds)}.`;

export const busyMessage = (retryAfterSeconds: number) => `Sign-in is busy right now. Try again in ${inMinutes(retryAfterSeconds)}.`;

export const tooManyWrongCodesFromHere = (retryAfterSeconds: number) =>
  `Too many wrong codes were tried from this network. Try again in ${inMinutes(retryAfterSeconds)}.`;

const digits = (phone: string) => phone.replace(/\D/g, '');
/** The number as operators are stored: country code and digits ('+919876500001'), so both must match. */
export const fullPhone = (countryCode: string, phone: string) => `${countryCode}${digits(phone)}`;

/** The operator who may sign in with `phone`: a disabled one is no more found than a stranger. */
function findOperator(db: WorkingDatabase, phone: string): Frozen<Operator> | null {
  return db.operators.find((entry) => entry.phoneNumber === phone && entry.active) ?? null;
}

/** Where a request came from, for the per-address limits; adapters without one share a key. */
const addressOf = (request: BackendRequest) => request.clientAddress ?? 'local';

/**
 * A refused send says which limit held it (`reason`). 'number' tells the sign-in page that the
 * number's last code still works, so it offers to enter it. Strangers' numbers have the same
 * limit and get the same answer, so the reason tells nothing about whose number it is.
 */
function refusedSend(decision: Extract<SendDecision, { allowed: false }>) {
  const { reason, retryAfterSeconds } = decision;
  const message =
    reason === 'number'
      ? tooManyCodesMessage(retryAfterSeconds)
      : reason === 'address'
        ? tooManyFromHereMessage(retryAfterSeconds)
        : busyMessage(retryAfterSeconds);
  return { ...ok({ message, retryAfterSeconds, reason }, 429), headers: { 'Retry-After': String(retryAfterSeconds) } };
}

export const authRoutes: BackendRoute[] = [
  {
    // The answer is the same for every valid number, registered or not, and so are the limits:
    // neither the words, the status nor the count of codes allowed tells which numbers are
    // operators'. Only an operator's number gets a code; the others get an entry no code
    // matches. Nothing here touches the data: codes and limits live in memory (otpGate.ts).
    method: 'POST',
    name: 'sendOtp',
    path: apiPaths.sendOtp,
    auth: false,
    mutates: false,
    handle(db, request, context) {
      const { countryCode, phoneNumber } = parseBody(sendOtpBodySchema, request.body);
      const phone = fullPhone(countryCode, phoneNumber);
      const now = context.now().getTime();
      const decision = context.otp.trySend(phone, addressOf(request), now);
      if (!decision.allowed) return refusedSend(decision);
      const operator = findOperator(db, phone);
      // Made and hashed for every number, so both paths take the same time.
      const code = context.newOtp();
      const salt = context.newSalt();
      const codeHash = context.hashOtp(code, salt);
      const ttl = context.otp.limits.codeTtlSeconds;
      context.otp.setPending(phone, { codeHash: operator ? codeHash : null, salt, expiresAt: now + ttl * 1000 }, now);
      if (operator) context.log(`One-time code for ${phone}: ${code} (valid ${Math.round(ttl / 60)} minutes)`);
      else context.log(`A code was asked for ${phone}, which is not an operator's number; none was sent.`);
      return ok({ message: codeSentMessage(phone), expiresInSeconds: ttl });
    },
  },
  {
    method: 'POST',
    name: 'verifyOtp',
    path: apiPaths.verifyOtp,
    auth: false,
    mutates: true,
    permission: 'anyone',
    handle(db, request, context): BackendResponse {
      const { countryCode, phoneNumber, otp } = parseBody(verifyOtpBodySchema, request.body);
      const phone = fullPhone(countryCode, phoneNumber);
      const address = addressOf(request);
      const now = context.now();
      const guessWait = context.otp.guessWait(address, now.getTime());
      if (guessWait > 0) {
        return { ...ok({ message: tooManyWrongCodesFromHere(guessWait), retryAfterSeconds: guessWait }, 429), headers: { 'Retry-After': String(guessWait) } };
      }
      const pending = context.otp.pendingFor(phone);
      if (!pending) throw new HttpError(400, 'Request a code first.');
      if (pending.expiresAt <= now.getTime()) {
        context.otp.forget(phone);
        throw new HttpError(400, 'The code has expired. Request a new one.');
      }
      if (context.otp.triesLeft(pending, address) === 0) throw new HttpError(429, TOO_MANY_WRONG_CODES);
      // Hashed and compared in full whether or not there is a code to match.
      const offered = context.hashOtp(otp, pending.salt);
      const matches = context.sameHash(offered, pending.codeHash ?? NO_HASH) && pending.codeHash !== null;
      const operator = matches ? findOperator(db, phone) : null;
      if (!operator) {
        const left = context.otp.wrongGuess(pending, address, now.getTime());
        throw new HttpError(400, left > 0 ? `${WRONG_CODE} ${left} ${left === 1 ? 'try' : 'tries'} left.` : TOO_MANY_WRONG_CODES);
      }
      context.otp.forget(phone);
      const token = context.newToken();
      const session = {
        tokenHash: context.hashToken(token),
        userId: operator._id,
        phone,
        createdAt: now.toISOString(),
        expiresAt: new Date(now.getTime() + SESSION_TTL_HOURS * 3600 * 1000).toISOString(),
      };
      // Signing in is also when expired sessions are swept out of the data.
      db.sessions = [...sweepSessions(db.sessions, now, context.sessionIdleMs), session];
      db.operators = replaceAt(db.operators, db.operators.indexOf(operator), { ...operator, lastSignInAt: now.toISOString() });
      const user = { _id: operator._id, name: operator.name, phoneNumber: phone, role: operator.role };
      // A browser (it sends Origin) gets the session only as an HttpOnly cookie, which its page
      // script cannot read; an API client such as curl gets the token to send as a bearer.
      // expiresInSeconds beside the moment: a browser whose clock is off counts from its own now.
      const body = { ...(request.origin ? {} : { token }), user, expiresAt: session.expiresAt, expiresInSeconds: SESSION_TTL_HOURS * 3600 };
      return { ...ok(body), headers: { 'Set-Cookie': sessionCookie(token, { secure: context.secureCookies }) } };
    },
  },
  {
    // The operator is still there (they typed or clicked after a quiet spell, or chose to stay
    // when told the session was about to end): a call like any other, so it counts as activity.
    // The answer says how long the session may stay idle, for the browser's warning.
    method: 'POST',
    name: 'keepAlive',
    path: apiPaths.keepAlive,
    auth: true,
    mutates: false,
    handle(_db, request, context) {
      parseBody(emptyBodySchema, request.body);
      return ok({ message: 'Still signed in.', idleSeconds: Math.round(context.sessionIdleMs / 1000) });
    },
  },
  {
    // Ends the caller's session: its token is refused from now on. Answering 200 when the
    // session is already gone keeps a second press (or a retry) harmless, and changes nothing.
    method: 'POST',
    name: 'logout',
    path: apiPaths.logout,
    auth: false,
    mutates: true,
    permission: 'anyone',
    handle(db, request, context) {
      // The browser forgets its cookie whatever the backend knew of it.
      const headers = { 'Set-Cookie': clearedSessionCookie({ secure: context.secureCookies }) };
      const token = requestToken(request);
      if (!token) return { ...ok({ message: 'There was no session to end.' }), headers };
      const tokenHash = context.hashToken(token);
      const now = context.now();
      const live = sweepSessions(db.sessions, now, context.sessionIdleMs);
      const ended = live.find((session) => session.tokenHash === tokenHash);
      const kept = live.filter((session) => session !== ended);
      // Only a session ended or swept is a change; anything else leaves the data (and its file) alone.
      if (kept.length !== db.sessions.length) db.sessions = kept;
      return { ...ok({ message: ended ? 'You are signed out.' : 'There was no session to end.' }), headers };
    },
  },
];
