/**
 * The stand-in backend's request model. Every call is a plain function over a plain data
 * object; MSW (browser, unit tests) and json-server (Node) only adapt HTTP to `dispatch`.
 */
import type { z, ZodType } from 'zod';
import { activityOf } from './activity';
import type { Database, WorkingDatabase } from './db';
import { endedReasonOf, sessionOf, sessionsSeen, type SessionRules } from './sessions';
import type { OtpGate } from './otpGate';
import type { ListStore } from './lists';
import type { apiPaths } from '../paths';
import { emptyBodySchema, idempotencyKeySchema } from '../schemas';
import { recordEdit } from './edits';
import { can, refusedMessage, type Permission } from '../schemas/roles';
import type { Frozen, Operator } from './db';

export type RouteName = keyof typeof apiPaths;

export interface UploadedFile {
  name: string;
  type: string;
  bytes: Uint8Array;
}

export interface BackendRequest {
  params: Record<string, string>;
  body: unknown;
  /** The Authorization header, when one was sent (API clients). */
  authorization?: string | null;
  /** The Cookie header, when one was sent (a browser's session cookie). */
  cookie?: string | null;
  /** The Origin header: set by browsers, absent from API clients such as curl. */
  origin?: string | null;
  /** The Idempotency-Key header, when one was sent (a settlement is recorded once per key). */
  idempotencyKey?: string | null;
  file?: UploadedFile | null;
  /** The client's network address (per-address limits of sign-in); adapters without one leave it out. */
  clientAddress?: string;
}

export interface BackendResponse {
  status: number;
  /** With type 'stream', the chunks of text in order (Iterable<string>), read as they are sent. */
  body: unknown;
  /**
   * 'text' answers a plain string (the upload answers its URL); 'stream' answers text a chunk
   * at a time (an export of a whole list), with its Content-Type among the headers.
   */
  type: 'json' | 'text' | 'stream';
  /** Extra answer headers (Retry-After on a 429); both adapters send them as they are. */
  headers?: Record<string, string>;
}

/** What a call may need from its surroundings; each adapter provides its own. */
export interface BackendContext extends SessionRules {
  now(): Date;
  newId(): string;
  newToken(): string;
  /** A fresh one-time code; a fixed one when the adapter is configured for tests. */
  newOtp(): string;
  /** A fresh random salt for one code (hex). */
  newSalt(): string;
  /** What is stored instead of a code: a keyed hash of the salt and the code (hex). */
  hashOtp(code: string, salt: string): string;
  /** Compares two hashes in constant time. */
  sameHash(a: string, b: string): boolean;
  /** What is stored instead of a session token: its SHA-256 (hex). */
  hashToken: (token: string) => string;
  /** The session cookie is marked Secure (the backend is served over https). */
  secureCookies: boolean;
  /** Pending one-time codes and the limits of sign-in, kept in memory (never in the data). */
  otp: OtpGate;
  /** Stores an uploaded file and answers the URL it is served at. */
  saveFile(file: UploadedFile, storedName: string): string;
  /** Prints for the person running the backend (the OTP goes here). */
  log(message: string): void;
  /** When true, calls marked `auth` answer 401 without a valid session token. */
  requireAuth: boolean;
  /**
   * A settlement of more than this many rupees waits for a second operator's approval before it
   * is recorded as paid (issue 48: SETTLE_APPROVAL_ABOVE, DEFAULT_SETTLE_APPROVAL_ABOVE when unset).
   */
  settleApprovalAbove: number;
  /**
   * Where the lists that grow with use are read (lists.ts): SQLite in the backend that keeps
   * them there; the data as the call sees it (memoryStore) when not given.
   */
  lists?: ListStore;
}

