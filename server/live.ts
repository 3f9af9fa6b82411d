/**
 * Live updates: one Server-Sent Events stream (GET /events) that tells every signed-in
 * operator's open tabs what each change was (src/api/backend/live.ts), and tells a tab when
 * its session has ended, so every tab of that browser signs out within a second or two.
 *
 * A stream needs a session, and holding one open is not activity: an operator who only
 * watches is still signed out after the idle time. Streams are few and cheap, but capped
 * (per session and in all), so nobody can hold the backend's connections.
 */
import type { Request, RequestHandler, Response } from 'express';
import { eventStreamMessage, type LiveEvent } from '../src/api/backend/live.ts';
import type { Credentials } from '../src/api/backend/sessions.ts';
import { credentialsOf, refuseEnded } from './guards.ts';

export interface LiveFeedOptions {
  /** The live session a stream's credentials belong to (its token hash), or null. */
  sessionOf(credentials: Credentials): string | null;
  /** Why a stream's session ended, when an admin ended it (the operator was disabled): the tab says so. */
  endedReason?(credentials: Credentials): 'disabled' | null;
  /** How often ended sessions' streams are found and told (ms). */
  checkEveryMs?: number;
  /** A comment line this often keeps proxies from closing a quiet stream (ms). */
  heartbeatMs?: number;
  maxStreams?: number;
  maxStreamsPerSession?: number;
}

interface Stream {
  response: Response;
  credentials: Credentials;
  session: string;
}

/** What a browser waits before reconnecting by itself; the app sets its own backoff on top. */
const RETRY_MS = 3000;

export function createLiveFeed(options: LiveFeedOptions) {
  const streams = new Set<Stream>();
  const maxStreams = options.maxStreams ?? 200;
  const maxPerSession = options.maxStreamsPerSession ?? 20;
  let sequence = 0;

  const handler: RequestHandler = (request: Request, response: Response) => {
    const credentials = credentialsOf(request);
    const session = options.sessionOf(credentials);
    if (!session) {
      refuseEnded(request, response, options.endedReason?.(credentials) ?? null);
      return;
    }
    const ofSession = [...streams].filter((stream) => stream.session === session).length;
    if (streams.size >= maxStreams || ofSession >= maxPerSession) {
      response.set('Retry-After', '30').status(503).json({ message: 'Too many live-update streams are open. Close some tabs and try again.' });
      return;
    }
    response.status(200).set({
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-cache, no-transform',
      Connection: 'keep-alive',
      'X-Accel-Buffering': 'no',
    });
    response.flushHeaders();
    response.write(`retry: ${RETRY_MS}\n: live\n\n`);
    const stream: Stream = { response, credentials, session };
    streams.add(stream);
    const forget = () => streams.delete(stream);
    request.on('close', forget);
    response.on('error', forget);
  };

  function send(stream: Stream, message: string) {
    if (!stream.response.writableEnded) stream.response.write(message);
  }

  /** Tells every open stream what changed. */
  function publish(event: LiveEvent) {
    sequence += 1;
    const message = eventStreamMessage('change', event, sequence);
    for (const stream of streams) send(stream, message);
  }

  /** Ends the streams of sessions that have ended (idle, lifetime, logout), saying so. */
  function checkSessions() {
    for (const stream of streams) {
      if (options.sessionOf(stream.credentials) === stream.session) continue;
      send(stream, eventStreamMessage('session-ended', { reason: options.endedReason?.(stream.credentials) ?? 'expired' }));
      stream.response.end();
      streams.delete(stream);
    }
  }

  const checker = setInterval(checkSessions, options.checkEveryMs ?? 1000);
  checker.unref();
  const heartbeat = setInterval(() => {
    for (const stream of streams) send(stream, ': ping\n\n');
  }, options.heartbeatMs ?? 20_000);
  heartbeat.unref();

  return {
    handler,
    publish,
    checkSessions,
    /** How many streams are open. */
    size: () => streams.size,
    /** Ends every stream (shutdown). */
    close() {
      clearInterval(checker);
      clearInterval(heartbeat);
      for (const stream of streams) stream.response.end();
      streams.clear();
    },
  };
}
