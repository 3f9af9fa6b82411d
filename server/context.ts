/** What the backend calls get from Node: the clock, random ids and tokens, hashing, files, the log. */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { BackendContext } from '../src/api/backend/core.ts';
import { OtpGate, type OtpLimits } from '../src/api/backend/otpGate.ts';
import { OTP_SALT_BYTES, otpMacInput, type OtpHashing } from '../src/api/backend/otpHash.ts';
import { DEFAULT_SESSION_IDLE_MINUTES } from '../src/api/backend/sessions.ts';
import { DEFAULT_SETTLE_APPROVAL_ABOVE } from '../src/api/backend/approvalRules.ts';

/** The server's options the context reads (ServerOptions in app.ts has them all). */
export interface ContextOptions {
  uploadsDir: string;
  publicUrl: string;
  fixedOtp?: string | undefined;
  otpSecret?: string | undefined;
  requireAuth: boolean;
  log?: (message: string) => void;
  otpLimits?: OtpLimits | undefined;
  sessionIdleMinutes?: number | undefined;
  /** A settlement above this many rupees waits for a second operator (DEFAULT_SETTLE_APPROVAL_ABOVE when not given). */
  settleApprovalAbove?: number | undefined;
}

/** The same hashes as the portable version (src/api/backend/otpHash.ts), with node:crypto. */
export function nodeOtpHashing(secret: string): OtpHashing {
  return {
    newSalt: () => crypto.randomBytes(OTP_SALT_BYTES).toString('hex'),
    hashOtp: (code, salt) => crypto.createHmac('sha256', secret).update(otpMacInput(code, salt)).digest('hex'),
    sameHash(a, b) {
      if (a.length !== b.length || a.length === 0) return false;
      const left = Buffer.from(a, 'utf8');
      const right = Buffer.from(b, 'utf8');
      return left.length === right.length && crypto.timingSafeEqual(left, right);
    },
  };
}

export function nodeContext(options: ContextOptions): BackendContext {
  return {
    now: () => new Date(),
    newId: () => crypto.randomBytes(12).toString('hex'),
    newToken: () => crypto.randomBytes(32).toString('base64url'),
    newOtp: () => options.fixedOtp ?? String(crypto.randomInt(0, 1_000_000)).padStart(6, '0'),
    ...nodeOtpHashing(options.otpSecret ?? crypto.randomBytes(32).toString('hex')),
    hashToken: (token) => crypto.createHash('sha256').update(token).digest('hex'),
    sessionIdleMs: (options.sessionIdleMinutes ?? DEFAULT_SESSION_IDLE_MINUTES) * 60_000,
    secureCookies: options.publicUrl.startsWith('https:'),
    otp: new OtpGate(options.otpLimits),
    saveFile(file, storedName) {
      fs.mkdirSync(options.uploadsDir, { recursive: true });
      fs.writeFileSync(path.join(options.uploadsDir, storedName), file.bytes);
      return `${options.publicUrl}/uploads/${encodeURIComponent(storedName)}`;
    },
    log: options.log ?? ((message) => console.log(`[backend] ${message}`)),
    requireAuth: options.requireAuth,
    settleApprovalAbove: options.settleApprovalAbove ?? DEFAULT_SETTLE_APPROVAL_ABOVE,
  };
}

