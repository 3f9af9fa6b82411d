// @vitest-environment jsdom
/**
 * createHttpClient with an injected fetch: every ApiError kind with the message a person
 * reads, and what a successful request puts on the wire.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError, createHttpClient, errorMessage, isApiError, type HttpClientOptions } from './http';

const BASE = 'https://api.example.test';

type FetchImpl = (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;

function client(fetchImpl: FetchImpl, options: Partial<HttpClientOptions> = {}) {
  const fetchMock = vi.fn(fetchImpl);
  const http = createHttpClient({ baseUrl: BASE, timeoutMs: 5_000, fetch: fetchMock, ...options });
  return { ...http, fetchMock };
}

/** The init the client passed to fetch on its first call. */
function sentInit(fetchMock: ReturnType<typeof vi.fn<FetchImpl>>): RequestInit {
  const init = fetchMock.mock.calls[0]?.[1];
  if (!init) throw new Error('fetch was not called with an init');
  return init;
}

function sentHeaders(fetchMock: ReturnType<typeof vi.fn<FetchImpl>>): Headers {
  return new Headers(sentInit(fetchMock).headers);
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function abortError(): DOMException {
  return new DOMException('This operation was aborted', 'AbortError');
}

/** A fetch that never answers, but rejects like the real one when its signal aborts. */
const hangingFetch: FetchImpl = (_input, init) =>
  new Promise<Response>((_resolve, reject) => {
    const signal = init?.signal;
    if (signal?.aborted) return reject(abortError());
    signal?.addEventListener('abort', () => reject(abortError()), { once: true });
  });

/** A 200 whose body never finishes arriving, and fails when the signal aborts. */
const hangingBodyFetch: FetchImpl = async (_input, init) =>
  ({
    ok: true,
    status: 200,
    headers: new Headers({ 'Content-Type': 'application/json' }),
    text: () =>
      new Promise<string>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(abortError()), { once: true });
      }),
    json: () => Promise.reject(new Error('not used')),
  }) as unknown as Response;

async function caught(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error('Expected the request to reject');
}

afterEach(() => {
  vi.useRealTimers();
});

