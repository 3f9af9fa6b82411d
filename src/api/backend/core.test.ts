/** The route table and dispatch, run straight through `dispatch` over a fresh copy of the seed. */
import { describe, expect, it } from 'vitest';
import { type BackendRoute } from './core';
import { backendRoutes, dispatch } from './index';
import { seedDb, freshDb, makeContext, route, call, callRoute, withEarnings } from './testing';

describe('route table', () => {
  /** SPEC.md section 7, row by row. */
  const specRows: Array<[method: 'POST' | 'PUT', path: string]> = [
    ['POST', '/transactions2'],
    ['POST', '/earnings_dashboard'],
    ['POST', '/settle_payment'],
    ['POST', '/update_bank_details'],
    ['POST', '/unverify_consultant'],
    ['POST', '/verify_consultant2'],
    ['POST', '/verify_consultant'],
    ['POST', '/dashboard_users'],
    ['POST', '/send-notification2'],
    ['POST', '/get-quiz-details'],
    ['POST', '/get-users-by-ids'],
    ['POST', '/questiontable/list'],
    ['POST', '/quiz/list'],
    ['POST', '/api/pool/list'],
    ['POST', '/api/questiontable'],
    ['POST', '/questiontable/make-live'],
    ['POST', '/polladdition'],
    ['POST', '/poll_activate'],
    ['POST', '/api/quiz'],
    ['POST', '/upload23'],
    ['POST', '/api/chat-rooms'],
    ['POST', '/api/chat-messages'],
    ['POST', '/api/company-expenses'],
    ['POST', '/api/company-expenses2'],
    ['PUT', '/api/company-expenses/:expenseType/add-payment'],
    ['POST', '/api/company-expenses/toggle-payment'],
    ['POST', '/api/company-expenses/delete-expense'],
    ['POST', '/api/company-expenses/delete-payment'],
  ];

  it('holds all 28 SPEC.md calls with their exact method and path', () => {
    expect(specRows).toHaveLength(28);
    const table = backendRoutes.map((entry) => `${entry.method} ${entry.path}`);
    for (const [method, path] of specRows) expect(table).toContain(`${method} ${path}`);
  });

  it('has unique names and unique method + path pairs', () => {
    const names = backendRoutes.map((entry) => entry.name);
    expect(new Set(names).size).toBe(names.length);
    const keys = backendRoutes.map((entry) => `${entry.method} ${entry.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('guards every call but signing in and out behind the operator session', () => {
    const open = backendRoutes.filter((entry) => !entry.auth).map((entry) => entry.name);
    expect(open.sort()).toEqual(['logout', 'sendOtp', 'verifyOtp']);
  });
});


describe('dispatch', () => {
  it('answers 500, logs and keeps nothing when a call fails unexpectedly', () => {
    const context = makeContext();
    const db = freshDb();
    const broken: BackendRoute = {
      ...route('settlePayment'),
      handle(working) {
        working.consultants = [];
        throw new Error('boom');
      },
    };
    const result = dispatch(db, broken, { params: {}, body: {} }, context);
    expect(result.response.status).toBe(500);
    expect(result.changed).toBe(false);
    expect(db).toEqual(seedDb);
    expect(context.logs.join('\n')).toContain('boom');
  });

  it('a mutation copies only what it touches: untouched collections and records are the same objects, and the data given is unchanged', () => {
    const db = freshDb();
    const before = structuredClone(db);
    const result = call(db, 'settlePayment', { dataid: withEarnings.dataid });
    expect(result.response.status).toBe(200);
    expect(result.db).not.toBe(db);
    expect(db).toEqual(before);
    // Replaced: the settled consultant, the list holding it, and the settlements.
    expect(result.db.consultants).not.toBe(db.consultants);
    expect(result.db.settlements).not.toBe(db.settlements);
    const index = db.consultants.findIndex((consultant) => consultant.dataid === withEarnings.dataid);
    expect(result.db.consultants[index]).not.toBe(db.consultants[index]);
    // Shared: everything else.
    expect(result.db.transactions).toBe(db.transactions);
    const shared = db.consultants.filter((consultant, at) => at !== index && result.db.consultants[at] === consultant);
    expect(shared).toHaveLength(db.consultants.length - 1);
  });

  it('the backend tests freeze the data a call is given, so a call that changes it in place fails loudly', () => {
    const inPlace: BackendRoute = {
      ...route('activatePool'),
      handle(working) {
        // The types forbid this (WorkingDatabase); a cast gets past them, the frozen data does not.
        (working.pools[0] as { active: boolean }).active = true;
        return { status: 200, body: {}, type: 'json' };
      },
    };
    const db = freshDb();
    expect(() => callRoute(db, inPlace)).toThrow(/activatePool changed the data it was given in place/);
    expect(db).toEqual(seedDb);
  });
});
