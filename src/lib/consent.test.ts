// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { allowsTracking, clearConsent, CONSENT_STORAGE_KEY, parseConsent, readConsent, subscribeConsent, writeConsent } from './consent';

afterEach(() => localStorage.clear());

describe('readConsent', () => {
  it('is unknown, and so does not allow tracking, until the visitor answers', () => {
    expect(readConsent()).toBe('unknown');
    expect(allowsTracking(readConsent())).toBe(false);
  });

  it('reads back what writeConsent stored', () => {
    writeConsent('granted', localStorage, new Date('2024-12-13T10:00:00Z'));
    expect(readConsent()).toBe('granted');
    expect(allowsTracking(readConsent())).toBe(true);
    expect(JSON.parse(localStorage.getItem(CONSENT_STORAGE_KEY) ?? '')).toEqual({ choice: 'granted', decidedAt: '2024-12-13T10:00:00.000Z' });
    writeConsent('denied');
    expect(readConsent()).toBe('denied');
    expect(allowsTracking(readConsent())).toBe(false);
  });

  it.each([
    ['not JSON', '{granted'],
    ['a bare string', '"granted"'],
    ['an unknown choice', JSON.stringify({ choice: 'maybe', decidedAt: '2024-12-13T10:00:00.000Z' })],
    ['no date', JSON.stringify({ choice: 'granted' })],
    ['a bad date', JSON.stringify({ choice: 'granted', decidedAt: 'yesterday' })],
  ])('treats %s as unanswered', (_label, raw) => {
    localStorage.setItem(CONSENT_STORAGE_KEY, raw);
    expect(readConsent()).toBe('unknown');
    expect(parseConsent(raw)).toBe('unknown');
  });

  it('is unknown when storage is missing or throws', () => {
    expect(readConsent(undefined)).toBe('unknown');
    const broken = { getItem: () => { throw new Error('SecurityError'); } } as unknown as Storage;
    expect(readConsent(broken)).toBe('unknown');
  });
});

describe('writeConsent and clearConsent', () => {
  it('survive a storage that refuses writes and still tell listeners', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeConsent(listener);
    const full = { setItem: () => { throw new Error('QuotaExceededError'); }, removeItem: () => { throw new Error('nope'); } } as unknown as Storage;
    expect(() => writeConsent('granted', full)).not.toThrow();
    expect(() => clearConsent(full)).not.toThrow();
    expect(listener.mock.calls).toEqual([['granted'], ['unknown']]);
    unsubscribe();
  });

  it('clearConsent asks the question again', () => {
    writeConsent('denied');
    clearConsent();
    expect(localStorage.getItem(CONSENT_STORAGE_KEY)).toBeNull();
    expect(readConsent()).toBe('unknown');
  });
});

describe('subscribeConsent', () => {
  it('tells listeners about every change until they unsubscribe', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeConsent(listener);
    writeConsent('granted');
    writeConsent('denied');
    unsubscribe();
    writeConsent('granted');
    expect(listener.mock.calls).toEqual([['granted'], ['denied']]);
  });

  it('hears answers given in another tab through the storage event', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeConsent(listener);
    const newValue = JSON.stringify({ choice: 'denied', decidedAt: '2024-12-13T10:00:00.000Z' });
    window.dispatchEvent(new StorageEvent('storage', { key: CONSENT_STORAGE_KEY, newValue }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'something-else', newValue: 'x' }));
    window.dispatchEvent(new StorageEvent('storage', { key: null }));
    expect(listener.mock.calls).toEqual([['denied'], ['unknown']]);
    unsubscribe();
    window.dispatchEvent(new StorageEvent('storage', { key: CONSENT_STORAGE_KEY, newValue }));
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
