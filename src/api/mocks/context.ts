/** The surroundings the backend calls get inside MSW: in-memory files, a fixed OTP. */
import { config } from '@/config';
import type { BackendContext, UploadedFile } from '../backend/core';
import { OtpGate } from '../backend/otpGate';
import { portableOtpHashing, sha256Hex } from '../backend/otpHash';
import { DEFAULT_SESSION_IDLE_MINUTES } from '../backend/sessions';
import { DEFAULT_SETTLE_APPROVAL_ABOVE } from '../backend/approvalRules';

/** The one-time code the mocks always send, so stories and tests can sign in. */
export const MOCK_OTP = '123456';

let requireAuth = false;

/** Tests of the 401 path turn the session check on; stories run without it. */
export function setMockAuthRequired(required: boolean): void {
  requireAuth = required;
}

let otpGate = new OtpGate();
/** Uploaded images by stored name, served at the API's /uploads/ as the real backend serves them (handlers.ts). */
const uploads = new Map<string, UploadedFile>();

/** Codes, sign-in limits and uploads start afresh with every story and test (resetMockDb). */
export function resetMockMemory(): void {
  otpGate = new OtpGate();
  uploads.clear();
}

export const uploadedFile = (storedName: string): UploadedFile | undefined => uploads.get(storedName);

function randomHex(length: number): string {
  const bytes = crypto.getRandomValues(new Uint8Array(Math.ceil(length / 2)));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('').slice(0, length);
}

export const mockContext: BackendContext = {
  now: () => new Date(),
  newId: () => randomHex(24),
  newToken: () => `mock-${randomHex(32)}`,
  newOtp: () => MOCK_OTP,
  // node:crypto is not in the browser: the codes are hashed in plain JS, under a secret per page load.
  ...portableOtpHashing(),
  hashToken: sha256Hex,
  sessionIdleMs: DEFAULT_SESSION_IDLE_MINUTES * 60_000,
  secureCookies: false,
  get otp() {
    return otpGate;
  },
  // An http(s) address, as the real backend answers: a question refuses blob: and data: images.
  saveFile(file, storedName) {
    uploads.set(storedName, file);
    return `${config.apiBaseUrl}/uploads/${encodeURIComponent(storedName)}`;
  },
  log: (message) => console.info(`[mock backend] ${message}`),
  get requireAuth() {
    return requireAuth;
  },
  settleApprovalAbove: DEFAULT_SETTLE_APPROVAL_ABOVE,
};
