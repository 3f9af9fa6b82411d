/**
 * The one HTTP client. JSON in and out, a base URL from configuration (or a path relative
 * to the page for the chat calls), a timeout, abort, the bearer token of the session, and a
 * single ApiError whose message a person can read.
 *
 * Requests go through fetch, except an upload (formData) whose caller wants to know how much
 * has been sent (onUploadProgress): fetch cannot tell, so that one goes through
 * XMLHttpRequest. Both transports share everything but the sending: the URL and headers
 * (prepare), the deadline and abort (startDeadline, failureOf) and the reading of the
 * answer (readAnswer), so they give the same results and the same errors.
 */
import type { ZodType } from 'zod';
import { ApiError, describeDuration, statusMessage } from './apiError';
import { readErrorAnswer } from './errorAnswer';
import { abortError, sendWithXhr, type Prepared, type UploadProgress } from './xhrSend';

export { ApiError, errorMessage, isApiError, refusedAsRepeat, type ApiErrorKind } from './apiError';

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

export interface HttpClientOptions {
  /** Base of every non-relative path, e.g. http://localhost:3001 (no trailing slash). */
  baseUrl: string;
  timeoutMs: number;
  /**
   * Whether the browser sends its cookies (the session's HttpOnly cookie) and keeps those an
   * answer sets: 'include' for the back-office's API on another origin. 'same-origin' when not said.
   */
  credentials?: RequestCredentials;
  /** Called once for every 401 answer: the session is over. `reason` is the answer's, when it gives one ('disabled': an admin ended it). */
  onUnauthorized?: (reason: string | null) => void;
  /** A call to `baseUrl` that started at `startedAt` (ms) was answered with success (the session's activity). */
  onAnswered?: (startedAt: number) => void;
  fetch?: typeof fetch;
  /** The XMLHttpRequest class for uploads that report progress (the page's own by default). */
  XMLHttpRequest?: typeof XMLHttpRequest;
}

export type { UploadProgress } from './xhrSend';

export interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Serialised as JSON. */
  body?: unknown;
  /** Sent as multipart/form-data instead of JSON. */
  formData?: FormData;
  /** With formData: called as the upload goes (it is then sent with XMLHttpRequest). */
  onUploadProgress?: UploadProgress;
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

/** The deadline and the caller's abort, joined into one signal both transports obey. */
interface Deadline {
  signal: AbortSignal;
  timedOut: () => boolean;
  /** Clears the timer and stops listening to the caller. */
  done: () => void;
}

function startDeadline(callerSignal: AbortSignal | undefined, timeoutMs: number): Deadline {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const abortFromCaller = () => controller.abort();
  if (callerSignal?.aborted) controller.abort();
  callerSignal?.addEventListener('abort', abortFromCaller, { once: true });
  return {
    signal: controller.signal,
    timedOut: () => timedOut,
    done: () => {
      clearTimeout(timer);
      callerSignal?.removeEventListener('abort', abortFromCaller);
    },
  };
}

/**
 * The ApiError for a request that got no (whole) answer: the deadline, the caller's abort,
 * or else `otherwise` (the network for the sending, an unreadable answer for the reading).
 */
function failureOf(cause: unknown, path: string, deadline: Deadline, timeoutMs: number, otherwise: 'network' | 'invalid-json'): ApiError {
  if (deadline.timedOut()) {
    return new ApiError('timeout', `The server took too long to answer (more than ${describeDuration(timeoutMs)}). Please try again.`, path, { cause });
  }
  if (deadline.signal.aborted) return new ApiError('aborted', 'The request was cancelled.', path, { cause });
  if (otherwise === 'network') return new ApiError('network', 'Could not reach the server. Check your connection and try again.', path, { cause });
  return new ApiError('invalid-json', 'The server sent an answer that could not be read.', path, { cause });
}

