/**
 * The one fetch wrapper. JSON in and out, a base URL from configuration (or a path relative
 * to the page for the chat calls), a timeout, abort, the bearer token of the session, and a
 * single ApiError whose message a person can read.
 */
import type { ZodType } from 'zod';
import type { Issue } from './schemas/common';

export type ApiErrorKind = 'network' | 'timeout' | 'aborted' | 'http' | 'invalid-json' | 'invalid-response';

/**
 * A User Timing mark when an answer has been read and checked ('answer /transactions2'), so
 * the time from data in hand to painted rows can be measured (npm run bench:tables) and seen
 * in the browser's Performance panel. One mark per path: the newest replaces the last.
 */
function markAnswered(path: string) {
  if (typeof performance === 'undefined' || typeof performance.mark !== 'function') return;
  const name = `answer ${path}`;
  performance.clearMarks(name);
  performance.mark(name);
}

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  /** HTTP status for kind 'http'. */
  readonly status: number | undefined;
  readonly path: string;
  /** Field-level reasons a 400 answer gave ({ path, message }; path '' for the whole body). */
  readonly issues: Issue[];

  constructor(kind: ApiErrorKind, message: string, path: string, options: { status?: number; issues?: Issue[]; cause?: unknown } = {}) {
    super(message, { cause: options.cause });
    this.name = 'ApiError';
    this.kind = kind;
    this.status = options.status;
    this.path = path;
    this.issues = options.issues ?? [];
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** A readable message for anything thrown on the way to the user. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return 'Something went wrong. Please try again.';
}

function describeDuration(ms: number): string {
  return ms >= 1000 ? `${Math.round(ms / 1000)} s` : `${ms} ms`;
}

function statusMessage(status: number): string {
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

export interface HttpClientOptions {
  /** Base of every non-relative path, e.g. http://localhost:3001 (no trailing slash). */
  baseUrl: string;
  timeoutMs: number;
  getToken?: () => string | null;
  /** Called once for every 401 answer: the session is over. */
  onUnauthorized?: () => void;
  fetch?: typeof fetch;
}

export interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Serialised as JSON. */
  body?: unknown;
  /** Sent as multipart/form-data instead of JSON. */
  formData?: FormData;
  /** Validates the answer; omitted only for answers the caller does not read. */
  schema?: ZodType<T>;
  /** 'text' for calls whose answer body is plain text (the upload answers its URL). */
  responseType?: 'json' | 'text';
  signal?: AbortSignal;
  timeoutMs?: number;
  /** true for paths relative to the page's origin (SPEC.md: the chat calls). */
  relative?: boolean;
  /** Overrides the client's base URL (the AI service has its own). */
  baseUrl?: string;
  /** Adds the session's bearer token; on by default. */
  auth?: boolean;
  /** Extra request headers (an Idempotency-Key). */
  headers?: Record<string, string>;
}

function resolveUrl(path: string, base: string | undefined): string {
  if (base === undefined) {
    const origin = typeof window !== 'undefined' ? window.location.href : 'http://localhost/';
    return new URL(path, origin).toString();
  }
  return `${base}${path.startsWith('/') ? path : `/${path}`}`;
}

/** An issue as the backend sends it; a plain string (another backend's style) has no field. */
function readIssue(item: unknown): Issue | null {
  if (typeof item === 'string') return { path: '', message: item };
  if (item && typeof item === 'object') {
    const { path, message } = item as Record<string, unknown>;
    if (typeof message === 'string') return { path: typeof path === 'string' ? path : Array.isArray(path) ? path.join('.') : '', message };
  }
  return null;
}

async function readErrorAnswer(response: Response): Promise<{ message?: string; issues?: Issue[] }> {
  try {
    const data: unknown = await response.json();
    if (data && typeof data === 'object') {
      const { message, error, issues } = data as Record<string, unknown>;
      const text = typeof message === 'string' ? message : typeof error === 'string' ? error : undefined;
      const list = Array.isArray(issues) ? issues.map(readIssue).filter((item): item is Issue => item !== null) : undefined;
      return { message: text, issues: list };
    }
  } catch {
    // An error answer that is not JSON still has its status to speak for it.
  }
  return {};
}

export function createHttpClient(options: HttpClientOptions) {
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));

  async function request<T>(path: string, init: RequestOptions<T> = {}): Promise<T> {
    const method = init.method ?? 'POST';
    const url = resolveUrl(path, init.relative ? undefined : (init.baseUrl ?? options.baseUrl));
    const timeoutMs = init.timeoutMs ?? options.timeoutMs;

    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    const abortFromCaller = () => controller.abort();
    if (init.signal?.aborted) controller.abort();
    init.signal?.addEventListener('abort', abortFromCaller, { once: true });

    const headers = new Headers({ Accept: init.responseType === 'text' ? 'text/plain, application/json' : 'application/json' });
    let body: BodyInit | undefined;
    if (init.formData) {
      body = init.formData;
    } else if (init.body !== undefined) {
      headers.set('Content-Type', 'application/json');
      body = JSON.stringify(init.body);
    }
    for (const [name, value] of Object.entries(init.headers ?? {})) headers.set(name, value);
    const token = init.auth === false ? null : options.getToken?.();
    if (token) headers.set('Authorization', `Bearer ${token}`);

    try {
      let response: Response;
      try {
        response = await doFetch(url, { method, headers, body, signal: controller.signal });
      } catch (cause) {
        if (timedOut) {
          throw new ApiError('timeout', `The server took too long to answer (more than ${describeDuration(timeoutMs)}). Please try again.`, path, { cause });
        }
        if (controller.signal.aborted) throw new ApiError('aborted', 'The request was cancelled.', path, { cause });
        throw new ApiError('network', 'Could not reach the server. Check your connection and try again.', path, { cause });
      }

      if (!response.ok) {
        const answer = await readErrorAnswer(response);
        if (response.status === 401) options.onUnauthorized?.();
        throw new ApiError('http', answer.message || statusMessage(response.status), path, {
          status: response.status,
          issues: answer.issues,
        });
      }

      let data: unknown;
      try {
        if (init.responseType === 'text') {
          data = await response.text();
        } else {
          const text = await response.text();
          data = text === '' ? undefined : JSON.parse(text);
        }
      } catch (cause) {
        if (timedOut) throw new ApiError('timeout', `The server took too long to answer (more than ${describeDuration(timeoutMs)}). Please try again.`, path, { cause });
        if (controller.signal.aborted) throw new ApiError('aborted', 'The request was cancelled.', path, { cause });
        throw new ApiError('invalid-json', 'The server sent an answer that could not be read.', path, { cause });
      }

      if (!init.schema) return data as T;
      const parsed = init.schema.safeParse(data);
      if (!parsed.success) {
        throw new ApiError('invalid-response', 'The server sent an answer in an unexpected shape.', path, {
          issues: parsed.error.issues.map((issue) => ({ path: issue.path.join('.') || 'answer', message: issue.message })),
          cause: parsed.error,
        });
      }
      markAnswered(path);
      return parsed.data;
    } finally {
      clearTimeout(timer);
      init.signal?.removeEventListener('abort', abortFromCaller);
    }
  }

  return { request };
}

export type HttpClient = ReturnType<typeof createHttpClient>;
