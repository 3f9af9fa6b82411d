/** The surroundings the backend calls get inside MSW: in-memory files, a fixed OTP. */
import type { BackendContext, UploadedFile } from '../backend/core';
import { OtpGate } from '../backend/otpGate';
import { portableOtpHashing, sha256Hex } from '../backend/otpHash';

/** The one-time code the mocks always send, so stories and tests can sign in. */
export const MOCK_OTP = '123456';

let requireAuth = false;

/** Tests of the 401 path turn the session check on; stories run without it. */
export function setMockAuthRequired(required: boolean): void {
  requireAuth = required;
}

let otpGate = new OtpGate();

/** Codes and sign-in limits start afresh with every story and test (resetMockDb). */
export function resetMockOtpGate(): void {
  otpGate = new OtpGate();
}

function randomHex(length: number): string {
  const bytes = crypto.getRandomValues(new Uint8Array(Math.ceil(length / 2)));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('').slice(0, length);
}

function toDataUrl(file: UploadedFile): string {
  let binary = '';
  file.bytes.forEach((byte) => (binary += String.fromCharCode(byte)));
  return `data:${file.type};base64,${btoa(binary)}`;
}

export const mockContext: BackendContext = {
  now: () => new Date(),
  newId: () => randomHex(24),
  newToken: () => `mock-${randomHex(32)}`,
  newOtp: () => MOCK_OTP,
  // node:crypto is not in the browser: the codes are hashed in plain JS, under a secret per page load.
  ...portableOtpHashing(),
  hashToken: sha256Hex,
  get otp() {
    return otpGate;
  },
  saveFile: (file) =>
    typeof URL.createObjectURL === 'function' && typeof Blob !== 'undefined'
      ? URL.createObjectURL(new Blob([file.bytes as BlobPart], { type: file.type }))
      : toDataUrl(file),
  log: (message) => console.info(`[mock backend] ${message}`),
  get requireAuth() {
    return requireAuth;
  },
};
