import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

/**
 * A fresh Idempotency-Key for one money action: 32 hex characters from the browser's secure
 * random source (randomUUID needs a secure context; getRandomValues does not).
 */
export function newIdempotencyKey(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The Idempotency-Key of a change named by what it sends: the same content always gives the
 * same key, so a retry after a lost answer, after a reload or from another tab of the same
 * drafts is answered instead of done twice, and changed content gives another key. 32 hex
 * characters of SHA-256 (synchronous, and Web Crypto's digest needs a secure context).
 * `content` must name the change uniquely: include the random ids of what it saves.
 */
export function contentIdempotencyKey(content: string): string {
  return bytesToHex(sha256(utf8ToBytes(content))).slice(0, 32);
}
