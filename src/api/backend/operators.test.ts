/** The Operators tab's calls (issue 48): adding, changing a role, disabling and enabling, and their rules. */
import { describe, expect, it } from 'vitest';
import { operatorResultSchema, operatorsResultSchema } from '../schemas';
import { ACCESS_ENDED } from './core';
import { call, expectRefused, freshDb, makeContext, OPERATOR, OTP, SECOND_OPERATOR, signIn, SUPPORT_OPERATOR } from './testing';

const ROHAN = SUPPORT_OPERATOR;

describe('POST /operators', () => {
  it('lists every operator with role, status and last sign-in, and never a session', () => {
    const admin = signIn();
    const { operators } = operatorsResultSchema.parse(call(admin.db, 'operators', {}, admin.auth, admin.context).response.body);
    expect(operators.map(({ name, role, active }) => `${name} ${role} ${active}`)).toEqual(['Aarav Mehta admin true', 'Priya Nair finance true', 'Rohan Iyer support true', 'Sana Qureshi content true']);
    expect(operators[0]!.lastSignInAt).toBe('2026-11-01T10:00:00.000Z');
    expect(operators[1]!.lastSignInAt).toBeNull();
    expect(JSON.stringify(operators)).not.toMatch(/token/i);
  });
});

describe('POST /operators/add', () => {
  it('adds an operator who then signs in with the usual code, and logs it', () => {
    const admin = signIn();
    const added = call(admin.db, 'addOperator', { name: 'Meera Das', countryCode: '+91', phoneNumber: '98765 00009', role: 'viewer' }, admin.auth, admin.context);
    expect(added.response.status).toBe(201);
    const { operator, message } = operatorResultSchema.parse(added.response.body);
    expect(message).toBe('Meera Das can now sign in as Viewer.');
    expect(operator).toMatchObject({ name: 'Meera Das', phoneNumber: '+919876500009', role: 'viewer', active: true, lastSignInAt: null });
    expect(added.db.activity.at(-1)).toMatchObject({ action: 'addOperator', operator: 'Aarav Mehta', target: { kind: 'operator', name: 'Meera Das' } });
    const meera = signIn(added.db.operators.at(-1), { db: added.db, context: admin.context });
    expect(call(meera.db, 'me', {}, meera.auth, admin.context).response.body).toEqual({ user: { _id: operator._id, name: 'Meera Das', phoneNumber: '+919876500009', role: 'viewer' } });
  });

  it("refuses a number that is already an operator's, a missing name and an unknown role", () => {
    const admin = signIn();
    expectRefused(admin.db, 'addOperator', { name: 'Copy', countryCode: '+91', phoneNumber: '9876500002', role: 'viewer' }, 409, "+91 98765 00002 is already Priya Nair's number.", admin.auth, admin.context);
    expectRefused(admin.db, 'addOperator', { name: ' ', countryCode: '+91', phoneNumber: '9876500009', role: 'viewer' }, 400, 'Name is required', admin.auth, admin.context);
    expectRefused(admin.db, 'addOperator', { name: 'X', countryCode: '+91', phoneNumber: '9876500009', role: 'owner' }, 400, /Choose a role/, admin.auth, admin.context);
  });
});

describe('POST /operators/role', () => {
  it('changes a role, logs the before and after, and the backend holds the operator to it at once', () => {
    const admin = signIn();
    const rohan = signIn(ROHAN, { db: admin.db, context: admin.context });
    const changed = call(rohan.db, 'setOperatorRole', { operatorId: ROHAN._id, role: 'finance', version: 0 }, admin.auth, admin.context);
    expect(changed.response.body).toMatchObject({ message: 'Rohan Iyer is now Finance.', operator: { role: 'finance', version: 1 } });
    expect(changed.db.activity.at(-1)).toMatchObject({ action: 'setOperatorRole', target: { kind: 'operator', name: 'Rohan Iyer' }, changes: [{ field: 'role', before: 'support', after: 'finance' }] });
    // The same session, its role now finance: it may create expense types and no longer solve issues.
    expect(call(changed.db, 'solveAppIssue', { id: 1 }, rohan.auth, admin.context).response.status).toBe(403);
    expect(call(changed.db, 'me', {}, rohan.auth, admin.context).response.body).toMatchObject({ user: { role: 'finance' } });
  });

  it('refuses a change of one’s own role, a change over another admin’s since, and demoting the last active admin', () => {
    const admin = signIn();
    expectRefused(admin.db, 'setOperatorRole', { operatorId: OPERATOR._id, role: 'viewer' }, 403, 'You cannot change your own role: ask another admin.', admin.auth, admin.context);
    const once = call(admin.db, 'setOperatorRole', { operatorId: ROHAN._id, role: 'content', version: 0 }, admin.auth, admin.context);
    expectRefused(once.db, 'setOperatorRole', { operatorId: ROHAN._id, role: 'viewer', version: 0 }, 409, /Rohan Iyer was changed by another operator/, admin.auth, admin.context);
    expect(call(once.db, 'setOperatorRole', { operatorId: ROHAN._id, role: 'viewer', version: 0 }, admin.auth, admin.context).response.body).toMatchObject({ current: { role: 'content', version: 1 } });
    // Without sessions (API_REQUIRE_AUTH=false) there is no "own": the last admin rule still holds.
    expectRefused(freshDb(), 'setOperatorRole', { operatorId: OPERATOR._id, role: 'finance' }, 409, 'Aarav Mehta is the last active admin and cannot be demoted: make another operator an admin first.');
  });
});

