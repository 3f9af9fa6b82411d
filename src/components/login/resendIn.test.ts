import { describe, expect, it } from 'vitest';
import { resendIn } from './ResendCountdown';

describe('resendIn', () => {
  it('counts seconds within a minute, and minutes and seconds beyond', () => {
    expect(resendIn(27)).toBe('Resend code in 27 s');
    expect(resendIn(59)).toBe('Resend code in 59 s');
    expect(resendIn(60)).toBe('Resend code in 1:00');
    expect(resendIn(172)).toBe('Resend code in 2:52');
    expect(resendIn(300)).toBe('Resend code in 5:00');
  });
});
