import { sendOtpBodySchema, verifyOtpBodySchema } from '../schemas';
import { apiPaths } from '../paths';
import { bearerToken, HttpError, ok, parseBody, type BackendRoute } from './core';
import type { Frozen, Operator, OtpRequest, OtpSend, WorkingDatabase } from './db';

/** Compared against when a number has no code, so the comparison still runs in full. */
const NO_HASH = '0'.repeat(64);

export const OTP_TTL_SECONDS = 5 * 60;
export const OTP_MAX_ATTEMPTS = 5;
/** At most this many codes per number in OTP_SEND_WINDOW_SECONDS; the next send answers 429. */
export const OTP_MAX_SENDS = 5;
export const OTP_SEND_WINDOW_SECONDS = 60 * 60;
export const SESSION_TTL_HOURS = 12;

export const WRONG_CODE = 'That code is not right.';
export const TOO_MANY_WRONG_CODES = 'Too many wrong codes. Request a new one.';

/** The same words whether or not the number is an operator's: the answer must not tell. */
export const codeSentMessage = (phone: string) => `If ${phone} is registered for the back-office, a 6-digit code is on its way.`;

export function tooManyCodesMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many codes were requested for this number. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
}

const digits = (phone: string) => phone.replace(/\D/g, '');
const fullPhone = (countryCode: string, phone: string) => `${countryCode}${digits(phone)}`;

function findOperator(db: WorkingDatabase, phone: string): Frozen<Operator> | null {
  return db.operators.find((entry) => digits(entry.phoneNumber) === digits(phone)) ?? null;
}

/** Seconds until `phone` may be sent another code, or 0 when it may now. */
function sendLimitWait(sends: readonly Frozen<OtpSend>[], phone: string, now: number): number {
  const windowStart = now - OTP_SEND_WINDOW_SECONDS * 1000;
  const recent = sends.filter((send) => send.phone === phone && Date.parse(send.sentAt) > windowStart).map((send) => Date.parse(send.sentAt));
  if (recent.length < OTP_MAX_SENDS) return 0;
  // The oldest sends leave the window first; one more may go when enough of them have.
  const sorted = recent.sort((a, b) => a - b);
  const frees = sorted[recent.length - OTP_MAX_SENDS]! + OTP_SEND_WINDOW_SECONDS * 1000;
  return Math.max(1, Math.ceil((frees - now) / 1000));
}

export const authRoutes: BackendRoute[] = [
  {
    // The answer is the same for every valid number, registered or not, and so is the limit:
    // neither the words, the status nor the count of codes allowed tells which numbers are
    // operators'. Only an operator's number gets a code; the others get an entry no code matches.
    method: 'POST',
    name: 'sendOtp',
    path: apiPaths.sendOtp,
    auth: false,
    mutates: true,
    handle(db, request, context) {
      const { countryCode, phoneNumber } = parseBody(sendOtpBodySchema, request.body);
      const phone = fullPhone(countryCode, phoneNumber);
      const now = context.now().getTime();
      const retryAfterSeconds = sendLimitWait(db.otpSends, phone, now);
      if (retryAfterSeconds > 0) {
        return {
          ...ok({ message: tooManyCodesMessage(retryAfterSeconds), retryAfterSeconds }, 429),
          headers: { 'Retry-After': String(retryAfterSeconds) },
        };
      }
      const operator = findOperator(db, phoneNumber);
      // Made and hashed for every number, so both paths take the same time.
      const code = context.newOtp();
      const salt = context.newSalt();
      const codeHash = context.hashOtp(code, salt);
      const pending: OtpRequest = {
        phone,
        codeHash: operator ? codeHash : null,
        salt,
        expiresAt: new Date(now + OTP_TTL_SECONDS * 1000).toISOString(),
        attempts: 0,
      };
      // Each send replaces the number's code, and sweeps out expired codes and sends outside the window.
      db.otpRequests = [...db.otpRequests.filter((entry) => entry.phone !== phone && Date.parse(entry.expiresAt) > now), pending];
      db.otpSends = [
        ...db.otpSends.filter((send) => Date.parse(send.sentAt) > now - OTP_SEND_WINDOW_SECONDS * 1000),
        { phone, sentAt: new Date(now).toISOString() },
      ];
      if (operator) context.log(`One-time code for ${phone}: ${code} (valid ${OTP_TTL_SECONDS / 60} minutes)`);
      else context.log(`A code was asked for ${phone}, which is not an operator's number; none was sent.`);
      return ok({ message: codeSentMessage(phone), expiresInSeconds: OTP_TTL_SECONDS });
    },
  },
  {
    method: 'POST',
    name: 'verifyOtp',
    path: apiPaths.verifyOtp,
    auth: false,
    mutates: true,
    handle(db, request, context) {
      const { countryCode, phoneNumber, otp } = parseBody(verifyOtpBodySchema, request.body);
      const phone = fullPhone(countryCode, phoneNumber);
      const pending = db.otpRequests.find((entry) => entry.phone === phone);
      const now = context.now();
      if (!pending) throw new HttpError(400, 'Request a code first.');
      if (Date.parse(pending.expiresAt) <= now.getTime()) throw new HttpError(400, 'The code has expired. Request a new one.');
      if (pending.attempts >= OTP_MAX_ATTEMPTS) throw new HttpError(429, TOO_MANY_WRONG_CODES);
      // Hashed and compared in full whether or not there is a code to match.
      const offered = context.hashOtp(otp, pending.salt);
      const matches = context.sameHash(offered, pending.codeHash ?? NO_HASH) && pending.codeHash !== null;
      const operator = matches ? findOperator(db, phoneNumber) : null;
      if (!operator) {
        // A wrong guess is itself a change worth keeping: the attempt counts.
        const attempts = pending.attempts + 1;
        db.otpRequests = db.otpRequests.map((entry) => (entry === pending ? { ...pending, attempts } : entry));
        const left = OTP_MAX_ATTEMPTS - attempts;
        const message = left > 0 ? `${WRONG_CODE} ${left} ${left === 1 ? 'try' : 'tries'} left.` : TOO_MANY_WRONG_CODES;
        return { ...ok({ message }, 400), keepChanges: true };
      }
      // Signing in is also when stale codes and sessions are swept out of the data.
      db.otpRequests = db.otpRequests.filter((entry) => entry !== pending && Date.parse(entry.expiresAt) > now.getTime());
      const token = context.newToken();
      db.sessions = [
        ...db.sessions.filter((session) => Date.parse(session.expiresAt) > now.getTime()),
        {
          token,
          userId: operator._id,
          phone,
          createdAt: now.toISOString(),
          expiresAt: new Date(now.getTime() + SESSION_TTL_HOURS * 3600 * 1000).toISOString(),
        },
      ];
      return ok({ token, user: { _id: operator._id, name: operator.name, phoneNumber: phone } });
    },
  },
  {
    // Ends the caller's session: its token is refused from now on. Answering 200 when the
    // session is already gone keeps a second press (or a retry) harmless.
    method: 'POST',
    name: 'logout',
    path: apiPaths.logout,
    auth: false,
    mutates: true,
    handle(db, request) {
      const token = bearerToken(request.authorization);
      const before = db.sessions.length;
      if (token) db.sessions = db.sessions.filter((session) => session.token !== token);
      return ok({ message: before > db.sessions.length ? 'You are signed out.' : 'There was no session to end.' });
    },
  },
];