describe('POST /operators/active', () => {
  it('ends a disabled operator’s sessions at once: their token answers 401 saying why, and their sign-in fails as a stranger’s does', () => {
    const admin = signIn();
    const priya = signIn(SECOND_OPERATOR, { db: admin.db, context: admin.context });
    const disabled = call(priya.db, 'setOperatorActive', { operatorId: SECOND_OPERATOR._id, active: false }, admin.auth, admin.context);
    expect(disabled.response.body).toMatchObject({ message: 'Priya Nair is disabled and signed out everywhere.', operator: { active: false } });
    expect(disabled.db.activity.at(-1)).toMatchObject({ action: 'setOperatorActive', changes: [{ field: 'active', before: 'true', after: 'false' }] });
    const refused = call(disabled.db, 'earningsPage', { limit: 1 }, priya.auth, admin.context);
    expect(refused.response).toMatchObject({ status: 401, body: { message: ACCESS_ENDED, reason: 'disabled' } });
    // Signing in: the same answer a number that is no operator's gets, and no code works.
    const login = { countryCode: '+91', phoneNumber: '9876500002' };
    const stranger = { countryCode: '+91', phoneNumber: '9876500099' };
    const context = makeContext({ requireAuth: true });
    const sent = call(disabled.db, 'sendOtp', login, {}, context).response;
    const strangerSent = call(disabled.db, 'sendOtp', stranger, {}, context).response;
    expect(sent.status).toBe(strangerSent.status);
    expect((sent.body as { message: string }).message.replace('9876500002', 'N')).toBe((strangerSent.body as { message: string }).message.replace('9876500099', 'N'));
    expect(call(disabled.db, 'verifyOtp', { ...login, otp: OTP }, {}, context).response).toMatchObject({ status: 400, body: { message: 'That code is not right. 4 tries left.' } });
    // Enabled again: they sign in anew; the old token stays refused.
    const enabled = call(disabled.db, 'setOperatorActive', { operatorId: SECOND_OPERATOR._id, active: true }, admin.auth, admin.context);
    expect(enabled.response.body).toMatchObject({ message: 'Priya Nair can sign in again.' });
    expect(call(enabled.db, 'earningsPage', { limit: 1 }, priya.auth, admin.context).response.status).toBe(401);
    const again = signIn(enabled.db.operators[1], { db: enabled.db, context: admin.context });
    expect(call(again.db, 'earningsPage', { limit: 1 }, again.auth, admin.context).response.status).toBe(200);
  });

  it('refuses disabling oneself and the last active admin, and says when nothing changed', () => {
    const admin = signIn();
    expectRefused(admin.db, 'setOperatorActive', { operatorId: OPERATOR._id, active: false }, 403, 'You cannot disable yourself: ask another admin.', admin.auth, admin.context);
    expectRefused(freshDb(), 'setOperatorActive', { operatorId: OPERATOR._id, active: false }, 409, /last active admin and cannot be disabled/);
    const same = call(admin.db, 'setOperatorActive', { operatorId: ROHAN._id, active: true }, admin.auth, admin.context);
    expect(same.response.body).toMatchObject({ message: 'Rohan Iyer was already enabled.' });
    expect(same.db.activity).toHaveLength(admin.db.activity.length);
  });
});