describe('createHttpClient: failures', () => {
  it("turns a fetch that rejects (TypeError) into kind 'network'", async () => {
    const cause = new TypeError('Failed to fetch');
    const { request } = client(() => Promise.reject(cause));
    const error = await caught(request('/transactions2', { body: {} }));
    expect(error).toMatchObject({
      name: 'ApiError',
      kind: 'network',
      status: undefined,
      path: '/transactions2',
      issues: [],
      message: 'Could not reach the server. Check your connection and try again.',
    });
    expect(error.cause).toBe(cause);
  });

  it("turns a request that outlives timeoutMs into kind 'timeout' (real timers)", async () => {
    const { request, fetchMock } = client(hangingFetch, { timeoutMs: 20 });
    const started = Date.now();
    const error = await caught(request('/dashboard_users', { body: {} }));
    expect(error.kind).toBe('timeout');
    expect(error.message).toMatch(/took too long/i);
    expect(error.path).toBe('/dashboard_users');
    expect(Date.now() - started).toBeGreaterThanOrEqual(15);
    expect(sentInit(fetchMock).signal?.aborted).toBe(true);
  });

  it('names the timeout in seconds (fake timers) and a per-request timeoutMs wins', async () => {
    vi.useFakeTimers();
    const { request } = client(hangingFetch, { timeoutMs: 60_000 });
    const outcome = caught(request('/quiz/list', { body: { active: true }, timeoutMs: 15_000 }));
    await vi.advanceTimersByTimeAsync(14_999);
    let settled = false;
    void outcome.finally(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await outcome;
    expect(error.kind).toBe('timeout');
    expect(error.message).toBe('The server took too long to answer (more than 15 s). Please try again.');
  });

  it("gives kind 'timeout' when the answer body is still arriving at the deadline", async () => {
    vi.useFakeTimers();
    const { request } = client(hangingBodyFetch, { timeoutMs: 1_000 });
    const outcome = caught(request('/earnings_dashboard', { body: {} }));
    await vi.advanceTimersByTimeAsync(1_000);
    const error = await outcome;
    expect(error.kind).toBe('timeout');
    expect(error.message).toMatch(/took too long/i);
  });

  it("turns the caller's abort into kind 'aborted'", async () => {
    const { request, fetchMock } = client(hangingFetch);
    const controller = new AbortController();
    const outcome = caught(request('/api/pool/list', { body: { status: 'active' }, signal: controller.signal }));
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    controller.abort();
    const error = await outcome;
    expect(error).toMatchObject({ kind: 'aborted', message: 'The request was cancelled.', path: '/api/pool/list' });
  });

  it("treats an already-aborted signal as kind 'aborted' without waiting for the timeout", async () => {
    const { request, fetchMock } = client(hangingFetch, { timeoutMs: 60_000 });
    const controller = new AbortController();
    controller.abort();
    const error = await caught(request('/api/pool/list', { body: { status: 'active' }, signal: controller.signal }));
    expect(error.kind).toBe('aborted');
    expect(error.message).toBe('The request was cancelled.');
    expect(sentInit(fetchMock).signal?.aborted).toBe(true);
  });

  it("gives kind 'aborted' when the caller aborts while the body is being read", async () => {
    const { request } = client(hangingBodyFetch);
    const controller = new AbortController();
    const outcome = caught(request('/earnings_dashboard', { body: {}, signal: controller.signal }));
    await new Promise((resolve) => setTimeout(resolve, 0));
    controller.abort();
    expect((await outcome).kind).toBe('aborted');
  });

  it("passes a JSON error answer's message, status and issues through as kind 'http'", async () => {
    const { request } = client(async () =>
      json({ message: 'Title is required', issues: [{ path: 'title', message: 'Title is required' }, 42, 'Body is required'] }, 400),
    );
    const error = await caught(request('/send-notification2', { body: {} }));
    expect(error).toMatchObject({
      kind: 'http',
      status: 400,
      message: 'Title is required',
      path: '/send-notification2',
      issues: [
        { path: 'title', message: 'Title is required' },
        { path: '', message: 'Body is required' },
      ],
    });
  });

  it("falls back to the answer's `error` field when there is no `message`", async () => {
    const { request } = client(async () => json({ error: 'No pool has the id x.' }, 404));
    const error = await caught(request('/poll_activate', { body: { id: 'x' } }));
    expect(error).toMatchObject({ kind: 'http', status: 404, message: 'No pool has the id x.', issues: [] });
  });

  it.each([
    [400, 'The request was not valid.'],
    [401, 'Your session has ended. Please sign in again.'],
    [403, 'You are not allowed to do that.'],
    [404, 'That record was not found.'],
    [409, 'That change conflicts with the current data. Reload and try again.'],
    [413, 'That file is too large.'],
    [429, 'Too many attempts. Please wait a moment and try again.'],
    [500, 'The server had a problem (500). Please try again later.'],
    [503, 'The server had a problem (503). Please try again later.'],
    [418, 'The server answered with an error (418).'],
  ])('explains a %i answer without a JSON body by its status', async (status, message) => {
    const { request } = client(async () => new Response('<html>oops</html>', { status, headers: { 'Content-Type': 'text/html' } }));
    const error = await caught(request('/anything', { body: {} }));
    expect(error).toMatchObject({ kind: 'http', status, message, issues: [] });
  });

  it('uses the status message when the JSON error answer has no usable message', async () => {
    const { request } = client(async () => json({ message: '' }, 404));
    expect((await caught(request('/x'))).message).toBe('That record was not found.');
    const { request: request2 } = client(async () => json(['not', 'an', 'object'], 500));
    expect((await caught(request2('/x'))).message).toBe('The server had a problem (500). Please try again later.');
  });

  it('calls onUnauthorized once for a 401, and not for other errors', async () => {
    const onUnauthorized = vi.fn();
    const { request } = client(async () => json({ message: 'Your session has ended. Please sign in again.' }, 401), { onUnauthorized });
    const error = await caught(request('/transactions2', { body: {} }));
    expect(error).toMatchObject({ kind: 'http', status: 401 });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);

    const other = client(async () => json({ message: 'nope' }, 403), { onUnauthorized });
    await caught(other.request('/transactions2', { body: {} }));
    const bare = client(async () => new Response(null, { status: 401 }), { onUnauthorized });
    expect((await caught(bare.request('/transactions2', { body: {} }))).message).toBe('Your session has ended. Please sign in again.');
    expect(onUnauthorized).toHaveBeenCalledTimes(2);
  });

  it('calls onAnswered with the start of each successful call to the backend, and not for failures or other hosts', async () => {
    const onAnswered = vi.fn();
    let status = 200;
    const { request } = client(async () => json({ ok: true }, status), { onAnswered });
    const before = Date.now();
    await request('/dashboard_users', { body: {} });
    expect(onAnswered).toHaveBeenCalledTimes(1);
    const [startedAt] = onAnswered.mock.calls[0] as [number];
    expect(startedAt).toBeGreaterThanOrEqual(before);
    expect(startedAt).toBeLessThanOrEqual(Date.now());
    // Another host (the AI base URL), a file of the web app, a failure: not the session's activity.
    await request('/chat/completions', { body: {}, baseUrl: 'https://ai.example.test' });
    await request('/blog.json', { method: 'GET', relative: true });
    status = 409;
    await caught(request('/dashboard_users', { body: {} }));
    expect(onAnswered).toHaveBeenCalledTimes(1);
  });

  it("turns a 200 that is not JSON into kind 'invalid-json'", async () => {
    const { request } = client(async () => new Response('<!doctype html><p>Hello', { status: 200 }));
    const error = await caught(request('/dashboard_users', { body: {} }));
    expect(error).toMatchObject({
      kind: 'invalid-json',
      message: 'The server sent an answer that could not be read.',
      status: undefined,
      path: '/dashboard_users',
    });
    expect(error.cause).toBeInstanceOf(SyntaxError);
  });

  it("turns an answer that does not fit the schema into kind 'invalid-response' with the reasons", async () => {
    const schema = z.object({ transactions: z.array(z.object({ amount: z.number() })) });
    const { request } = client(async () => json({ transactions: [{ amount: 'ten' }] }));
    const error = await caught(request('/transactions2', { body: {}, schema }));
    expect(error.kind).toBe('invalid-response');
    expect(error.message).toBe('The server sent an answer in an unexpected shape.');
    expect(error.issues).toHaveLength(1);
    expect(error.issues[0]?.path).toBe('transactions.0.amount');

    const whole = client(async () => json('just text'));
    const wholeError = await caught(whole.request('/transactions2', { body: {}, schema }));
    expect(wholeError.issues[0]?.path).toBe('answer');
  });
});

