/** Operators' sessions: the token a request brings, and the sessions still live. */
import type { AuthSession, Frozen, WorkingDatabase } from './db';

/** Tokens are 43 characters of base64url (32 bytes); anything much longer is not one. */
const MAX_TOKEN_LENGTH = 256;

export function bearerToken(authorization: string | null | undefined): string | null {
  if (!authorization || authorization.length > MAX_TOKEN_LENGTH + 7) return null;
  return /^Bearer ([\x21-\x7e]+)$/i.exec(authorization)?.[1] ?? null;
}

type SessionHolder = Pick<WorkingDatabase, 'sessions'>;

/** The operator whose live session sent the request, if any. */
export function sessionOf(db: SessionHolder, authorization: string | null | undefined, now: Date, hashToken: (token: string) => string) {
  const token = bearerToken(authorization);
  if (!token) return null;
  const tokenHash = hashToken(token);
  return db.sessions.find((session) => session.tokenHash === tokenHash && Date.parse(session.expiresAt) > now.getTime()) ?? null;
}

export function isAuthorised(db: SessionHolder, authorization: string | null | undefined, context: { now: () => Date; hashToken: (token: string) => string }): boolean {
  return sessionOf(db, authorization, context.now(), context.hashToken) !== null;
}

/** The sessions still live at `now`: the same list when none has expired. */
export function sweepSessions(sessions: readonly Frozen<AuthSession>[], now: Date): readonly Frozen<AuthSession>[] {
  const live = sessions.filter((session) => Date.parse(session.expiresAt) > now.getTime());
  return live.length === sessions.length ? sessions : live;
}
