/**
 * Operators' sessions: the token a request brings (a browser's HttpOnly cookie, or an API
 * client's Authorization: Bearer), the sessions still live, and the cookie that carries one.
 *
 * A session ends at the first of: logout, 12 hours after sign-in, or `idleMs` (30 minutes by
 * default) without a call from its operator. Activity is written to the session at most once
 * a minute (SEEN_EVERY_MS), so a busy operator does not cost a disk write per call.
 */
import { SESSION_ACTIVITY_RECORDED_EVERY_MS } from '../schemas';
import type { AuthSession, Frozen, WorkingDatabase } from './db';

/** Tokens are 43 characters of base64url (32 bytes); anything much longer is not one. */
const MAX_TOKEN_LENGTH = 256;

/** The cookie the browser keeps the session in (HttpOnly, SameSite=Strict). */
export const SESSION_COOKIE = 'consult_session';

export const SESSION_TTL_HOURS = 12;
export const DEFAULT_SESSION_IDLE_MINUTES = 30;
/** How stale the recorded last activity may be before a call records it again (the browser's warning counts on it). */
export const SEEN_EVERY_MS = SESSION_ACTIVITY_RECORDED_EVERY_MS;

/** What a request brings that may identify its session. */
export interface Credentials {
  /** The Authorization header, when one was sent. */
  authorization?: string | null;
  /** The Cookie header, when one was sent. */
  cookie?: string | null;
}

/** What deciding about a session needs from the backend's surroundings. */
export interface SessionRules {
  now(): Date;
  hashToken: (token: string) => string;
  /** A session ends after this long without a call (ms). */
  sessionIdleMs: number;
}

export function bearerToken(authorization: string | null | undefined): string | null {
  if (!authorization || authorization.length > MAX_TOKEN_LENGTH + 7) return null;
  return /^Bearer ([\x21-\x7e]+)$/i.exec(authorization)?.[1] ?? null;
}

/** The session cookie's value in a Cookie header; only a token's characters are accepted. */
export function cookieToken(cookie: string | null | undefined): string | null {
  if (!cookie || cookie.length > 8192) return null;
  for (const part of cookie.split(';')) {
    const [name, ...value] = part.split('=');
    if (name?.trim() !== SESSION_COOKIE) continue;
    const token = value.join('=').trim();
    if (token.length > 0 && token.length <= MAX_TOKEN_LENGTH && /^[A-Za-z0-9_-]+$/.test(token)) return token;
  }
  return null;
}

/** The bearer token when one is sent (an API client), else the browser's cookie. */
export function requestToken(credentials: Credentials): string | null {
  return bearerToken(credentials.authorization) ?? cookieToken(credentials.cookie);
}

/** When `session` was last used: recorded activity, or its sign-in for sessions kept before activity was. */
const lastSeen = (session: Frozen<AuthSession>) => Date.parse(session.lastSeenAt ?? session.createdAt);

/** The moment `session` ends unless its operator makes a call first. */
export function sessionEndsAt(session: Frozen<AuthSession>, idleMs: number): number {
  return Math.min(Date.parse(session.expiresAt), lastSeen(session) + idleMs);
}

export function isLive(session: Frozen<AuthSession>, now: Date, idleMs: number): boolean {
  return session.endedReason === undefined && sessionEndsAt(session, idleMs) > now.getTime();
}

/** Why the request's session ended, when an admin ended it ('disabled'): its tabs say so. */
export function endedReasonOf(db: SessionHolder, credentials: Credentials, rules: SessionRules): 'disabled' | null {
  const token = requestToken(credentials);
  if (!token) return null;
  const tokenHash = rules.hashToken(token);
  return db.sessions.find((session) => session.tokenHash === tokenHash)?.endedReason ?? null;
}

/** `sessions` with every live one of `userId` ended because their operator was disabled (kept until they would expire, to say why). */
export function endSessionsOf(sessions: readonly Frozen<AuthSession>[], userId: string): Frozen<AuthSession>[] {
  return sessions.map((session) => (session.userId === userId && session.endedReason === undefined ? { ...session, endedReason: 'disabled' as const } : session));
}

type SessionHolder = Pick<WorkingDatabase, 'sessions'>;

/** The live session whose token is `token`, if any. */
export function sessionByToken(db: SessionHolder, token: string | null, rules: SessionRules): Frozen<AuthSession> | null {
  if (!token) return null;
  const tokenHash = rules.hashToken(token);
  const now = rules.now();
  return db.sessions.find((session) => session.tokenHash === tokenHash && isLive(session, now, rules.sessionIdleMs)) ?? null;
}

/** The live session that sent the request, if any. */
export function sessionOf(db: SessionHolder, credentials: Credentials, rules: SessionRules): Frozen<AuthSession> | null {
  return sessionByToken(db, requestToken(credentials), rules);
}

export function isAuthorised(db: SessionHolder, credentials: Credentials, rules: SessionRules): boolean {
  return sessionOf(db, credentials, rules) !== null;
}

/** The sessions still live at `now` (and those an admin ended, until they would have expired): the same list when none has ended. */
export function sweepSessions(sessions: readonly Frozen<AuthSession>[], now: Date, idleMs: number): readonly Frozen<AuthSession>[] {
  const kept = (session: Frozen<AuthSession>) => (session.endedReason === undefined ? isLive(session, now, idleMs) : Date.parse(session.expiresAt) > now.getTime());
  const live = sessions.filter(kept);
  return live.length === sessions.length ? sessions : live;
}

/**
 * `sessions` with `session`'s activity recorded at `now`, or null when what is recorded is
 * recent enough (or the session is gone) and nothing needs writing.
 */
export function sessionsSeen(sessions: readonly Frozen<AuthSession>[], session: Frozen<AuthSession>, now: Date): Frozen<AuthSession>[] | null {
  if (now.getTime() - lastSeen(session) < SEEN_EVERY_MS) return null;
  const index = sessions.indexOf(session);
  if (index < 0) return null;
  const copy = sessions.slice();
  copy[index] = { ...session, lastSeenAt: now.toISOString() };
  return copy;
}

/** How the session cookie is set: Secure when the backend is served over https. */
export interface CookieOptions {
  secure: boolean;
}

/**
 * The Set-Cookie value that gives the browser `token`: HttpOnly (page script cannot read it),
 * SameSite=Strict (another site's page never sends it), for the whole API, and no longer
 * than the session can last.
 */
export function sessionCookie(token: string, { secure }: CookieOptions): string {
  return `${SESSION_COOKIE}=${token}; Path=/; Max-Age=${SESSION_TTL_HOURS * 3600}; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`;
}

/** The Set-Cookie value that removes the session cookie. */
export function clearedSessionCookie({ secure }: CookieOptions): string {
  return `${SESSION_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`;
}
