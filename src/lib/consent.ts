/**
 * The visitor's answer to "may we use an advertising cookie?", kept in localStorage.
 * Nothing stored (or anything unreadable) means the question is still open, and an open
 * question counts as "no": only an explicit 'granted' allows tracking.
 */
import { z } from 'zod';

export type ConsentChoice = 'granted' | 'denied';
/** 'unknown' is treated exactly like 'denied' until the visitor answers. */
export type ConsentState = ConsentChoice | 'unknown';

export const CONSENT_STORAGE_KEY = 'chitchat.ad-consent.v1';

const storedConsent = z.object({
  choice: z.enum(['granted', 'denied']),
  decidedAt: z.iso.datetime(),
});
export type StoredConsent = z.infer<typeof storedConsent>;

type Listener = (state: ConsentState) => void;
const listeners = new Set<Listener>();

/** localStorage can be missing or throw (privacy modes, blocked storage): then nothing persists. */
function defaultStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

export function parseConsent(raw: string | null | undefined): ConsentState {
  if (!raw) return 'unknown';
  try {
    const parsed = storedConsent.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data.choice : 'unknown';
  } catch {
    return 'unknown';
  }
}

export function readConsent(storage: Storage | undefined = defaultStorage()): ConsentState {
  try {
    return parseConsent(storage?.getItem(CONSENT_STORAGE_KEY));
  } catch {
    return 'unknown';
  }
}

export const allowsTracking = (state: ConsentState): boolean => state === 'granted';

function notify(state: ConsentState) {
  for (const listener of [...listeners]) listener(state);
}

export function writeConsent(choice: ConsentChoice, storage: Storage | undefined = defaultStorage(), now: Date = new Date()): void {
  const value: StoredConsent = { choice, decidedAt: now.toISOString() };
  try {
    storage?.setItem(CONSENT_STORAGE_KEY, JSON.stringify(value));
  } catch {
    // Storage refused: the choice still holds for this page view through the listeners.
  }
  notify(choice);
}

/** Forgets the answer, so the question is asked again. */
export function clearConsent(storage: Storage | undefined = defaultStorage()): void {
  try {
    storage?.removeItem(CONSENT_STORAGE_KEY);
  } catch {
    // Nothing stored that we could remove.
  }
  notify('unknown');
}

/**
 * Calls the listener whenever the answer changes: in this tab through writeConsent and
 * clearConsent, in other tabs through the storage event. Returns the unsubscribe function
 * (the shape useSyncExternalStore expects).
 */
export function subscribeConsent(listener: Listener): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === CONSENT_STORAGE_KEY || event.key === null) listener(parseConsent(event.newValue));
  };
  if (typeof window !== 'undefined') window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    if (typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
  };
}