export function createHttpClient(options: HttpClientOptions) {
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  const credentials = options.credentials ?? 'same-origin';
  // Looked up per request: a test's or a mock's XMLHttpRequest may be installed later.
  const xhrClass = () => options.XMLHttpRequest ?? (typeof XMLHttpRequest === 'undefined' ? undefined : XMLHttpRequest);

  function prepare(path: string, init: RequestOptions<unknown>): Prepared {
    const headers = new Headers({ Accept: init.responseType === 'text' ? 'text/plain, application/json' : 'application/json' });
    let body: BodyInit | undefined;
    if (init.formData) {
      body = init.formData;
    } else if (init.body !== undefined) {
      headers.set('Content-Type', 'application/json');
      body = JSON.stringify(init.body);
    }
    for (const [name, value] of Object.entries(init.headers ?? {})) headers.set(name, value);
    return {
      method: init.method ?? 'POST',
      url: resolveUrl(path, init.relative ? undefined : (init.baseUrl ?? options.baseUrl)),
      headers,
      body,
      timeoutMs: init.timeoutMs ?? options.timeoutMs,
    };
  }

  /** An error answer as an ApiError (401 ends the session); a success as the checked data. */
  function readAnswer<T>(path: string, init: RequestOptions<T>, status: number, text: string): T {
    if (status < 200 || status > 299) {
      const answer = readErrorAnswer(text);
      if (status === 401) options.onUnauthorized?.(reasonOf(answer.answer));
      throw new ApiError('http', answer.message || statusMessage(status), path, { status, issues: answer.issues, answer: answer.answer });
    }
    let data: unknown;
    if (init.responseType === 'text') data = text;
    else data = text === '' ? undefined : JSON.parse(text);
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
  }

  /** Reads and checks the answer text, an unreadable body being 'invalid-json' (or the deadline's). */
  function answerOf<T>(path: string, init: RequestOptions<T>, prepared: Prepared, deadline: Deadline, status: number, text: string): T {
    try {
      return readAnswer(path, init, status, text);
    } catch (cause) {
      if (cause instanceof ApiError) throw cause;
      throw failureOf(cause, path, deadline, prepared.timeoutMs, 'invalid-json');
    }
  }

  async function viaFetch<T>(path: string, init: RequestOptions<T>, prepared: Prepared, deadline: Deadline): Promise<T> {
    let response: Response;
    try {
      response = await doFetch(prepared.url, { method: prepared.method, headers: prepared.headers, body: prepared.body, signal: deadline.signal, credentials });
    } catch (cause) {
      throw failureOf(cause, path, deadline, prepared.timeoutMs, 'network');
    }
    let text: string;
    try {
      text = await response.text();
    } catch (cause) {
      // An error answer whose body cannot be read still has its status to speak for it.
      if (!response.ok) text = '';
      else throw failureOf(cause, path, deadline, prepared.timeoutMs, 'invalid-json');
    }
    return answerOf(path, init, prepared, deadline, response.status, text);
  }

  async function viaXhr<T>(Xhr: typeof XMLHttpRequest, path: string, init: RequestOptions<T>, prepared: Prepared, deadline: Deadline, onUploadProgress: UploadProgress): Promise<T> {
    let answer: { status: number; text: string };
    try {
      answer = await sendWithXhr(Xhr, prepared, deadline.signal, onUploadProgress, credentials === 'include');
    } catch (cause) {
      throw failureOf(cause, path, deadline, prepared.timeoutMs, 'network');
    }
    return answerOf(path, init, prepared, deadline, answer.status, answer.text);
  }

  async function request<T>(path: string, init: RequestOptions<T> = {}): Promise<T> {
    const prepared = prepare(path, init);
    const deadline = startDeadline(init.signal, prepared.timeoutMs);
    const startedAt = Date.now();
    try {
      const Xhr = init.formData && init.onUploadProgress ? xhrClass() : undefined;
      const answer = Xhr && init.onUploadProgress ? await viaXhr(Xhr, path, init, prepared, deadline, init.onUploadProgress) : await viaFetch(path, init, prepared, deadline);
      if (!init.relative && init.baseUrl === undefined) options.onAnswered?.(startedAt);
      return answer;
    } finally {
      deadline.done();
    }
  }

  /**
   * A long answer read as it comes (an export of a whole list): the deadline covers the wait
   * for the answer to start and then each silence between chunks, never the whole download,
   * and `onProgress` hears the lines so far (a CSV's rows and its header, near enough: a
   * quoted line break counts too) and the X-Total-Count of rows the answer announced. The
   * caller's signal cancels it at any moment. Answers the body as a Blob, whose parts the
   * browser may keep outside the page's heap.
   */
  async function download(path: string, init: Omit<RequestOptions<never>, 'schema' | 'responseType' | 'formData' | 'onUploadProgress'> & { onProgress?: (progress: { lines: number; total: number | null }) => void; type?: string }): Promise<Blob> {
    const prepared = prepare(path, init);
    prepared.headers.set('Accept', `${init.type ?? 'text/csv'}, application/json`);
    let deadline = startDeadline(init.signal, prepared.timeoutMs);
    const startedAt = Date.now();
    try {
      let response: Response;
      try {
        response = await doFetch(prepared.url, { method: prepared.method, headers: prepared.headers, body: prepared.body, signal: deadline.signal, credentials });
      } catch (cause) {
        throw failureOf(cause, path, deadline, prepared.timeoutMs, 'network');
      }
      if (!response.ok || !response.body) return answerOf<never>(path, init, prepared, deadline, response.status, await response.text().catch(() => ''));
      const announced = Number(response.headers.get('X-Total-Count'));
      const total = Number.isFinite(announced) && response.headers.has('X-Total-Count') ? announced : null;
      const reader = response.body.getReader();
      const parts: Uint8Array[] = [];
      let lines = 0;
      for (;;) {
        let chunk: ReadableStreamReadResult<Uint8Array>;
        try {
          chunk = await reader.read();
        } catch (cause) {
          throw failureOf(cause, path, deadline, prepared.timeoutMs, 'network');
        }
        if (chunk.done) break;
        parts.push(chunk.value);
        for (const byte of chunk.value) if (byte === 10) lines += 1;
        init.onProgress?.({ lines, total });
        // Each chunk starts the watch for silence again.
        deadline.done();
        deadline = startDeadline(init.signal, prepared.timeoutMs);
        if (deadline.signal.aborted) {
          await reader.cancel().catch(() => undefined);
          throw failureOf(abortError(), path, deadline, prepared.timeoutMs, 'network');
        }
      }
      markAnswered(path);
      if (!init.relative && init.baseUrl === undefined) options.onAnswered?.(startedAt);
      return new Blob(parts as BlobPart[], { type: response.headers.get('Content-Type') ?? init.type ?? 'text/csv' });
    } finally {
      deadline.done();
    }
  }

  return { request, download };
}

export type HttpClient = ReturnType<typeof createHttpClient>;

/** The `reason` a refusal gives beside its message, if any. */
function reasonOf(answer: unknown): string | null {
  const reason = answer && typeof answer === 'object' ? (answer as { reason?: unknown }).reason : undefined;
  return typeof reason === 'string' ? reason.slice(0, 40) : null;
}
