/**
 * json-server as the stand-in backend: every SPEC.md call is a route that adapts HTTP to
 * src/api/backend (the same functions MSW uses), and json-server's own router serves the
 * plain REST collections beside them.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import cors from 'cors';
import jsonServer from 'json-server';
import multer from 'multer';
import type { ErrorRequestHandler, Request, RequestHandler, Response } from 'express';
import { backendRoutes } from '../src/api/backend/index.ts';
import { dispatch, type BackendRequest, type BackendResponse, type BackendRoute } from '../src/api/backend/core.ts';
import type { Database } from '../src/api/backend/db.ts';
import type { OtpLimits } from '../src/api/backend/otpGate.ts';
import { endedReasonOf, sessionOf, sessionsSeen, sweepSessions, type Credentials } from '../src/api/backend/sessions.ts';
import { nodeContext } from './context.ts';
import { bodyReader, credentialsOf, originGuard, queryProblem, refuse, refuseEnded, sessionGate, tooLargeMessage, type EndedReason } from './guards.ts';
import { openStorage } from './storage.ts';
import { warmOrders } from '../src/api/backend/memoryStore.ts';
import { memoryListSpecs } from '../src/api/backend/listSpecs.ts';
import { createLiveFeed } from './live.ts';
import { liveEventOf } from '../src/api/backend/live.ts';
import { servePicture, serveUploads } from './pictures.ts';
import { LIVE_EVENTS_PATH } from '../src/api/paths.ts';
import { sendChunks } from './streams.ts';

/** The backend's own landing page (json-server would otherwise serve ./public, the MSW worker among it). */
const STATIC_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'public');

export interface ServerOptions {
  /** The working copy: JSON (read once at start, written after changes, see dataFile.ts) or SQLite (`.sqlite`, see sqliteData.ts). */
  dbFile: string;
  uploadsDir: string;
  /** The origin uploaded files are served from, e.g. http://localhost:3001. */
  publicUrl: string;
  /** Origins allowed by CORS (the web app, Storybook). */
  corsOrigins: string[];
  /** When set, every code sent is this one (tests); otherwise a random 6-digit code. */
  fixedOtp?: string | undefined;
  /**
   * The key codes are hashed under (never written to the data file). Random per start when
   * not given, so a code sent before a restart no longer matches after it.
   */
  otpSecret?: string | undefined;
  requireAuth: boolean;
  logRequests: boolean;
  log?: (message: string) => void;
  /** Changes reach the data file at most this often (ms); flush() writes at once. */
  writeDelayMs?: number;
  /** The limits of sign-in (otpGate.ts); DEFAULT_OTP_LIMITS when not given. */
  otpLimits?: OtpLimits | undefined;
  /** A session ends after this many minutes without a call (30 when not given). */
  sessionIdleMinutes?: number | undefined;
  /** A settlement above this many rupees waits for a second operator's approval (issue 48; 1,00,000 when not given). */
  settleApprovalAbove?: number | undefined;
}

/** Expired sessions leave the data this often, besides at every sign-in and logout. */
const SESSION_SWEEP_MS = 10 * 60 * 1000;

export { nodeOtpHashing } from './context.ts';

