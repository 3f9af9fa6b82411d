/**
 * The operator's session in the browser. SPEC.md: stored user details send /login2 straight
 * to /dashboard; without them /dashboard goes to /login2. The details live in session
 * storage only, so closing the browser ends them.
 */
import { z } from 'zod';
import { sessionUserSchema } from './schemas';

const STORAGE_KEY = 'consult.session';
const SIGNED_OUT_KEY = 'consult.signedOut';

/** Why the last session ended: the operator chose to, or the backend refused the token (401). */
export type SignedOutReason = 'logout' | 'expired';

const storedSessionSchema = z.object({ token: z.string().min(1), user: sessionUserSchema });
export type StoredSession = z.infer<typeof storedSessionSchema>;

type Listener = () => void;
const listeners = new Set<Listener>();

/** The raw stored value: a stable snapshot for useSyncExternalStore. */
export function getSessionSnapshot(): string | null {
  if (typeof window === 'undefined') return null;
  return window.sessionStorage.getItem(STORAGE_KEY);
}

export function parseSession(raw: string | null | undefined): StoredSession | null {
  if (!raw) return null;
  try {
    const result = storedSessionSchema.safeParse(JSON.parse(raw));
    return result.success ? result.data : null;
  } catch {
    return null;
  }
}

export function getSession(): StoredSession | null {
  return parseSession(getSessionSnapshot());
}

export function getAuthToken(): string | null {
  return getSession()?.token ?? null;
}

export function saveSession(session: StoredSession): void {
  window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(storedSessionSchema.parse(session)));
  window.sessionStorage.removeItem(SIGNED_OUT_KEY);
  listeners.forEach((listener) => listener());
}

export function clearSession(reason: SignedOutReason = 'expired'): void {
  if (typeof window === 'undefined') return;
  const hadSession = window.sessionStorage.getItem(STORAGE_KEY) !== null;
  window.sessionStorage.removeItem(STORAGE_KEY);
  if (hadSession) window.sessionStorage.setItem(SIGNED_OUT_KEY, reason);
  listeners.forEach((listener) => listener());
}

/** Why the last session ended, if it ended in this tab and nobody has signed in since. */
export function signedOutReason(): SignedOutReason | null {
  if (typeof window === 'undefined') return null;
  const reason = window.sessionStorage.getItem(SIGNED_OUT_KEY);
  return reason === 'logout' || reason === 'expired' ? reason : null;
}

/** Called when the session changes (sign in, sign out, a 401 from the API). */
export function onSessionChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
