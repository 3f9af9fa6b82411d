/**
 * What the typed-call tests (src/api/<module>.test.ts) share: a record of every request that
 * went over the wire, checks of the one a call sent, and the mock backend's data.
 *
 * Each test file calls `recordRequests()` once at its top level.
 */
import { afterEach, beforeEach, expect, vi } from 'vitest';
import { config } from '@/config';
import { getMockDb } from './mocks';
import { server } from './mocks/node';

export interface Wire {
  method: string;
  url: URL;
  headers: Headers;
  /** The parsed JSON body; undefined when there was no body. */
  json?: unknown;
  form?: FormData;
}

let pending: Array<Promise<Wire>> = [];

async function read(request: Request): Promise<Wire> {
  const wire: Wire = { method: request.method, url: new URL(request.url), headers: request.headers };
  if (request.headers.get('Content-Type')?.startsWith('multipart/form-data')) {
    wire.form = await request.formData();
  } else if (request.method !== 'GET' && request.method !== 'HEAD') {
    const text = await request.text();
    wire.json = text === '' ? undefined : JSON.parse(text);
  }
  return wire;
}

const onRequestStart = ({ request }: { request: Request }) => {
  pending.push(read(request.clone()));
};

/** Records the requests of each test of the file from its start; forgets them after it. */
export function recordRequests(): void {
  beforeEach(() => {
    pending = [];
    server.events.on('request:start', onRequestStart);
  });

  afterEach(() => {
    server.events.removeListener('request:start', onRequestStart);
    vi.unstubAllGlobals();
  });
}

/** Forgets the requests sent so far in this test (those of its setup). */
export function forgetSent(): void {
  pending = [];
}

/** Every request sent since the test began. */
export async function sent(): Promise<Wire[]> {
  return Promise.all(pending);
}

/** The one request the test sent. */
export async function sentOnce(): Promise<Wire> {
  const all = await sent();
  expect(all.map((wire) => `${wire.method} ${wire.url.pathname}`)).toHaveLength(1);
  return all[0]!;
}

export const API = new URL(config.apiBaseUrl);

/** Asserts method, host (the configured API host) and exact path, and answers the JSON payload. */
export async function expectApiCall(method: string, pathname: string): Promise<Wire> {
  const wire = await sentOnce();
  expect(wire.method).toBe(method);
  expect(wire.url.origin).toBe(API.origin);
  expect(wire.url.pathname).toBe(pathname);
  expect(wire.url.search).toBe('');
  if (wire.json !== undefined) expect(wire.headers.get('Content-Type')).toBe('application/json');
  return wire;
}

/** The mock backend's data as it is now (reset to the db.json seed before each test). */
export const seed = () => getMockDb();

export function consultantWithEarnings() {
  const consultant = seed().consultants.find((entry) => Number(entry.earnings) > 0);
  if (!consultant) throw new Error('The seed has no consultant with earnings');
  return structuredClone(consultant);
}