interface RouteBase {
  /** The call's name: its key in apiPaths, and the key a story overrides it by. */
  name: RouteName;
  method: 'GET' | 'POST' | 'PUT';
  /** Express-style path, understood by both MSW and json-server: /a/:param/b. */
  path: string;
  /** Needs an operator's session when the context requires auth. */
  auth: boolean;
  /** json-server's own router serves it (plain REST collections); MSW uses this function. */
  restCollection?: boolean;
  /** SPEC.md: the chat paths are relative to the web app's origin. */
  relative?: boolean;
  /** Multipart body: the adapter passes the file and the text fields as body. */
  multipart?: boolean;
  /** The largest body the adapter reads for this call (bytes); DEFAULT_BODY_LIMIT_BYTES when not said. */
  bodyLimitBytes?: number;
  handle(db: WorkingDatabase, request: BackendRequest, context: BackendContext): BackendResponse;
}

/**
 * One call. `mutates`: it changes data, and the collections it replaces are kept only if it
 * succeeds. Such a call names the `permission` the operator's role must allow (roles.ts),
 * checked in dispatch before any work, or 'anyone' (signing in and out). Reads need none.
 */
export type BackendRoute = RouteBase & ({ mutates: false; permission?: never } | { mutates: true; permission: Permission | 'anyone' });

/** One reason a body was refused: the field it concerns ('' for the body as a whole). */
export interface Issue {
  path: string;
  message: string;
}

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly issues: Issue[] = [],
    /** More of the answer: a 409 gives the record as it is now (`current`), for the operator to choose. */
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export const ok = (body: unknown, status = 200): BackendResponse => ({ status, body, type: 'json' });

/** The request's Idempotency-Key header, checked; null when it sent none. A malformed key is answered 400. */
export function idempotencyKeyOf(request: BackendRequest): string | null {
  if (!request.idempotencyKey) return null;
  const result = idempotencyKeySchema.safeParse(request.idempotencyKey);
  if (!result.success) throw new HttpError(400, result.error.issues[0]?.message ?? 'The Idempotency-Key header is not valid.');
  return result.data;
}
export const text = (body: string, status = 200): BackendResponse => ({ status, body, type: 'text' });

/** Paths match the body's field names, so a form can put each reason beside its field. */
function describeIssue(issue: z.core.$ZodIssue): Issue {
  return { path: issue.path.map(String).join('.'), message: issue.message };
}

/** Validates a body with the client's own schema; 400 with the reasons otherwise. */
export function parseBody<T>(schema: ZodType<T>, body: unknown): T {
  const result = schema.safeParse(body ?? {});
  if (result.success) return result.data;
  const issues = result.error.issues.map(describeIssue);
  const first = result.error.issues[0];
  throw new HttpError(400, first ? first.message : 'The request body is not valid.', issues);
}

export function notFound(message: string): never {
  throw new HttpError(404, message);
}

/** The answer to a call without a valid session (401), from either adapter. */
export const SESSION_ENDED = 'Your session has ended. Please sign in again.';
/** The answer when an admin disabled the operator (issue 48): their session ended with them. */
export const ACCESS_ENDED = 'An admin turned off your access to the back-office.';

/** Why a request has no session: an admin disabled its operator, or it simply ended. */
export function endedMessage(db: Pick<WorkingDatabase, 'sessions'>, request: BackendRequest, rules: SessionRules): string {
  return endedReasonOf(db, request, rules) === 'disabled' ? ACCESS_ENDED : SESSION_ENDED;
}

/** The operator a session belongs to, while they may still sign in; null once disabled or gone. */
export function operatorOfSession(db: { readonly operators: readonly Frozen<Operator>[] }, userId: string): Frozen<Operator> | null {
  const operator = db.operators.find((entry) => entry._id === userId);
  return operator && operator.active ? operator : null;
}

/** A request body may be this large unless its route says otherwise (bytes). */
export const DEFAULT_BODY_LIMIT_BYTES = 32 * 1024;

export { bearerToken, endSessionsOf, isAuthorised, requestToken, sessionOf, sweepSessions } from './sessions';