describe('createHttpClient: requests and answers', () => {
  it('POSTs a JSON body with Content-Type application/json to baseUrl + path and answers the parsed data', async () => {
    const { request, fetchMock } = client(async () => json({ consultants: [] }));
    const schema = z.object({ consultants: z.array(z.unknown()) });
    await expect(request('/settle_payment', { body: { dataid: 'CR4ENEX' }, schema })).resolves.toEqual({ consultants: [] });

    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe(`${BASE}/settle_payment`);
    const init = sentInit(fetchMock);
    expect(init.method).toBe('POST');
    expect(init.body).toBe(JSON.stringify({ dataid: 'CR4ENEX' }));
    const headers = sentHeaders(fetchMock);
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(headers.get('Accept')).toBe('application/json');
    expect(init.signal).toBeInstanceOf(AbortSignal);
  });

  it('adds the leading slash, honours method and a per-request baseUrl, and sends no body when none is given', async () => {
    const { request, fetchMock } = client(async () => json([]));
    await request('bookings', { method: 'GET' });
    await request('/chat/completions', { baseUrl: 'https://ai.example.test/v1', body: { model: 'm' } });
    expect(fetchMock.mock.calls[0]?.[0]).toBe(`${BASE}/bookings`);
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('GET');
    expect(fetchMock.mock.calls[0]?.[1]?.body).toBeUndefined();
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).has('Content-Type')).toBe(false);
    expect(fetchMock.mock.calls[1]?.[0]).toBe('https://ai.example.test/v1/chat/completions');
  });

  it('sends cookies to another origin only when told to (the session cookie), with fetch and with XMLHttpRequest', async () => {
    const plain = client(async () => json({}));
    await plain.request('/transactions2', { body: {} });
    expect(sentInit(plain.fetchMock).credentials).toBe('same-origin');
    expect(sentHeaders(plain.fetchMock).has('Authorization')).toBe(false);

    const withCookies = client(async () => json({}), { credentials: 'include' });
    await withCookies.request('/auth/verify-otp', { body: {} });
    expect(sentInit(withCookies.fetchMock).credentials).toBe('include');
  });

  it('resolves relative:true paths against window.location, not the base URL', async () => {
    const { request, fetchMock } = client(async () => json([]));
    await request('/api/chat-rooms', { body: {}, relative: true });
    const url = new URL(fetchMock.mock.calls[0]?.[0] as string);
    expect(url.toString()).toBe(new URL('/api/chat-rooms', window.location.href).toString());
    expect(url.origin).toBe(window.location.origin);
    expect(url.origin).not.toBe(new URL(BASE).origin);
  });

  it("answers the body as text for responseType 'text' (even when it is not JSON) and asks for text", async () => {
    const schema = z.string().min(1);
    const { request, fetchMock } = client(async () => new Response('https://cdn.example.test/q.png', { status: 201 }));
    await expect(request('/upload23', { responseType: 'text', schema })).resolves.toBe('https://cdn.example.test/q.png');
    expect(sentHeaders(fetchMock).get('Accept')).toBe('text/plain, application/json');
  });

  it('answers undefined for an empty 204', async () => {
    const { request } = client(async () => new Response(null, { status: 204 }));
    await expect(request('/api/company-expenses/delete-expense', { body: { expenseId: 'x' } })).resolves.toBeUndefined();
  });

  it('sends FormData as it is, leaving Content-Type to fetch (multipart boundary)', async () => {
    const { request, fetchMock } = client(async () => new Response('url', { status: 201 }));
    const formData = new FormData();
    formData.append('_id', 'question_upload');
    await request('/upload23', { formData, responseType: 'text', body: { ignored: true } });
    const init = sentInit(fetchMock);
    expect(init.body).toBe(formData);
    expect(new Headers(init.headers).has('Content-Type')).toBe(false);
  });

  it('clears its timer and stops listening to the caller signal once done', async () => {
    vi.useFakeTimers();
    const controller = new AbortController();
    const removeSpy = vi.spyOn(controller.signal, 'removeEventListener');
    const { request } = client(async () => json({ ok: true }));
    await expect(request('/x', { signal: controller.signal })).resolves.toEqual({ ok: true });
    expect(vi.getTimerCount()).toBe(0);
    expect(removeSpy).toHaveBeenCalledWith('abort', expect.any(Function));
    // A late abort from the caller no longer matters.
    controller.abort();
  });
});

