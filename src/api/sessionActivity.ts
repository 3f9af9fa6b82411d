/**
 * When the session would end for idleness, as this browser knows it (WCAG 2.2.1: the operator is
 * warned before a time limit and can extend it). The backend ends a session after a spell
 * without calls (`idleSeconds`, told by /auth/keep-alive) and records a call's activity at most
 * once a minute, so the end is counted from the start of the last answered call less that
 * minute: never later than the backend's own. Every tab of the browser shares one record in
 * local storage, and hears another tab's calls through the storage event.
 */
import { z } from 'zod';
import { SESSION_ACTIVITY_RECORDED_EVERY_MS } from './schemas';
import { storageChannel } from './storageChannel';

const STORAGE_KEY = 'consult.session.activity';
const channel = storageChannel(STORAGE_KEY);

/** The warning comes this long before the end. */
export const WARN_BEFORE_MS = 2 * 60_000;
/** …and this long before the 12-hour limit, which nothing extends: time to save. */
export const LIMIT_WARN_BEFORE_MS = 5 * 60_000;
/** A keystroke or click after this long without a call tells the backend the operator is there. */
export const KEEP_ALIVE_AFTER_MS = 5 * 60_000;

const activitySchema = z.object({
  /** When the last answered back-office call started (this browser's clock, ms). */
  answeredAt: z.number().nonnegative(),
  /** How long the backend lets a session stay idle (ms); null until it has said. */
  idleMs: z.number().positive().max(12 * 3600_000).nullable(),
});
export type SessionActivity = z.infer<typeof activitySchema>;

function storage(): Storage | null {
  return typeof window === 'undefined' ? null : window.localStorage;
}

/** The raw record: a stable snapshot for useSyncExternalStore. */
export function activitySnapshot(): string | null {
  return storage()?.getItem(STORAGE_KEY) ?? null;
}

/** The record, or null when there is none or it is unreadable. */
export function parseActivity(raw: string | null): SessionActivity | null {
  if (!raw) return null;
  try {
    const parsed = activitySchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export const readActivity = () => parseActivity(activitySnapshot());

function write(activity: SessionActivity): void {
  try {
    storage()?.setItem(STORAGE_KEY, JSON.stringify(activity));
  } catch {
    // Storage refused (full, or private mode): this tab's own timers still run from its calls.
  }
  channel.notify();
}

/** A back-office call that started at `startedAt` was answered: the session is alive from then. */
export function noteAnswered(startedAt: number): void {
  const known = readActivity();
  if (known && known.answeredAt >= startedAt) return;
  write({ answeredAt: startedAt, idleMs: known?.idleMs ?? null });
}

/** A session has just begun (sign-in): whatever an earlier one did no longer counts. */
export function noteSignedIn(now = Date.now()): void {
  write({ answeredAt: now, idleMs: readActivity()?.idleMs ?? null });
}

/** The backend's idle limit, from a keep-alive answer. */
export function noteIdleLimit(idleMs: number): void {
  const known = readActivity();
  if (known?.idleMs === idleMs) return;
  write({ answeredAt: known?.answeredAt ?? 0, idleMs });
}

/** When the session ends unless there is a call first (ms), or null while the limit is unknown. */
export function idleEnd(activity: SessionActivity | null): number | null {
  if (!activity?.idleMs || activity.answeredAt === 0) return null;
  return activity.answeredAt - SESSION_ACTIVITY_RECORDED_EVERY_MS + activity.idleMs;
}

/** Called when the record changes, in this tab or another. */
export const onActivityChange = channel.subscribe;