export function createApp(options: ServerOptions) {
  // json-server's router holds the data in memory (it only reads: the REST collections are
  // read-only); the storage owns the file, JSON or SQLite (storage.ts).
  const context = nodeContext(options);
  const storage = openStorage({ file: options.dbFile, publicUrl: options.publicUrl, current: () => router.db.getState(), writeDelayMs: options.writeDelayMs, log: (message) => context.log(message) });
  const router = jsonServer.router<Database>(storage.data);
  const app = jsonServer.create();
  app.disable('x-powered-by');
  if (storage.lists) context.lists = storage.lists;
  // The consultants' orders made in the background, not at an operator's first click (a year: 100,000).
  warmOrders(() => router.db.getState(), memoryListSpecs);

  /** Makes `next` the data: on the disk first, so what is answered is never lost. */
  function commit(before: Database, next: Database) {
    router.db.setState(storage.commit(before, next));
  }
  const allowed = new Set(options.corsOrigins);
  const signedIn = (credentials: Credentials) => !options.requireAuth || sessionOf(router.db.getState(), credentials, context) !== null;

  /** A read of a REST collection is the operator's activity too (dispatch records the calls'). */
  function recordSeen(credentials: Credentials) {
    const state = router.db.getState();
    const session = sessionOf(state, credentials, context);
    const seen = session ? sessionsSeen(state.sessions, session, context.now()) : null;
    if (!seen) return;
    try {
      commit(state, { ...state, sessions: seen });
    } catch (error) {
      // Not recorded this time: the next call tries again, and the read is answered anyway.
      context.log(`Could not record a session's activity: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  function sweepExpiredSessions() {
    const state = router.db.getState();
    const sessions = sweepSessions(state.sessions, context.now(), context.sessionIdleMs);
    if (sessions === state.sessions) return;
    try {
      commit(state, { ...state, sessions: [...sessions] });
    } catch (error) {
      // A sweep that cannot be recorded waits for the next one; it must not end the backend.
      context.log(`Could not record the sweep of expired sessions: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  sweepExpiredSessions();
  setInterval(sweepExpiredSessions, SESSION_SWEEP_MS).unref();

  app.use(
    cors({
      origin: (origin, callback) => callback(null, !origin || allowed.has(origin)),
      // The session cookie goes with the web app's calls (fetch with credentials: 'include').
      credentials: true,
      allowedHeaders: ['Content-Type', 'Authorization', 'Idempotency-Key'],
      // A 429's Retry-After, and an export's X-Total-Count (how far the download has come), readable by the web app from another origin.
      exposedHeaders: ['Retry-After', 'X-Total-Count'],
    }),
  );
  app.use((_request, response, next) => {
    response.set('X-Content-Type-Options', 'nosniff');
    next();
  });
  // A page of another origin may not change anything, whatever CORS lets it read.
  app.use(originGuard(allowed));
  app.use(jsonServer.defaults({ logger: options.logRequests, noCors: true, static: STATIC_DIR }));
  // Operators' data (phone numbers, bank details, sessions) is never kept in a browser's or a
  // proxy's cache, where the next user of a shared computer could read it: json-server's
  // defaults say only no-cache, which stores an answer on the disk and asks before reusing it.
  // The pictures and the uploads say their own.
  app.use((_request, response, next) => {
    response.set('Cache-Control', 'no-store');
    next();
  });
  app.use('/uploads', ...serveUploads(options.uploadsDir));

  app.get('/avatars/:file', servePicture);

  app.get('/health', (_request, response) => {
    response.json({ ok: true });
  });

  // With API_REQUIRE_AUTH=false anyone may listen, as anyone may call.
  const endedReason: EndedReason = (credentials) => endedReasonOf(router.db.getState(), credentials, context);
  const live = createLiveFeed({
    sessionOf: (credentials) => sessionOf(router.db.getState(), credentials, context)?.tokenHash ?? (options.requireAuth ? null : 'open'),
    endedReason,
  });
  app.get(LIVE_EVENTS_PATH, live.handler);

  for (const route of backendRoutes) {
    if (route.restCollection) continue;
    const handlers: RequestHandler[] = route.auth ? [sessionGate(signedIn, endedReason)] : [];
    handlers.push(...bodyReader(route), (request, response) => {
      const state = router.db.getState();
      const result = dispatch(state, route, toBackendRequest(request, route), context);
      if (!result.changed) {
        sendResult(response, result.response);
        return;
      }
      try {
        commit(state, result.db);
      } catch (error) {
        // Not in the file, so not done: the data stays as it was and the caller is told.
        context.log(`Could not record ${route.method} ${route.path}: ${error instanceof Error ? error.message : String(error)}`);
        response.status(503).json({ message: 'The change could not be saved. Nothing was changed; please try again.' });
        return;
      }
      // Answered once on the disk itself (SQLite: with the other changes made meanwhile), so what
      // is answered outlives a power cut; then every operator's open tabs hear of it.
      storage.durable().then(
        () => {
          const event = liveEventOf(route.name, state, result.db, context.now());
          if (event) live.publish(event);
          sendResult(response, result.response);
        },
        (error: unknown) => {
          context.log(`Could not make ${route.method} ${route.path} reach the disk: ${error instanceof Error ? error.message : String(error)}`);
          response.status(503).json({ message: 'The disk did not confirm the change. It may not have been saved; please check before trying again.' });
        },
      );
    });
    if (route.method === 'GET') app.get(route.path, ...handlers);
    else if (route.method === 'PUT') app.put(route.path, ...handlers);
    else app.post(route.path, ...handlers);
  }

  // Only the REST collections are exposed through json-server's router: never the
  // sessions or anything else in the data file. They are read-only (the app only GETs
  // them), and only /collection and /collection/:id are reachable: json-server's nested
  // routes (/bookings/1/consultants) would otherwise read and write any collection, and its
  // POST/PUT/PATCH/DELETE would write rows no schema checked. Its filters that build a
  // regular expression from the query (_like) or reach other collections are refused.
  const collections = backendRoutes.filter((route) => route.restCollection).map((route) => route.path);
  app.use((request, response, next) => {
    const collection = collections.find((prefix) => isCollectionPath(request.path, prefix));
    if (!collection) {
      refuse(request, response, 404, `There is no ${request.method} ${request.path.slice(0, 200)} here.`);
      return;
    }
    const credentials = credentialsOf(request);
    if (!signedIn(credentials)) {
      refuseEnded(request, response, endedReason(credentials));
      return;
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.set('Allow', 'GET, HEAD');
      refuse(request, response, 405, `${collection} is read-only.`);
      return;
    }
    const problem = queryProblem(request.query);
    if (problem) {
      response.status(400).json({ message: problem });
      return;
    }
    recordSeen(credentials);
    next();
  });
  app.use(router);
  app.use(errorHandler((message) => context.log(message)));
  return {
    app,
    router,
    /** Writes changes not yet in the data file, synchronously: on shutdown, and in tests before reading the file. */
    flush: () => storage.flush(),
    /** Closes the journal or the SQLite file (after flush, on shutdown). */
    close: () => storage.close(),
    /** Ends every live-updates stream, so the server can close (shutdown). */
    endStreams: () => live.close(),
    /** How many times the data file has been written. */
    writes: () => storage.writes(),
  };
}

/** /bookings, /bookings/ or /bookings/:id; never deeper. */
function isCollectionPath(requestPath: string, prefix: string): boolean {
  if (!requestPath.startsWith(prefix)) return false;
  return /^(\/[^/]*)?\/?$/.test(requestPath.slice(prefix.length));
}

function toBackendRequest(request: Request, route: BackendRoute): BackendRequest {
  const file = request.file;
  return {
    params: request.params,
    body: route.method === 'GET' ? undefined : (request.body as unknown),
    ...credentialsOf(request),
    origin: request.header('Origin') ?? null,
    idempotencyKey: request.header('Idempotency-Key') ?? null,
    file: file ? { name: file.originalname, type: file.mimetype, bytes: new Uint8Array(file.buffer) } : null,
    // The socket's own address: a forwarded-for header is the caller's word, not a fact.
    clientAddress: request.socket.remoteAddress ?? 'unknown',
  };
}

function sendResult(response: Response, { status, type, body, headers }: BackendResponse) {
  if (headers) response.set(headers);
  if (type === 'stream') {
    response.status(status);
    void sendChunks(response, body as Iterable<string>);
    return;
  }
  if (type === 'text') response.status(status).type('text/plain').send(String(body));
  else response.status(status).json(body);
}

/** Every failure answers a sentence: never a stack trace, a file path or the error's own text. */
function errorHandler(log: (message: string) => void): ErrorRequestHandler {
  return (error: unknown, request, response, next) => {
    if (response.headersSent) {
      next(error);
      return;
    }
    if (error instanceof multer.MulterError) {
      const tooLarge = error.code === 'LIMIT_FILE_SIZE';
      refuse(request, response, tooLarge ? 413 : 400, tooLarge ? 'Images can be at most 5 MB.' : 'The upload must be one image file and its _id field, nothing more.');
      return;
    }
    const { type, status, limit } = (error ?? {}) as { type?: string; status?: number; limit?: number };
    if (type === 'entity.parse.failed') {
      response.status(400).json({ message: 'The request body is not valid JSON.' });
      return;
    }
    if (type === 'entity.too.large') {
      refuse(request, response, 413, typeof limit === 'number' ? tooLargeMessage(limit) : 'The request body is too large.');
      return;
    }
    if (status && status >= 400 && status < 500) {
      refuse(request, response, status, 'The request could not be read.');
      return;
    }
    log(`Unexpected error on ${request.method} ${request.path.slice(0, 200)}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    response.status(500).json({ message: 'The server had an unexpected problem.' });
  };
}
