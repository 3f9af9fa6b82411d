/**
 * The live-updates stream in MSW, as the stand-in backend serves it (server/live.ts): a
 * Server-Sent Events answer that stays open, hears every change the mock backend makes
 * (handlers.ts publishes them) and, when calls need a session, refuses one without (401).
 */
import { http, HttpResponse } from 'msw';
import { config } from '@/config';
import { eventStreamMessage, type LiveEvent } from '../backend/live';
import { sessionOf } from '../backend/sessions';
import { LIVE_EVENTS_PATH } from '../paths';
import { mockContext } from './context';
import { getMockDb } from './db';

const streams = new Set<ReadableStreamDefaultController<Uint8Array>>();
const encoder = new TextEncoder();
let sequence = 0;

/** Tells every open mock stream about a change. */
export function publishMockChange(event: LiveEvent | null): void {
  if (!event) return;
  sequence += 1;
  const bytes = encoder.encode(eventStreamMessage('change', event, sequence));
  for (const stream of streams) {
    try {
      stream.enqueue(bytes);
    } catch {
      streams.delete(stream);
    }
  }
}

/**
 * A comment every 20 s while a stream is open, as the backend writes (server/live.ts): the app
 * takes a stream silent for SILENCE_MS for dead, and a story left open would otherwise flap.
 */
const HEARTBEAT_MS = 20_000;
const PING = encoder.encode(': ping\n\n');
let heartbeat: ReturnType<typeof setInterval> | null = null;

function beat() {
  for (const stream of streams) {
    try {
      stream.enqueue(PING);
    } catch {
      streams.delete(stream);
    }
  }
  if (streams.size === 0 && heartbeat !== null) {
    clearInterval(heartbeat);
    heartbeat = null;
  }
}

export const liveEventsUrl = `${config.apiBaseUrl}${LIVE_EVENTS_PATH}`;

export const liveEvents = http.get(liveEventsUrl, ({ request, cookies }) => {
  const cookie = Object.entries(cookies)
    .map(([name, value]) => `${name}=${value}`)
    .join('; ');
  if (mockContext.requireAuth && !sessionOf(getMockDb(), { authorization: request.headers.get('Authorization'), cookie }, mockContext)) {
    return HttpResponse.json({ message: 'Your session has ended. Please sign in again.' }, { status: 401 });
  }
  let own: ReadableStreamDefaultController<Uint8Array> | null = null;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      own = controller;
      streams.add(controller);
      if (heartbeat === null) {
        heartbeat = setInterval(beat, HEARTBEAT_MS);
        // In Node (the unit and dom tests) it keeps no test run alive.
        (heartbeat as { unref?: () => void }).unref?.();
      }
      controller.enqueue(encoder.encode(': live\n\n'));
    },
    cancel() {
      if (own) streams.delete(own);
    },
  });
  request.signal.addEventListener('abort', () => {
    if (own) streams.delete(own);
  });
  return new HttpResponse(body, { headers: { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache' } });
});

/** The stream cannot connect: this tab hears no colleague's change ('Live updates are off'), for stories of changes unheard. */
export const liveUpdatesOff = { liveEvents: http.get(liveEventsUrl, () => HttpResponse.error()) };
