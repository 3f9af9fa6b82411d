import { describe, expect, it } from 'vitest';
import { memoryStorage as memory } from '@/test/memoryStorage';
import { forgetCodeStep, LOGIN_CODE_STEP_KEY, recallCodeStep, rememberCodeStep, type CodeStep, type CodeStepMemory } from './loginCodeStep';

const NOW = 1_800_000_000_000;
const step: CodeStep = {
  country: 'India',
  countryCode: '+91',
  phoneNumber: '9876500001',
  resendAt: NOW + 30_000,
  expiresAt: NOW + 300_000,
  resent: false,
  earlier: false,
};

describe('the sign-in code step kept for a reload of the tab', () => {
  it('comes back as it was while its code works, and keeps no code', () => {
    const tab = memory();
    rememberCodeStep(step, tab);
    expect(JSON.parse(tab.values.get(LOGIN_CODE_STEP_KEY)!)).toEqual(step);
    expect(recallCodeStep(NOW + 60_000, tab)).toEqual(step);
    expect(Object.keys(JSON.parse(tab.values.get(LOGIN_CODE_STEP_KEY)!) as object).sort()).toEqual(['country', 'countryCode', 'earlier', 'expiresAt', 'phoneNumber', 'resendAt', 'resent']);
  });

  it('is forgotten once its code has expired, and after the operator leaves the step', () => {
    const tab = memory();
    rememberCodeStep(step, tab);
    expect(recallCodeStep(step.expiresAt, tab)).toBeNull();
    expect(tab.values.has(LOGIN_CODE_STEP_KEY)).toBe(false);
    rememberCodeStep(step, tab);
    forgetCodeStep(tab);
    expect(recallCodeStep(NOW, tab)).toBeNull();
  });

  it('reads what is stored as untrusted: anything this page would not have written is dropped', () => {
    const stored = (value: unknown) => memory({ [LOGIN_CODE_STEP_KEY]: typeof value === 'string' ? value : JSON.stringify(value) });
    for (const bad of [
      'not json',
      '"a string"',
      null,
      { ...step, phoneNumber: '1'.repeat(500) },
      { ...step, phoneNumber: '<img src=x onerror=alert(1)>' },
      { ...step, country: 'Atlantis' },
      // The country and its code disagree.
      { ...step, countryCode: '+44' },
      { ...step, expiresAt: 'later' },
      { ...step, earlier: undefined },
    ]) {
      const tab = stored(bad);
      expect(recallCodeStep(NOW, tab)).toBeNull();
      expect(tab.values.has(LOGIN_CODE_STEP_KEY)).toBe(false);
    }
  });

  it('a storage that refuses or throws loses only the memory', () => {
    const refusing: CodeStepMemory = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(() => rememberCodeStep(step, refusing)).not.toThrow();
    expect(() => forgetCodeStep(refusing)).not.toThrow();
    expect(recallCodeStep(NOW, refusing)).toBeNull();
    expect(recallCodeStep(NOW, undefined)).toBeNull();
  });
});
