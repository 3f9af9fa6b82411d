/**
 * The operator's session in the browser. The session itself is an HttpOnly cookie that page
 * script never sees (PRODUCT.md point 16); what is kept here is who is signed in and until
 * when at the latest, in local storage, so every tab of the browser shares it. SPEC.md: stored
 * user details send /login2 straight to /dashboard; without them /dashboard goes to /login2.
 *
 * Every tab listens: when one tab signs out (logout, or the backend answering 401), the
 * others learn it from the storage event at once and go to /login2 with the reason.
 */
import { z } from 'zod';
import { sessionUserSchema } from './schemas';
import { noteSignedIn } from './sessionActivity';
import { storageChannel } from './storageChannel';

const STORAGE_KEY = 'consult.session';
const SIGNED_OUT_KEY = 'consult.signedOut';

/** Why the last session ended: the operator chose to, or the backend refused the session (401, expiry). */
export type SignedOutReason = 'logout' | 'expired' | 'disabled';

const storedSessionSchema = z.object({ user: sessionUserSchema, expiresAt: z.string().max(40) });
export type StoredSession = z.infer<typeof storedSessionSchema>;

const signedOutSchema = z.object({ reason: z.enum(['logout', 'expired', 'disabled']), tab: z.string().max(64) });

/** This page's own name among the browser's tabs, so a tab tells its own logout from another's. */
const THIS_TAB = typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : String(Math.random());

const channel = storageChannel(STORAGE_KEY);

function storage(): Storage | null {
  return typeof window === 'undefined' ? null : window.localStorage;
}

/**
 * When a session just begun ends at the latest, by this browser's clock: `expiresInSeconds` from
 * now when the backend says it, so a clock hours fast does not take a fresh session for an ended
 * one (and a slow one does not keep it past its end); else the backend's own moment.
 */
export function sessionDeadline(answer: { expiresAt: string; expiresInSeconds?: number | undefined }, now = Date.now()): string {
  return answer.expiresInSeconds === undefined ? answer.expiresAt : new Date(now + answer.expiresInSeconds * 1000).toISOString();
}

/** The raw stored value: a stable snapshot for useSyncExternalStore. */
export function getSessionSnapshot(): string | null {
  return storage()?.getItem(STORAGE_KEY) ?? null;
}

/** The stored session, or null when there is none, it is unreadable or it is past its last moment. */
export function parseSession(raw: string | null | undefined, now = Date.now()): StoredSession | null {
  if (!raw) return null;
  try {
    const result = storedSessionSchema.safeParse(JSON.parse(raw));
    return result.success && Date.parse(result.data.expiresAt) > now ? result.data : null;
  } catch {
    return null;
  }
}

export function getSession(): StoredSession | null {
  return parseSession(getSessionSnapshot());
}

export function saveSession(session: StoredSession): void {
  const store = storage();
  if (!store) return;
  store.setItem(STORAGE_KEY, JSON.stringify(storedSessionSchema.parse(session)));
  store.removeItem(SIGNED_OUT_KEY);
  // The idle limit counts from now, not from what an earlier session last did.
  noteSignedIn();
  channel.notify();
}

/** Ends the session in every tab of this browser, saying why. */
export function clearSession(reason: SignedOutReason = 'expired'): void {
  const store = storage();
  if (!store) return;
  const hadSession = store.getItem(STORAGE_KEY) !== null;
  store.removeItem(STORAGE_KEY);
  if (hadSession) store.setItem(SIGNED_OUT_KEY, JSON.stringify({ reason, tab: THIS_TAB }));
  channel.notify();
}

/** Why the last session ended, and whether it ended in another tab; null once someone signs in again. */
export function signedOut(): { reason: SignedOutReason; elsewhere: boolean } | null {
  const raw = storage()?.getItem(SIGNED_OUT_KEY);
  if (!raw) return null;
  try {
    const result = signedOutSchema.safeParse(JSON.parse(raw));
    return result.success ? { reason: result.data.reason, elsewhere: result.data.tab !== THIS_TAB } : null;
  } catch {
    return null;
  }
}

/** Why the last session ended, if nobody has signed in since. */
export function signedOutReason(): SignedOutReason | null {
  return signedOut()?.reason ?? null;
}

/** Called when the session changes, in this tab or another (sign in, sign out, a 401 from the API). */
export const onSessionChange = channel.subscribe;
