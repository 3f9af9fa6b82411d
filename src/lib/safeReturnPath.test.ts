import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './safeReturnPath';

describe('safeReturnPath', () => {
  it('returns to the back-office page the operator was on', () => {
    expect(safeReturnPath({ from: '/dashboard/earnings?filter=active&q=asha' })).toBe('/dashboard/earnings?filter=active&q=asha');
    expect(safeReturnPath({ from: '/dashboard' })).toBe('/dashboard');
    expect(safeReturnPath({ from: '/dashboard?q=asha' })).toBe('/dashboard?q=asha');
  });

  it('goes to the dashboard without a usable state', () => {
    expect(safeReturnPath(undefined)).toBe('/dashboard');
    expect(safeReturnPath(null)).toBe('/dashboard');
    expect(safeReturnPath('/dashboard/earnings')).toBe('/dashboard');
    expect(safeReturnPath({ from: 42 })).toBe('/dashboard');
  });

  it('never leaves the back-office', () => {
    expect(safeReturnPath({ from: 'https://evil.example/dashboard' })).toBe('/dashboard');
    expect(safeReturnPath({ from: '//evil.example/dashboard' })).toBe('/dashboard');
    expect(safeReturnPath({ from: '/about' })).toBe('/dashboard');
    expect(safeReturnPath({ from: '/dashboardx' })).toBe('/dashboard');
    expect(safeReturnPath({ from: '/dashboard/\\evil.example' })).toBe('/dashboard');
  });
});
