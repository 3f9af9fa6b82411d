import { describe, expect, it } from 'vitest';
import { contentIdempotencyKey, newIdempotencyKey } from './idempotencyKey';

describe('newIdempotencyKey', () => {
  it('is 32 hex characters, which the backend accepts as a key', () => {
    expect(newIdempotencyKey()).toMatch(/^[0-9a-f]{32}$/);
  });

  it('is new every time', () => {
    const keys = new Set(Array.from({ length: 1000 }, newIdempotencyKey));
    expect(keys.size).toBe(1000);
  });
});

describe('contentIdempotencyKey', () => {
  it('is 32 hex characters, the same for the same content (SHA-256 of its UTF-8)', () => {
    expect(contentIdempotencyKey('abc')).toBe('ba7816bf8f01cfea414140de5dae2223');
    expect(contentIdempotencyKey('प्रश्न ✓')).toBe(contentIdempotencyKey('प्रश्न ✓'));
    expect(contentIdempotencyKey('प्रश्न ✓')).toMatch(/^[0-9a-f]{32}$/);
  });

  it('differs when the content differs by one character', () => {
    expect(contentIdempotencyKey('{"status":"draft"}')).not.toBe(contentIdempotencyKey('{"status":"live"}'));
    expect(contentIdempotencyKey('')).not.toBe(contentIdempotencyKey(' '));
  });
});
