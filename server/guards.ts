/**
 * What a request must pass before the backend does any work for it, in this order: a session
 * (when the call needs one), then a body of the kind and size the call takes. A request
 * refused here has had none of its body read: the answer goes out at once and the
 * connection is closed behind it, so a 1 GB body or a deeply nested one costs nothing.
 */
import express from 'express';
import multer from 'multer';
import type { Request, RequestHandler, Response } from 'express';
import { ACCESS_ENDED, DEFAULT_BODY_LIMIT_BYTES, SESSION_ENDED, type BackendRoute } from '../src/api/backend/core.ts';
import type { Credentials } from '../src/api/backend/sessions.ts';
import { MAX_UPLOAD_BYTES } from '../src/api/backend/quiz.ts';

/** Multipart framing and the _id field around the image. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/** True when the request says it carries a body (a length above 0, or chunks). */
function hasBody(request: Request): boolean {
  const length = request.headers['content-length'];
  return request.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

/** Answers without reading the body; the connection closes after, so nothing more is read from it. */
export function refuse(request: Request, response: Response, status: number, message: string): void {
  if (hasBody(request)) response.set('Connection', 'close');
  response.status(status).json({ message });
}

/** What may identify the caller's session: an API client's bearer token, or a browser's cookie. */
export function credentialsOf(request: Request): Credentials {
  return { authorization: request.header('Authorization') ?? null, cookie: request.header('Cookie') ?? null };
}

/** Why a caller's session ended, when an admin ended it (issue 48: the operator was disabled). */
export type EndedReason = (credentials: Credentials) => 'disabled' | null;

/** The 401 for a caller without a live session, with the reason when an admin ended it, as `dispatch` answers it. */
export function refuseEnded(request: Request, response: Response, reason: 'disabled' | null): void {
  if (hasBody(request)) response.set('Connection', 'close');
  response.status(401).json(reason === 'disabled' ? { message: ACCESS_ENDED, reason } : { message: SESSION_ENDED });
}

export function sessionGate(isAuthorised: (credentials: Credentials) => boolean, endedReason: EndedReason = () => null): RequestHandler {
  return (request, response, next) => {
    const credentials = credentialsOf(request);
    if (isAuthorised(credentials)) next();
    else refuseEnded(request, response, endedReason(credentials));
  };
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A call that changes anything is taken from a browser only when the page that sent it is one
 * of ours. CORS alone does not stop it: it hides the answer from another origin's script,
 * but the request has been carried out by then. The session cookie is SameSite=Strict, so
 * another site never sends it; this also refuses a page of the same site on another port or
 * subdomain (same-site, not same-origin). API clients send no Origin and pass.
 */
export function originGuard(allowed: ReadonlySet<string>): RequestHandler {
  return (request, response, next) => {
    const origin = request.header('Origin');
    const crossSite = request.header('Sec-Fetch-Site') === 'cross-site';
    if (SAFE_METHODS.has(request.method) || ((origin === undefined || allowed.has(origin)) && !crossSite)) next();
    else refuse(request, response, 403, 'Changes are accepted only from the back-office itself.');
  };
}

const declaredLength = (request: Request) => Number(request.headers['content-length'] ?? 0);

/**
 * JSON only: a cross-site HTML form can send url-encoded, multipart or plain text without
 * asking the browser first, never application/json. A call may come with no body at all
 * (curl's POST /auth/logout), read as {}.
 */
function jsonBody(limit: number): RequestHandler[] {
  const parse = express.json({ limit, strict: true, inflate: false, type: () => true });
  return [
    (request, response, next) => {
      if (!hasBody(request)) {
        request.body = {};
        next();
      } else if (!request.is('application/json')) refuse(request, response, 415, 'Send the request body as JSON (Content-Type: application/json).');
      else if (declaredLength(request) > limit) refuse(request, response, 413, tooLargeMessage(limit));
      else next();
    },
    parse,
  ];
}

/** One image and one short field, nothing else: every other part, or more of anything, is refused. */
const upload = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 2, parts: 3, fieldSize: 256, fieldNameSize: 64, headerPairs: 20 },
});

function multipartBody(): RequestHandler[] {
  return [
    (request, response, next) => {
      if (!request.is('multipart/form-data')) refuse(request, response, 415, 'Send the image as multipart/form-data.');
      else if (declaredLength(request) > MAX_UPLOAD_BYTES + MULTIPART_OVERHEAD_BYTES) refuse(request, response, 413, 'Images can be at most 5 MB.');
      else next();
    },
    upload.single('file'),
  ];
}

export const tooLargeMessage = (limit: number) => `The request body is too large (at most ${formatBytes(limit)}).`;

function formatBytes(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${bytes / 1024 / 1024} MB` : `${bytes / 1024} KB`;
}

/** The body reader of a call: nothing for GET, multipart for the upload, size-limited JSON otherwise. */
export function bodyReader(route: BackendRoute): RequestHandler[] {
  if (route.method === 'GET') return [];
  return route.multipart ? multipartBody() : jsonBody(route.bodyLimitBytes ?? DEFAULT_BODY_LIMIT_BYTES);
}

/** json-server's filters that build a regular expression from the query, or reach other collections. */
const REFUSED_QUERY_KEY = /(^|_)(like|embed|expand)$|^callback$/;
/** Sorting, paging, the plain-text q, and equality or range on a field: what json-server does without a regex. */
const ALLOWED_QUERY_KEY = /^(q|_sort|_order|_start|_end|_limit|_page|[A-Za-z][A-Za-z0-9]{0,40}(\.[A-Za-z0-9]{1,40}){0,3}(_gte|_lte|_ne)?)$/;
const MAX_QUERY_VALUE_LENGTH = 200;

/** Why a REST collection's query is refused, or null when json-server may run it. */
export function queryProblem(query: Record<string, unknown>): string | null {
  for (const [key, value] of Object.entries(query)) {
    if (REFUSED_QUERY_KEY.test(key)) return `The ${key} filter is not supported: use q= for a plain-text search.`;
    if (!ALLOWED_QUERY_KEY.test(key)) return `${key.slice(0, 60)} is not a filter this collection supports.`;
    const values: unknown[] = Array.isArray(value) ? value : [value];
    if (!values.every((item) => typeof item === 'string' && item.length <= MAX_QUERY_VALUE_LENGTH)) {
      return `The value of ${key} must be plain text of at most ${MAX_QUERY_VALUE_LENGTH} characters.`;
    }
  }
  return null;
}