export interface DispatchResult {
  response: BackendResponse;
  /** The data after the call: a new object when a mutation succeeded, else the same one. */
  db: Database;
  changed: boolean;
}

/**
 * Runs one call. The handler gets its own shallow copy of the top-level object and replaces
 * the collections (and records) it changes instead of changing them in place, so a mutation
 * copies only what it touches. Its copy is kept only when it answers 2xx and replaced a
 * collection; otherwise, or when it throws, the data given stays exactly as it was.
 */
export function dispatch(db: Database, route: BackendRoute, request: BackendRequest, context: BackendContext): DispatchResult {
  try {
    const session = route.auth ? sessionOf(db, request, context) : null;
    if (route.auth && context.requireAuth && !session) {
      const message = endedMessage(db, request, context);
      throw new HttpError(401, message, [], message === ACCESS_ENDED ? { reason: 'disabled' } : {});
    }
    if (route.mutates && route.permission !== 'anyone') {
      const operator = session ? operatorOfSession(db, session.userId) : null;
      if (session && !operator) throw new HttpError(401, SESSION_ENDED);
      if (operator && !can(operator.role, route.permission)) throw new HttpError(403, refusedMessage(operator.role, route.permission));
    }
    const working: WorkingDatabase = { ...db };
    const response = route.handle(working, request, context);
    // A call that replaced no collection changed nothing (a logout without a session), so nothing is written.
    const changed = route.mutates && response.status < 300 && (Object.keys(working) as (keyof Database)[]).some((key) => working[key] !== db[key]);
    // Every change an operator makes is logged here, once, from the call's own before and after.
    const record = changed ? activityOf(route, db, working, request, context) : null;
    if (record) working.activity = [...db.activity, record];
    // Nothing in `working` is changed after this: its collections are new or shared, never edited.
    const after = changed ? (working as Database) : db;
    // A call is the operator's activity: it keeps the session from ending while idle.
    const seen = session ? sessionsSeen(after.sessions, session, context.now()) : null;
    if (seen) return { response, db: { ...after, sessions: seen }, changed: true };
    return { response, db: after, changed };
  } catch (error) {
    if (error instanceof HttpError) {
      return { response: ok({ ...error.details, message: error.message, issues: error.issues }, error.status), db, changed: false };
    }
    context.log(`Unexpected error on ${route.method} ${route.path}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    return { response: ok({ message: 'The server had an unexpected problem.' }, 500), db, changed: false };
  }
}

/** A copy of `list` with the record of `updated._id` replaced by `updated`. */
export function replaceById<T extends { readonly _id: string }>(list: readonly T[], updated: T): T[] {
  const index = list.findIndex((item) => item._id === updated._id);
  if (index < 0) throw new Error(`replaceById: no record has the id ${updated._id}`);
  return replaceAt(list, index, updated);
}

/** A copy of `list` with the item at `index` replaced by `item`. */
export function replaceAt<T>(list: readonly T[], index: number, item: T): T[] {
  if (index < 0 || index >= list.length) throw new RangeError(`replaceAt: no item at ${index}`);
  const copy = list.slice();
  copy[index] = item;
  recordEdit(copy, list, [index]);
  return copy;
}

export type StaticPathName = { [K in RouteName]: (typeof apiPaths)[K] extends string ? K : never }[RouteName];

/** A read-only POST call that takes {} and answers as `answer` says (a whole list may be streamed). */
export function answerRoute(name: StaticPathName, path: string, answer: (db: WorkingDatabase, context: BackendContext) => BackendResponse): BackendRoute {
  return {
    name,
    method: 'POST',
    path,
    auth: true,
    mutates: false,
    handle(db, request, context) {
      parseBody(emptyBodySchema, request.body);
      return answer(db, context);
    },
  };
}

/** A read-only POST call that takes {} and answers part of the data as it is. */
export function readRoute(name: StaticPathName, path: string, select: (db: WorkingDatabase) => unknown): BackendRoute {
  return answerRoute(name, path, (db) => ok(select(db)));
}
