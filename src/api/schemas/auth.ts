/** Login (PRODUCT.md point 4). */
import { z } from 'zod';
import { id } from './common';

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

const countryCode = z.enum(['+91', '+1', '+44', '+61']);
const phoneNumber = z.string().trim().min(10, INVALID_PHONE).regex(/^[\d\s-]+$/, INVALID_PHONE);

export const sendOtpBodySchema = z.object({ countryCode, phoneNumber });
export type SendOtpBody = z.infer<typeof sendOtpBodySchema>;
export const verifyOtpBodySchema = z.object({
  countryCode,
  phoneNumber,
  otp: z.string().regex(/^\d{6}$/, 'Enter the 6-digit code'),
});
export type VerifyOtpBody = z.infer<typeof verifyOtpBodySchema>;

export const sessionUserSchema = z.object({ _id: id, name: z.string(), phoneNumber: z.string() });
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const sendOtpResultSchema = z.object({ message: z.string(), expiresInSeconds: z.number() });

export const verifyOtpResultSchema = z.object({ token: z.string().min(1), user: sessionUserSchema });
export type VerifyOtpResult = z.infer<typeof verifyOtpResultSchema>;
