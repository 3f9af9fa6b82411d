import { z } from 'zod';
import { isApiError } from './apiError';
import { request } from './client';
import { apiPaths } from './paths';
import { keepAliveResultSchema, meResultSchema, messageResultSchema, sendOtpResultSchema, verifyOtpResultSchema, type SendOtpBody, type VerifyOtpBody } from './schemas';

type Signal = { signal?: AbortSignal };

/** POST /auth/send-otp: the backend sends a one-time code to the phone. */
export function sendOtp(body: SendOtpBody, { signal }: Signal = {}) {
  return request(apiPaths.sendOtp, { body, schema: sendOtpResultSchema, signal });
}

/** POST /auth/verify-otp: the browser gets the session as an HttpOnly cookie; the answer names the operator. */
export function verifyOtp(body: VerifyOtpBody, { signal }: Signal = {}) {
  return request(apiPaths.verifyOtp, { body, schema: verifyOtpResultSchema, signal });
}

/** POST /auth/logout: the backend ends the session and clears its cookie. */
export function logout({ signal }: Signal = {}) {
  return request(apiPaths.logout, { body: {}, schema: messageResultSchema, signal });
}

/** POST /auth/keep-alive: the operator is still there; the answer says how long the session may stay idle. */
export function keepAlive({ signal }: Signal = {}) {
  return request(apiPaths.keepAlive, { body: {}, schema: keepAliveResultSchema, signal });
}

/** POST /auth/me: the signed-in operator as the backend knows them now (issue 48: their role may have changed since sign-in). */
export function fetchMe({ signal }: Signal = {}) {
  return request(apiPaths.me, { body: {}, schema: meResultSchema, signal });
}

/** A 429 from send-otp because the number had its codes for now (the backend's `reason`). */
const numberLimitSchema = z.object({ reason: z.literal('number'), retryAfterSeconds: z.number().int().positive().max(24 * 3600) });

/**
 * When a code could not be sent because the number already had its codes for now, the last
 * code sent still signs in: how many seconds until another may be sent. Null for any other
 * failure (the network's limit, the backend busy, no connection), where there is no code to use.
 */
export function lastCodeStillWorks(error: unknown): { retryAfterSeconds: number } | null {
  if (!isApiError(error) || error.status !== 429) return null;
  const parsed = numberLimitSchema.safeParse(error.answer);
  return parsed.success ? { retryAfterSeconds: parsed.data.retryAfterSeconds } : null;
}
