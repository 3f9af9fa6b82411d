import { describe, expect, it } from 'vitest';
import type { OperatorRow } from '@/api/schemas';
import { controlsOf, disableRefusal, lastActiveAdminId, phoneOf, roleAbilities, roleChangeMatters, roleChangeRefusal } from './operatorRows';

const operator = (id: string, role: OperatorRow['role'], active = true): OperatorRow => ({ _id: id, name: `Operator ${id}`, phoneNumber: '+919876500001', role, active, lastSignInAt: null, version: 0 });

describe('who must stay an admin', () => {
  it('is the one active admin, when there is only one', () => {
    expect(lastActiveAdminId([operator('a', 'admin'), operator('b', 'finance')])).toBe('a');
    // A disabled admin does not count: the active one is still the last.
    expect(lastActiveAdminId([operator('a', 'admin'), operator('b', 'admin', false)])).toBe('a');
  });

  it('is no one while two admins are active', () => {
    expect(lastActiveAdminId([operator('a', 'admin'), operator('b', 'admin')])).toBeNull();
  });
});

describe("a row's controls", () => {
  const context = { selfId: 'me', lastAdminId: 'last' };
  it('are none on the signed-in operator’s own row', () => {
    expect(controlsOf(operator('me', 'admin'), context)).toEqual({ kind: 'self' });
  });
  it('are off with the reason on the last active admin’s', () => {
    expect(controlsOf(operator('last', 'admin'), context)).toEqual({ kind: 'last-admin', reason: 'Operator last is the last active admin: make another operator an admin before changing them.' });
  });
  it('are there on anyone else’s', () => {
    expect(controlsOf(operator('x', 'support'), context)).toEqual({ kind: 'open' });
  });
});

describe('changes of role', () => {
  it('are asked first when they make or unmake an admin', () => {
    expect(roleChangeMatters('support', 'admin')).toBe(true);
    expect(roleChangeMatters('admin', 'viewer')).toBe(true);
    expect(roleChangeMatters('support', 'finance')).toBe(false);
    expect(roleChangeMatters('admin', 'admin')).toBe(false);
  });

  it('are refused when nothing would change, or the last admin would go', () => {
    expect(roleChangeRefusal({ operator: operator('x', 'finance'), role: 'finance' }, null)).toBe('Operator x is already Finance.');
    expect(roleChangeRefusal({ operator: operator('x', 'admin'), role: 'support' }, 'x')).toMatch(/last active admin/);
    expect(roleChangeRefusal({ operator: operator('x', 'admin'), role: 'support' }, null)).toBeNull();
  });

  it('say what the role may change', () => {
    expect(roleAbilities('viewer')).toBe('only read every tab');
    expect(roleAbilities('support')).toBe('mark app issues solved, verify or unverify consultants and change important links');
  });
});

describe('Disable', () => {
  it('is refused for someone already disabled, and for the last active admin', () => {
    expect(disableRefusal(operator('x', 'support', false), null)).toBe('Operator x is already disabled.');
    expect(disableRefusal(operator('x', 'admin'), 'x')).toMatch(/last active admin/);
    expect(disableRefusal(operator('x', 'support'), null)).toBeNull();
  });
});

describe('phone numbers', () => {
  it('are written as people read them, by their country code', () => {
    expect(phoneOf('+919876500002')).toBe('+91 98765 00002');
    expect(phoneOf('+14155550123')).toBe('+1 415 555 0123');
    expect(phoneOf('+447700900123')).toBe('+44 7700900123');
    expect(phoneOf('12345')).toBe('12345');
  });
});
