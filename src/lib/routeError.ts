/**
 * What a route's error boundary makes of the error it caught (issue 24). The one case it
 * treats on its own is a page whose code is gone: after a deploy the old chunk names no longer
 * exist, so a tab opened before it cannot load its code, and one reload fetches the new build.
 * The reload happens once: remembered per path for a few seconds, so a chunk that is really
 * missing shows its error instead of reloading forever.
 */
import { isRouteErrorResponse } from 'react-router-dom';

/**
 * 'not-found': the router found no page for the address. 'missing-code': the page's code could
 * not be fetched. 'failed': anything else (an error while drawing the page).
 */
export type RouteErrorKind = 'not-found' | 'missing-code' | 'failed';

/** What each browser, and Vite's preload helper, says when a dynamic import cannot be fetched. */
const MISSING_CODE_MESSAGES = [
  /Failed to fetch dynamically imported module/i, // Chromium
  /Importing a module script failed/i, // Safari
  /is not a valid JavaScript MIME type/i, // Safari, when a host answers the missing chunk with an HTML page
  /error loading dynamically imported module/i, // Firefox
  /Unable to preload CSS/i, // Vite, when the chunk's stylesheet is gone
];

function messageOf(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  return '';
}

export function classifyRouteError(error: unknown): RouteErrorKind {
  if (isRouteErrorResponse(error)) return error.status === 404 ? 'not-found' : 'failed';
  const message = messageOf(error);
  return MISSING_CODE_MESSAGES.some((pattern) => pattern.test(message)) ? 'missing-code' : 'failed';
}

/** A second failure of the same path within this time of the automatic reload is shown, not reloaded. */
export const AUTOMATIC_RELOAD_WINDOW_MS = 10_000;

/** The part of Storage the decision needs (sessionStorage in the app: it lasts as long as the tab). */
export type ReloadMemory = Pick<Storage, 'getItem' | 'setItem'>;

export const automaticReloadKey = (path: string) => `consult.missing-code-reload:${path}`;

/** Whether the page at `path` may reload itself now, without remembering anything (a render may ask it). */
export function mayReloadAutomatically(memory: ReloadMemory | undefined, path: string, now: number): boolean {
  if (!memory) return false;
  try {
    const sinceLast = now - Number(memory.getItem(automaticReloadKey(path)) ?? NaN);
    return !(sinceLast >= 0 && sinceLast < AUTOMATIC_RELOAD_WINDOW_MS);
  } catch {
    return false;
  }
}

/**
 * Whether the page at `path` may reload itself now. When it may, the attempt is remembered at
 * `now`, so the same failure right after that reload answers no. Storage that is missing or
 * throws also answers no: without a memory a reload could loop, and one click on Reload costs
 * less than that.
 */
export function claimAutomaticReload(memory: ReloadMemory | undefined, path: string, now: number): boolean {
  if (!memory || !mayReloadAutomatically(memory, path, now)) return false;
  try {
    memory.setItem(automaticReloadKey(path), String(now));
    return true;
  } catch {
    return false;
  }
}