describe('errorMessage and isApiError', () => {
  it('reads the message of an ApiError or any Error', () => {
    expect(errorMessage(new ApiError('network', 'Could not reach the server.', '/x'))).toBe('Could not reach the server.');
    expect(errorMessage(new Error('Boom'))).toBe('Boom');
  });

  it('falls back to a generic sentence for anything without a message', () => {
    const fallback = 'Something went wrong. Please try again.';
    expect(errorMessage(new Error(''))).toBe(fallback);
    expect(errorMessage('a string')).toBe(fallback);
    expect(errorMessage(undefined)).toBe(fallback);
    expect(errorMessage(null)).toBe(fallback);
    expect(errorMessage({ message: 'not an Error' })).toBe(fallback);
  });

  it('tells an ApiError from other errors', () => {
    const error = new ApiError('http', 'No', '/p', { status: 404, issues: [{ path: 'a', message: 'b' }] });
    expect(isApiError(error)).toBe(true);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ name: 'ApiError', kind: 'http', status: 404, path: '/p', issues: [{ path: 'a', message: 'b' }] });
    expect(isApiError(new Error('No'))).toBe(false);
    expect(isApiError({ kind: 'http' })).toBe(false);
  });
});

describe('createHttpClient: an upload that reports progress (XMLHttpRequest)', () => {
  it('reports the fraction sent, then answers the body checked by the schema', async () => {
    const progress: Array<number | null> = [];
    class FakeXhr {
      upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
      onload: (() => void) | null = null;
      status = 0;
      responseText = '';
      headers: Record<string, string> = {};
      withCredentials = false;
      static sent: FakeXhr[] = [];
      open = vi.fn();
      setRequestHeader(name: string, value: string) {
        this.headers[name] = value;
      }
      send() {
        FakeXhr.sent.push(this);
        setTimeout(() => {
          this.upload.onprogress?.({ lengthComputable: true, loaded: 25, total: 100 } as ProgressEvent);
          this.upload.onprogress?.({ lengthComputable: false, loaded: 0, total: 0 } as ProgressEvent);
          this.status = 201;
          this.responseText = 'https://cdn.example.test/q.png';
          this.onload?.();
        }, 0);
      }
    }
    const { request, fetchMock } = client(async () => json({}), { XMLHttpRequest: FakeXhr as unknown as typeof XMLHttpRequest, credentials: 'include' });
    const url = await request('/upload23', { formData: new FormData(), responseType: 'text', schema: z.string().min(1), onUploadProgress: (f) => progress.push(f) });
    expect(url).toBe('https://cdn.example.test/q.png');
    expect(progress).toEqual([0.25, null]);
    expect(fetchMock).not.toHaveBeenCalled();
    // The session cookie goes with the upload too.
    expect(FakeXhr.sent[0]?.withCredentials).toBe(true);
  });
});

