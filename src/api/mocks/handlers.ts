/**
 * MSW handlers: thin adapters from HTTP to the stand-in backend (src/api/backend). They are
 * keyed by call name so a story or test replaces one call and keeps the rest.
 */
import { http, HttpResponse, type HttpHandler } from 'msw';
import { config } from '@/config';
import { apiPaths } from '../paths';
import { backendRoutes } from '../backend';
import { dispatch, type BackendRequest, type BackendResponse, type BackendRoute, type RouteName } from '../backend/core';
import type { Database } from '../backend/db';
import { liveEventOf } from '../backend/live';
import { mockContext, uploadedFile } from './context';
import { getMockDb, setMockDb } from './db';
import { liveEvents, publishMockChange } from './live';

/** Where a call is heard: the configured API host, the page's origin, or the AI base URL. */
export function routeUrl(route: BackendRoute): string {
  if (route.name === 'chatCompletions') return `${config.aiBaseUrl}${apiPaths.chatCompletions}`;
  return route.relative ? route.path : `${config.apiBaseUrl}${route.path}`;
}

/**
 * The headers the backend reads. The session cookie comes from MSW's own cookie store (where
 * the mocked sign-in's Set-Cookie went), as a browser would send it; the app is a page, so
 * it always has an origin.
 */
function credentialsOf(request: Request, cookies: Record<string, string>): Pick<BackendRequest, 'authorization' | 'cookie' | 'origin'> {
  const cookie = Object.entries(cookies)
    .map(([name, value]) => `${name}=${value}`)
    .join('; ');
  const origin = request.headers.get('Origin') ?? (typeof location === 'undefined' ? 'http://localhost' : location.origin);
  return { authorization: request.headers.get('Authorization'), cookie: cookie || null, origin };
}

async function readRequest(request: Request, route: BackendRoute, params: Record<string, string>, cookies: Record<string, string>): Promise<BackendRequest | Response> {
  const credentials = credentialsOf(request, cookies);
  const idempotencyKey = request.headers.get('Idempotency-Key');
  if (route.method === 'GET') return { params, body: undefined, ...credentials };
  if (route.multipart) {
    try {
      const form = await request.formData();
      const file = form.get('file');
      // Checked by shape: under jsdom the parsed file is Node's File, not jsdom's Blob.
      const isFile = (value: unknown): value is Blob => typeof value === 'object' && value !== null && 'arrayBuffer' in value && 'type' in value;
      const fields = Object.fromEntries([...form.entries()].filter(([, value]) => typeof value === 'string'));
      return {
        params,
        ...credentials,
        body: fields,
        file: isFile(file) ? { name: 'name' in file && typeof file.name === 'string' ? file.name : 'upload', type: file.type, bytes: new Uint8Array(await file.arrayBuffer()) } : null,
      };
    } catch {
      return HttpResponse.json({ message: 'The upload must be sent as multipart/form-data.' }, { status: 400 });
    }
  }
  const raw = await request.text();
  try {
    return { params, ...credentials, idempotencyKey, body: raw === '' ? {} : (JSON.parse(raw) as unknown) };
  } catch {
    return HttpResponse.json({ message: 'The request body is not valid JSON.' }, { status: 400 });
  }
}

export function toResponse(response: BackendResponse): Response {
  const init = { status: response.status, headers: response.headers };
  if (response.type === 'stream') return new HttpResponse(streamOf(response.body as Iterable<string>), init);
  return response.type === 'text' ? HttpResponse.text(String(response.body), init) : HttpResponse.json(response.body as never, init);
}

/** A stream answer's chunks, encoded as they are read (an export stays a chunk at a time in memory). */
function streamOf(chunks: Iterable<string>): ReadableStream<Uint8Array> {
  const iterator = chunks[Symbol.iterator]();
  const encoder = new TextEncoder();
  return new ReadableStream({
    pull(controller) {
      const next = iterator.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(next.value));
    },
    cancel() {
      iterator.return?.();
    },
  });
}

export function findRoute(name: RouteName): BackendRoute {
  const route = backendRoutes.find((entry) => entry.name === name);
  if (!route) throw new Error(`No stand-in backend call is named ${name}`);
  return route;
}

type Resolver = Parameters<typeof http.post>[1];

/** Runs `route` against the data `source` gives; changes go back through `commit`. */
export function backendResolver(route: BackendRoute, source: () => Database = getMockDb, commit: (db: Database) => void = setMockDb): Resolver {
  return async ({ request, params, cookies }) => {
    const read = await readRequest(request, route, params as Record<string, string>, cookies);
    if (read instanceof Response) return read;
    const before = source();
    const result = dispatch(before, route, read, mockContext);
    if (result.changed) {
      commit(result.db);
      publishMockChange(liveEventOf(route.name, before, result.db, mockContext.now()));
    }
    return toResponse(result.response);
  };
}

/** An MSW handler for `route` at the URL the app calls it by. */
export function routeHandler(route: BackendRoute, resolver: Resolver): HttpHandler {
  const method = route.method === 'GET' ? http.get : route.method === 'PUT' ? http.put : http.post;
  return method(routeUrl(route), resolver);
}

export function backendHandler(route: BackendRoute, source?: () => Database, commit?: (db: Database) => void): HttpHandler {
  return routeHandler(route, backendResolver(route, source, commit));
}

/** Images uploaded through /upload23, served back from memory with the type their bytes showed. */
const uploadedImages = http.get(`${config.apiBaseUrl}/uploads/:name`, ({ params }) => {
  const file = uploadedFile(String(params.name));
  if (!file) return HttpResponse.json({ message: 'There is no such image.' }, { status: 404 });
  return new HttpResponse(file.bytes as BodyInit, { headers: { 'Content-Type': file.type, 'X-Content-Type-Options': 'nosniff' } });
});

export type HandlerMap = Record<RouteName, HttpHandler> & { uploadedImages: HttpHandler; liveEvents: HttpHandler };

export const handlers: HandlerMap = {
  ...(Object.fromEntries(backendRoutes.map((route) => [route.name, backendHandler(route)])) as Record<RouteName, HttpHandler>),
  uploadedImages,
  liveEvents,
};

export const handlerList: HttpHandler[] = Object.values(handlers);
