/**
 * Issue 48: every call × every role against the table. The table here is written out on its
 * own, call by call, from the issue's roles: a change to roles.ts or to a call's permission
 * that does not change this table too fails.
 */
import { describe, expect, it } from 'vitest';
import { ROLES, type Role } from '../schemas/roles';
import { backendRoutes } from './index';
import { call, freshDb, makeContext, signIn } from './testing';
import type { Database } from './db';

const FINANCE: Role[] = ['finance', 'admin'];
const SUPPORT: Role[] = ['support', 'admin'];
const CONTENT: Role[] = ['content', 'admin'];

/** Who may make each call that changes data; every other call is open to every role. */
const MAY: Record<string, Role[] | 'everyone'> = {
  verifyOtp: 'everyone',
  logout: 'everyone',
  settlePayment: FINANCE,
  updateBankDetails: FINANCE,
  approveChange: FINANCE,
  rejectChange: FINANCE,
  verifyConsultant: ['support', 'finance', 'admin'],
  verifyConsultant2: ['support', 'finance', 'admin'],
  unverifyConsultant: ['support', 'finance', 'admin'],
  solveAppIssue: SUPPORT,
  sendNotification: CONTENT,
  createQuiz: CONTENT,
  saveQuestions: CONTENT,
  makeQuestionLive: CONTENT,
  upload: CONTENT,
  createPool: CONTENT,
  activatePool: CONTENT,
  createExpenseType: FINANCE,
  addExpensePayment: FINANCE,
  togglePayment: FINANCE,
  deleteExpense: FINANCE,
  deletePayment: FINANCE,
  addOperator: ['admin'],
  setOperatorRole: ['admin'],
  setOperatorActive: ['admin'],
};

/** The seed with one operator of each role, each signed in. */
function everyRoleSignedIn() {
  let db: Database = freshDb();
  db = { ...db, operators: ROLES.map((role, index) => ({ _id: `op-${role}`, name: `Operator ${role}`, phoneNumber: `+91987650${String(index + 10).padStart(4, '0')}`, role, active: true })) };
  const context = makeContext({ requireAuth: true });
  const auth = {} as Record<Role, { authorization: string }>;
  for (const [index, role] of ROLES.entries()) {
    const signed = signIn(db.operators[index], { db, context });
    db = signed.db;
    auth[role] = signed.auth;
  }
  return { db, context, auth };
}

describe('who may make each call (issue 48)', () => {
  const { db, context, auth } = everyRoleSignedIn();

  it('names every call that changes data in the table, and no call that does not', () => {
    const changing = backendRoutes.filter((route) => route.mutates).map((route) => route.name);
    expect(changing.toSorted()).toEqual(Object.keys(MAY).toSorted());
  });

  describe.each(backendRoutes.map((route) => [route.name, route] as const))('%s', (name, route) => {
    it.each(ROLES)('as %s', (role) => {
      const may = MAY[name] ?? 'everyone';
      const allowed = may === 'everyone' || may.includes(role);
      // An empty body: an allowed call goes on to check it (400) or answers; a refused one never reads it.
      const result = call(db, name, {}, { ...auth[role], params: route.path.includes(':') ? { expenseType: 'Rent' } : {} }, context);
      if (allowed) {
        expect(result.response.status, `${role} may ${name}`).not.toBe(403);
      } else {
        expect(result.response.status, `${role} may not ${name}`).toBe(403);
        expect((result.response.body as { message: string }).message).toMatch(new RegExp(`^Your role \\(${role[0]!.toUpperCase()}${role.slice(1)}\\) cannot .+\\.$`));
        expect(result.changed).toBe(false);
        expect(result.db).toBe(db);
      }
    });
  });

  it("says what was refused in the operator's words", () => {
    const result = call(db, 'settlePayment', { dataid: db.consultants[0]!.dataid }, auth.support, context);
    expect(result.response).toMatchObject({ status: 403, body: { message: 'Your role (Support) cannot settle payments.' } });
  });

  it('refuses before any work: a support operator settling a consultant with nothing to settle is told about the role, not the amount', () => {
    const nothing = db.consultants.find((consultant) => consultant.earnings === '0')!;
    expect(call(db, 'settlePayment', { dataid: nothing.dataid }, auth.support, context).response.status).toBe(403);
    expect(call(db, 'settlePayment', { dataid: nothing.dataid }, auth.finance, context).response.status).toBe(400);
  });

  it('lets every role read every tab', () => {
    for (const role of ROLES) {
      expect(call(db, 'earningsPage', { limit: 5 }, auth[role], context).response.status).toBe(200);
      expect(call(db, 'operators', {}, auth[role], context).response.status).toBe(200);
      expect(call(db, 'me', {}, auth[role], context).response.body).toMatchObject({ user: { role } });
    }
  });

  it('refuses a caller without a session (401) before looking at the role', () => {
    expect(call(db, 'settlePayment', {}, {}, context).response.status).toBe(401);
  });
});

describe('a backend that needs no session (stories, API_REQUIRE_AUTH=false)', () => {
  it('lets a call without a session through, as before roles', () => {
    const result = call(freshDb(), 'createPool', {}, {}, makeContext());
    expect(result.response.status).toBe(400);
  });
});
