import { describe, expect, it } from 'vitest';
import { formatPhone, withoutCountryCode } from './phone';

describe('formatPhone', () => {
  it('writes an Indian mobile number as two groups of five', () => {
    expect(formatPhone('+91', '9876500001')).toBe('+91 98765 00001');
    expect(formatPhone('+91', ' 98765-00001 ')).toBe('+91 98765 00001');
  });

  it('writes a North American number as 3-3-4', () => {
    expect(formatPhone('+1', '4155550123')).toBe('+1 415 555 0123');
  });

  it('keeps other numbers as typed, spacing tidied', () => {
    expect(formatPhone('+44', '  7700  900123 ')).toBe('+44 7700 900123');
    expect(formatPhone('+91', '98765 000012')).toBe('+91 98765 000012');
  });
});

describe('withoutCountryCode', () => {
  it('takes the chosen code off the front of a number written with it, and leaves any other number as it is', () => {
    expect(withoutCountryCode('+91 98765-00001', '+91')).toBe('98765-00001');
    expect(withoutCountryCode(' +9198765 00001', '+91')).toBe('98765 00001');
    expect(withoutCountryCode('+1 416 555 0123', '+91')).toBe('+1 416 555 0123');
    expect(withoutCountryCode('98765 00001', '+91')).toBe('98765 00001');
  });
});
