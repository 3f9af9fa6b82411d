/**
 * How one-time codes are kept without keeping them: HMAC-SHA256 under a secret of the running
 * backend, over a random per-code salt and the code. Six digits are only a million guesses,
 * so a salt alone would not stop someone holding the data file; the secret, which never
 * reaches the data, does.
 *
 * This is the portable version (MSW in the browser, unit tests): node:crypto is not there, and
 * Web Crypto's digest is asynchronous while backend calls are plain synchronous functions.
 * json-server uses node:crypto instead (server/app.ts); both give the same hex for the same
 * secret, salt and code.
 */
import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, randomBytes, utf8ToBytes } from '@noble/hashes/utils.js';
import type { BackendContext } from './core';

export type OtpHashing = Pick<BackendContext, 'newSalt' | 'hashOtp' | 'sameHash'>;

/** What the MAC covers: the salt and the code, with a separator no salt contains. */
export const otpMacInput = (code: string, salt: string) => `${salt}:${code}`;

export const OTP_SALT_BYTES = 16;

/**
 * Equal strings in time that depends only on their length: every character is compared,
 * with no early exit. The length of a hash is not a secret.
 */
export function constantTimeEqual(a: string, b: string): boolean {
  if (a.length !== b.length || a.length === 0) return false;
  let difference = 0;
  for (let index = 0; index < a.length; index += 1) difference |= a.charCodeAt(index) ^ b.charCodeAt(index);
  return difference === 0;
}

export function hmacSha256Hex(secret: string, message: string): string {
  return bytesToHex(hmac(sha256, utf8ToBytes(secret), utf8ToBytes(message)));
}

/** SHA-256 of a text as hex: what is stored of a session token. */
export function sha256Hex(text: string): string {
  return bytesToHex(sha256(utf8ToBytes(text)));
}

/** Pure-JS hashing for the browser and tests; `secret` defaults to a random one per page load. */
export function portableOtpHashing(secret: string = bytesToHex(randomBytes(32))): OtpHashing {
  return {
    newSalt: () => bytesToHex(randomBytes(OTP_SALT_BYTES)),
    hashOtp: (code, salt) => hmacSha256Hex(secret, otpMacInput(code, salt)),
    sameHash: constantTimeEqual,
  };
}
