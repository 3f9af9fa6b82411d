import { request } from './client';
import { apiPaths } from './paths';
import { messageResultSchema, sendOtpResultSchema, verifyOtpResultSchema, type SendOtpBody, type VerifyOtpBody } from './schemas';

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
