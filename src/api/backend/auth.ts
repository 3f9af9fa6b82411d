import { sendOtpBodySchema, verifyOtpBodySchema } from '../schemas';
import { apiPaths } from '../paths';
import { bearerToken, HttpError, ok, parseBody, type BackendRoute } from './core';
import type { Database, Operator } from './db';

export const OTP_TTL_SECONDS = 5 * 60;
export const OTP_MAX_ATTEMPTS = 5;
export const SESSION_TTL_HOURS = 12;

const digits = (phone: string) => phone.replace(/\D/g, '');
const fullPhone = (countryCode: string, phone: string) => `${countryCode}${digits(phone)}`;

function findOperator(db: Database, phone: string): Operator {
  const operator = db.operators.find((entry) => digits(entry.phoneNumber) === digits(phone));
  if (!operator) throw new HttpError(403, 'This number is not registered for the back-office.');
  return operator;
}

export const authRoutes: BackendRoute[] = [
  {
    method: 'POST',
    name: 'sendOtp',
    path: apiPaths.sendOtp,
    auth: false,
    mutates: true,
    handle(db, request, context) {
      const { countryCode, phoneNumber } = parseBody(sendOtpBodySchema, request.body);
      findOperator(db, phoneNumber);
      const phone = fullPhone(countryCode, phoneNumber);
      const code = context.newOtp();
      const expiresAt = new Date(context.now().getTime() + OTP_TTL_SECONDS * 1000).toISOString();
      db.otpRequests = db.otpRequests.filter((entry) => entry.phone !== phone);
      db.otpRequests.push({ phone, code, expiresAt, attempts: 0 });
      context.log(`One-time code for ${phone}: ${code} (valid ${OTP_TTL_SECONDS / 60} minutes)`);
      return ok({ message: `We sent a 6-digit code to ${phone}.`, expiresInSeconds: OTP_TTL_SECONDS });
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
      const operator = findOperator(db, phoneNumber);
      const phone = fullPhone(countryCode, phoneNumber);
      const pending = db.otpRequests.find((entry) => entry.phone === phone);
      const now = context.now();
      if (!pending) throw new HttpError(400, 'Request a code first.');
      if (Date.parse(pending.expiresAt) <= now.getTime()) throw new HttpError(400, 'The code has expired. Request a new one.');
      if (pending.attempts >= OTP_MAX_ATTEMPTS) throw new HttpError(429, 'Too many wrong codes. Request a new one.');
      if (pending.code !== otp) {
        // A wrong guess is itself a change worth keeping: the attempt counts.
        pending.attempts += 1;
        const left = OTP_MAX_ATTEMPTS - pending.attempts;
        const message = left > 0 ? `That code is not right. ${left} ${left === 1 ? 'try' : 'tries'} left.` : 'Too many wrong codes. Request a new one.';
        return { ...ok({ message }, 400), keepChanges: true };
      }
      // Signing in is also when stale codes and sessions are swept out of the data.
      db.otpRequests = db.otpRequests.filter((entry) => entry !== pending && Date.parse(entry.expiresAt) > now.getTime());
      db.sessions = db.sessions.filter((session) => Date.parse(session.expiresAt) > now.getTime());
      const token = context.newToken();
      db.sessions.push({
        token,
        userId: operator._id,
        phone,
        createdAt: now.toISOString(),
        expiresAt: new Date(now.getTime() + SESSION_TTL_HOURS * 3600 * 1000).toISOString(),
      });
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
