/**
 * A fresh Idempotency-Key for one money action: 32 hex characters from the browser's secure
 * random source (randomUUID needs a secure context; getRandomValues does not).
 */
export function newIdempotencyKey(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
