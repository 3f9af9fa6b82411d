import { describe, expect, it } from 'vitest';
import { formatPhone } from './phone';

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