describe('download (a long answer read as it comes)', () => {
  const stream = (chunks: string[], headers: Record<string, string> = {}) => {
    const encoder = new TextEncoder();
    let next = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (next < chunks.length) controller.enqueue(encoder.encode(chunks[next++]));
        else controller.close();
      },
    });
    return new Response(body, { status: 200, headers: { 'Content-Type': 'text/csv; charset=utf-8', ...headers } });
  };

  it('answers the whole file, telling the lines so far and the rows announced after each chunk', async () => {
    const http = client(() => Promise.resolve(stream(['a,b\r\n', '1,2\r\n3,4\r\n', '5,6\r\n'], { 'X-Total-Count': '3' })));
    const heard: Array<{ lines: number; total: number | null }> = [];
    const file = await http.download('/lists/x/export', { body: { columns: [] }, onProgress: (progress) => heard.push(progress) });
    expect(await file.text()).toBe('a,b\r\n1,2\r\n3,4\r\n5,6\r\n');
    expect(file.type).toBe('text/csv; charset=utf-8');
    expect(heard).toEqual([
      { lines: 1, total: 3 },
      { lines: 3, total: 3 },
      { lines: 4, total: 3 },
    ]);
    expect(sentInit(http.fetchMock).method).toBe('POST');
  });

  it('an error answer is the ApiError with the backend\'s reason, as for any call', async () => {
    const http = client(() => Promise.resolve(json({ message: 'Transactions have no column called x to export.' }, 400)));
    const failure = await http.download('/lists/x/export', { body: {} }).catch((error: unknown) => error);
    expect(isApiError(failure) && failure.status).toBe(400);
    expect(errorMessage(failure)).toBe('Transactions have no column called x to export.');
  });

  it('the caller\'s signal cancels it', async () => {
    const http = client(hangingFetch);
    const controller = new AbortController();
    const pending = http.download('/lists/x/export', { body: {}, signal: controller.signal });
    controller.abort();
    const failure = await pending.catch((error: unknown) => error);
    expect(isApiError(failure) && failure.kind).toBe('aborted');
  });
});
