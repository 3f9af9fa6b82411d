/** Login (PRODUCT.md point 4). */
import { z } from 'zod';
import { id } from './common';
import { roleSchema } from './roles';

export const COUNTRY_CODES = [
  { code: '+91', country: 'India' },
  { code: '+1', country: 'United States' },
  { code: '+44', country: 'United Kingdom' },
  { code: '+61', country: 'Australia' },
  { code: '+1', country: 'Canada' },
] as const;

export const DEFAULT_COUNTRY_CODE = '+91';

export const INVALID_PHONE = 'Please enter a valid phone number.';

export const OTP_LENGTH = 6;

export const countryCode = z.enum(['+91', '+1', '+44', '+61']);
/** SPEC.md: at least 10 characters. At most 20 as typed (spaces and dashes allowed), and at most 13 digits: with its country code no number has more than 15 (E.164). */
export const PHONE_MAX_LENGTH = 20;
const PHONE_MAX_DIGITS = 13;
export const phoneNumber = z
  .string()
  .max(PHONE_MAX_LENGTH, INVALID_PHONE)
  .trim()
  .min(10, INVALID_PHONE)
  .regex(/^[\d\s-]+$/, INVALID_PHONE)
  .refine((value) => value.replace(/\D/g, '').length <= PHONE_MAX_DIGITS, INVALID_PHONE);

export const sendOtpBodySchema = z.object({ countryCode, phoneNumber });
export type SendOtpBody = z.infer<typeof sendOtpBodySchema>;
export const verifyOtpBodySchema = z.object({
  countryCode,
  phoneNumber,
  otp: z.string().max(OTP_LENGTH, 'Enter the 6-digit code').regex(/^\d{6}$/, 'Enter the 6-digit code'),
});
export type VerifyOtpBody = z.infer<typeof verifyOtpBodySchema>;

/** Who is signed in; `role` (issue 48) is absent from sessions kept before roles, until the backend is next asked. */
export const sessionUserSchema = z.object({ _id: id, name: z.string().max(120), phoneNumber: z.string().max(16), role: roleSchema.optional() });

/** /auth/me: the signed-in operator as the backend knows them now (their role may have changed); null where no session is needed (a backend that does not require one). */
export const meResultSchema = z.object({ user: sessionUserSchema.extend({ role: roleSchema }).nullable() });
export type MeResult = z.infer<typeof meResultSchema>;
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const sendOtpResultSchema = z.object({ message: z.string().max(300), expiresInSeconds: z.number() });

/**
 * The session: a browser gets it as an HttpOnly cookie, an API client (no Origin header) also
 * as `token`. `expiresAt` is the latest it can end (12 hours on), by the backend's clock, and
 * `expiresInSeconds` the same as a length of time, for a browser whose clock is off; idleness
 * ends it sooner.
 */
export const verifyOtpResultSchema = z.object({
  token: z.string().min(1).max(256).optional(),
  user: sessionUserSchema,
  expiresAt: z.string().max(40),
  expiresInSeconds: z.number().int().min(0).max(7 * 24 * 3600).optional(),
});
export type VerifyOtpResult = z.infer<typeof verifyOtpResultSchema>;

/**
 * The backend records a session's activity at most this often, so a call within this long of
 * the last recorded one does not move the session's idle end.
 */
export const SESSION_ACTIVITY_RECORDED_EVERY_MS = 60_000;

/** /auth/keep-alive: the session goes on; it ends after `idleSeconds` without a call. */
export const keepAliveResultSchema = z.object({ message: z.string().max(300), idleSeconds: z.number().int().positive().max(12 * 3600) });
export type KeepAliveResult = z.infer<typeof keepAliveResultSchema>;
