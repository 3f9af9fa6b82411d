/**
 * The operator's session in the browser. SPEC.md: stored user details (session storage or
 * a cookie) send /login2 straight to /dashboard; without them /dashboard goes to /login2.
 */
import { sessionUserSchema, type SessionUser } from '@/api/schemas';
import { z } from 'zod';

const STORAGE_KEY = 'consult.session';
const COOKIE_NAME = 'consult_user';

const storedSessionSchema = z.object({ token: z.string().min(1), user: sessionUserSchema });
export type StoredSession = z.infer<typeof storedSessionSchema>;

type Listener = () => void;
const listeners = new Set<Listener>();

function parse(raw: string | null | undefined): StoredSession | null {
  if (!raw) return null;
  try {
    const result = storedSessionSchema.safeParse(JSON.parse(raw));
    return result.success ? result.data : null;
  } catch {
    return null;
  }
}

function readCookie(): string | null {
  if (typeof document === 'undefined') return null;
  const entry = document.cookie.split('; ').find((part) => part.startsWith(`${COOKIE_NAME}=`));
  return entry ? decodeURIComponent(entry.slice(COOKIE_NAME.length + 1)) : null;
}

/** The raw stored value: a stable snapshot for useSyncExternalStore. */
export function getSessionSnapshot(): string | null {
  if (typeof window === 'undefined') return null;
  return window.sessionStorage.getItem(STORAGE_KEY) ?? readCookie();
}

export function getSession(): StoredSession | null {
  return parse(getSessionSnapshot());
}

export function parseSession(raw: string | null): StoredSession | null {
  return parse(raw);
}

export function getAuthToken(): string | null {
  return getSession()?.token ?? null;
}

export function getSessionUser(): SessionUser | null {
  return getSession()?.user ?? null;
}

export function saveSession(session: StoredSession): void {
  window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(storedSessionSchema.parse(session)));
  listeners.forEach((listener) => listener());
}

export function clearSession(): void {
  if (typeof window === 'undefined') return;
  window.sessionStorage.removeItem(STORAGE_KEY);
  document.cookie = `${COOKIE_NAME}=; Max-Age=0; path=/`;
  listeners.forEach((listener) => listener());
}

/** Called when the session changes (sign in, sign out, a 401 from the API). */
export function onSessionChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
