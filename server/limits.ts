/** The limits of sign-in from the environment (docs/security.md): OTP_SENDS_PER_NUMBER=5/300 is 5 codes per 300 s. */
import { DEFAULT_OTP_LIMITS, type OtpLimits, type WindowLimit } from '../src/api/backend/otpGate.ts';

const VARIABLES = {
  perNumber: 'OTP_SENDS_PER_NUMBER',
  perAddress: 'OTP_SENDS_PER_ADDRESS',
  overall: 'OTP_SENDS_OVERALL',
  wrongCodesPerAddress: 'OTP_WRONG_CODES_PER_ADDRESS',
} as const;

function parseWindow(name: string, value: string): WindowLimit {
  const match = /^(\d{1,7})\/(\d{1,7})$/.exec(value.trim());
  if (!match || Number(match[1]) < 1 || Number(match[2]) < 1) {
    throw new Error(`${name} must be a count and a window in seconds, such as 5/300 (it is '${value}').`);
  }
  return { max: Number(match[1]), windowSeconds: Number(match[2]) };
}

export function otpLimitsFromEnv(env: Record<string, string | undefined>): OtpLimits {
  const limits: OtpLimits = { ...DEFAULT_OTP_LIMITS };
  for (const [key, name] of Object.entries(VARIABLES) as [keyof typeof VARIABLES, string][]) {
    const value = env[name];
    if (value) limits[key] = parseWindow(name, value);
  }
  return limits;
}

/** SESSION_IDLE_MINUTES: a session ends after this long without a call (1 to 720; 30 when unset). */
export function sessionIdleMinutesFromEnv(env: Record<string, string | undefined>): number | undefined {
  const value = env.SESSION_IDLE_MINUTES?.trim();
  if (!value) return undefined;
  const minutes = Number(value);
  if (!/^\d{1,3}$/.test(value) || minutes < 1 || minutes > 720) {
    throw new Error(`SESSION_IDLE_MINUTES must be a whole number of minutes from 1 to 720 (it is '${value}').`);
  }
  return minutes;
}

/**
 * SETTLE_APPROVAL_ABOVE: a settlement of more than this many rupees waits for a second operator's
 * approval (issue 48). Whole rupees, 0 (every settlement waits) to 10,00,00,000; 1,00,000 when unset.
 */
export function settleApprovalAboveFromEnv(env: Record<string, string | undefined>): number | undefined {
  const value = env.SETTLE_APPROVAL_ABOVE?.trim();
  if (!value) return undefined;
  const rupees = Number(value);
  if (!/^\d{1,9}$/.test(value) || rupees > 100_000_000) {
    throw new Error(`SETTLE_APPROVAL_ABOVE must be a whole number of rupees from 0 to 100000000, such as 100000 (it is '${value}').`);
  }
  return rupees;
}
