/**
 * What the stand-in backend's tests share: a fresh copy of the db.json seed, a deterministic
 * context (fixed clock, counter ids, fixed OTP), and checks that a refused call leaves the
 * data exactly as it was (PRODUCT.md point 9).
 */
import { expect } from 'vitest';
import seed from '../../../db.json';
import type { ZodType } from 'zod';
import { errorBodySchema, listPageSchema, type ListPage } from '../schemas';
import { backendRoutes, databaseSchema, dispatch, type BackendContext, type BackendRequest, type Database, type UploadedFile } from './index';
import type { BackendRoute, DispatchResult, RouteName } from './core';
import { OtpGate, type OtpLimits } from './otpGate';
import { portableOtpHashing, sha256Hex } from './otpHash';
import { DEFAULT_SESSION_IDLE_MINUTES } from './sessions';
import { DEFAULT_SETTLE_APPROVAL_ABOVE } from './approvalRules';

export const seedDb: Database = databaseSchema.parse(seed);
export const freshDb = (): Database => structuredClone(seedDb);

export const NOW = new Date('2026-11-01T10:00:00.000Z');
export const OTP = '123456';
/** The secret the test context hashes codes under. */
export const OTP_SECRET = 'test-otp-secret';
export const OPERATOR = seedDb.operators[0]!;
/** The seed's second operator: a colleague at another desk. */
export const SECOND_OPERATOR = seedDb.operators[1]!;
/** The seed's support operator (issue 48: app issues, verifying consultants). */
export const SUPPORT_OPERATOR = seedDb.operators[2]!;
/** The seed's content operator (issue 48: questions, quizzes, pools, notifications). */
export const CONTENT_OPERATOR = seedDb.operators[3]!;

export interface TestContext extends BackendContext {
  logs: string[];
  saved: Array<{ file: UploadedFile; storedName: string }>;
  /** Moves the fixed clock on. */
  advance(ms: number): void;
}

export function makeContext({ requireAuth = false, otpLimits }: { requireAuth?: boolean; otpLimits?: OtpLimits } = {}): TestContext {
  let ids = 0;
  let tokens = 0;
  let salts = 0;
  let clock = NOW.getTime();
  const logs: string[] = [];
  const saved: TestContext['saved'] = [];
  return {
    logs,
    saved,
    advance: (ms) => {
      clock += ms;
    },
    now: () => new Date(clock),
    newId: () => `test${String(++ids).padStart(20, '0')}`,
    newToken: () => `token-${++tokens}`,
    newOtp: () => OTP,
    ...portableOtpHashing(OTP_SECRET),
    newSalt: () => `salt-${++salts}`,
    hashToken: sha256Hex,
    sessionIdleMs: DEFAULT_SESSION_IDLE_MINUTES * 60_000,
    secureCookies: false,
    otp: new OtpGate(otpLimits),
    saveFile(file, storedName) {
      saved.push({ file, storedName });
      return `http://files.test/uploads/${storedName}`;
    },
    log: (message) => logs.push(message),
    requireAuth,
    settleApprovalAbove: DEFAULT_SETTLE_APPROVAL_ABOVE,
  };
}

export function route(name: RouteName): BackendRoute {
  const found = backendRoutes.find((entry) => entry.name === name);
  if (!found) throw new Error(`no route ${name}`);
  return found;
}

/**
 * Freezes `value` and everything in it. Calls get their data frozen, so one that changes a
 * collection or record in place (instead of replacing it, core.ts dispatch) throws.
 */
export function deepFreeze<T>(value: T): T {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return value;
  Object.freeze(value);
  for (const item of Object.values(value)) deepFreeze(item);
  return value;
}

export function call(db: Database, name: RouteName, body: unknown = {}, extra: Partial<BackendRequest> = {}, context: BackendContext = makeContext()): DispatchResult {
  return callRoute(db, route(name), body, extra, context);
}

/** A page of a list asked through `dispatch` (a list's `…Page` call), answered 200 and read as that list's page. */
export function listPage<T>(db: Database, name: RouteName, row: ZodType<T>, body: unknown): ListPage<T> {
  const answer = call(db, name, body);
  expect(answer.response.status).toBe(200);
  return listPageSchema(row).parse(answer.response.body);
}

