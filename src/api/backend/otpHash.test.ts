/** The portable code hashing MSW and the unit tests use (json-server's is checked against it in server/app.test.ts). */
import { describe, expect, it } from 'vitest';
import { constantTimeEqual, hmacSha256Hex, portableOtpHashing } from './otpHash';

describe('one-time code hashing', () => {
  it('is HMAC-SHA256 (RFC 4231 test case 2)', () => {
    expect(hmacSha256Hex('Jefe', 'what do ya want for nothing?')).toBe('5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843');
  });

  it('depends on the secret, the salt and the code', () => {
    const one = portableOtpHashing('secret-1');
    const two = portableOtpHashing('secret-2');
    const hash = one.hashOtp('123456', 'salt');
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(one.hashOtp('123456', 'salt')).toBe(hash);
    expect(one.hashOtp('123457', 'salt')).not.toBe(hash);
    expect(one.hashOtp('123456', 'salt2')).not.toBe(hash);
    expect(two.hashOtp('123456', 'salt')).not.toBe(hash);
  });

  it('makes a fresh 16-byte salt each time', () => {
    const { newSalt } = portableOtpHashing();
    const salts = new Set(Array.from({ length: 20 }, newSalt));
    expect(salts.size).toBe(20);
    for (const salt of salts) expect(salt).toMatch(/^[0-9a-f]{32}$/);
  });

  it('compares hashes whole: equal only for the same non-empty string', () => {
    expect(constantTimeEqual('ab12', 'ab12')).toBe(true);
    expect(constantTimeEqual('ab12', 'ab13')).toBe(false);
    expect(constantTimeEqual('ab12', 'bb12')).toBe(false);
    expect(constantTimeEqual('ab12', 'ab1')).toBe(false);
    expect(constantTimeEqual('', '')).toBe(false);
  });
});
