/** The one error every API call fails with, and the words a person reads for it (http.ts). */
import type { Issue } from './schemas/common';

export type ApiErrorKind = 'network' | 'timeout' | 'aborted' | 'http' | 'invalid-json' | 'invalid-response';

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  /** HTTP status for kind 'http'. */
  readonly status: number | undefined;
  readonly path: string;
  /** Field-level reasons a 400 answer gave ({ path, message }; path '' for the whole body). */
  readonly issues: Issue[];
  /** The error answer's whole JSON body, unchecked: a 409 carries the record as it is now (`current`). */
  readonly answer: unknown;

  constructor(kind: ApiErrorKind, message: string, path: string, options: { status?: number; issues?: Issue[]; cause?: unknown; answer?: unknown } = {}) {
    super(message, { cause: options.cause });
    this.name = 'ApiError';
    this.kind = kind;
    this.status = options.status;
    this.path = path;
    this.issues = options.issues ?? [];
    this.answer = options.answer;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/**
 * The backend's words when it refused a change as a repeat of one made minutes ago: a 409
 * whose answer gives this `reason` ('sentMeanwhile', 'addedMeanwhile'). Null for any other
 * failure. The operator may then make it again knowingly.
 */
export function refusedAsRepeat(error: unknown, reason: string): string | null {
  if (!isApiError(error) || error.status !== 409 || typeof error.answer !== 'object' || error.answer === null) return null;
  return (error.answer as { reason?: unknown }).reason === reason ? error.message : null;
}

/** A readable message for anything thrown on the way to the user. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return 'Something went wrong. Please try again.';
}

/** '15 s' or '800 ms', for a timeout's message. */
export function describeDuration(ms: number): string {
  return ms >= 1000 ? `${Math.round(ms / 1000)} s` : `${ms} ms`;
}

/** What an HTTP error status means to the person who met it. */
export function statusMessage(status: number): string {
  if (status === 400) return 'The request was not valid.';
  if (status === 401) return 'Your session has ended. Please sign in again.';
  if (status === 403) return 'You are not allowed to do that.';
  if (status === 404) return 'That record was not found.';
  if (status === 409) return 'That change conflicts with the current data. Reload and try again.';
  if (status === 413) return 'That file is too large.';
  if (status === 429) return 'Too many attempts. Please wait a moment and try again.';
  if (status >= 500) return `The server had a problem (${status}). Please try again later.`;
  return `The server answered with an error (${status}).`;
}