/** Runs `target` over `db`, frozen first; throws when the call changed its data in place. */
export function callRoute(db: Database, target: BackendRoute, body: unknown = {}, extra: Partial<BackendRequest> = {}, context: BackendContext = makeContext()): DispatchResult {
  const inPlace: { message: string | null } = { message: null };
  const watched: BackendContext = Object.create(context, {
    log: {
      value(message: string) {
        // A change in place throws TypeError inside the call, which answers 500: fail the test with why instead.
        if (/^Unexpected error.*(read[- ]only|not extensible|Cannot (assign|add|delete|define))/s.test(message)) inPlace.message = message;
        context.log(message);
      },
    },
  }) as BackendContext;
  const result = dispatch(deepFreeze(db), target, { params: {}, body, ...extra }, watched);
  if (inPlace.message) throw new Error(`${target.name} changed the data it was given in place instead of replacing it:\n${inPlace.message}`);
  return result;
}

/** A refused call: the status, its message, and the data left exactly as it was. */
export function expectRefused(
  db: Database,
  name: RouteName,
  body: unknown,
  status: number,
  message?: string | RegExp,
  extra: Partial<BackendRequest> = {},
  context: BackendContext = makeContext(),
) {
  const before = structuredClone(db);
  const result = call(db, name, body, extra, context);
  expect(result.response.status).toBe(status);
  expect(result.changed).toBe(false);
  expect(result.db).toBe(db);
  expect(db).toEqual(before);
  const error = errorBodySchema.parse(result.response.body);
  if (typeof message === 'string') expect(error.message).toBe(message);
  else if (message) expect(error.message).toMatch(message);
  return error;
}

export const consultantByDataid = (db: Database, dataid: string) => db.consultants.find((consultant) => consultant.dataid === dataid)!;
export const withEarnings = seedDb.consultants.find((consultant) => Number(consultant.earnings) > 0)!;
export const withZeroEarnings = seedDb.consultants.find((consultant) => consultant.earnings === '0')!;
export const withoutEarnings = seedDb.consultants.find((consultant) => consultant.earnings === undefined)!;
export const inactive = seedDb.consultants.find((consultant) => !consultant.isActive)!;
export const active = seedDb.consultants.find((consultant) => consultant.isActive)!;

/**
 * Signs `operator` in on `db` (the seed by default) under `context` (sessions required): the
 * data holding the session, and the header that carries it. Two calls with the same context
 * give two operators at once.
 */
export function signIn(operator = OPERATOR, { db = freshDb(), context = makeContext({ requireAuth: true }) }: { db?: Database; context?: TestContext } = {}) {
  const login = { countryCode: '+91', phoneNumber: operator.phoneNumber.replace('+91', '') };
  call(db, 'sendOtp', login, {}, context);
  const result = call(db, 'verifyOtp', { ...login, otp: OTP }, {}, context);
  const { token } = result.response.body as { token: string };
  return { db: result.db, context, auth: { authorization: `Bearer ${token}` } };
}

/**
 * Issue 48: new bank details proposed, then approved by a second operator, as they become what a
 * settlement pays. With sessions off (the default context) no one is named, so anyone approves.
 */
export function approvedBankDetails(db: Database, dataid: string, bankDetails: string, context: BackendContext = makeContext()): Database {
  const proposed = call(db, 'updateBankDetails', { dataid, bankDetails }, {}, context);
  const { approval } = proposed.response.body as { approval: { _id: string } };
  const approved = call(proposed.db, 'approveChange', { approvalId: approval._id }, {}, context);
  expect(approved.response.status, JSON.stringify(approved.response.body)).toBe(200);
  return approved.db;
}

/** Issue 48: Aarav (admin), Priya (finance) and Rohan (support) signed in at once, on a context made for the seed (bothStores' contextFor). */
export function desk(contextFor: (db: Database) => TestContext = () => makeContext()) {
  const context: TestContext = { ...contextFor(freshDb()), requireAuth: true };
  const aarav = signIn(OPERATOR, { context });
  const priya = signIn(SECOND_OPERATOR, { db: aarav.db, context });
  const rohan = signIn(SUPPORT_OPERATOR, { db: priya.db, context });
  return { db: rohan.db, context, aarav: aarav.auth, priya: priya.auth, support: rohan.auth };
}
