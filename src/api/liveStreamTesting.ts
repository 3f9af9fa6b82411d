/**
 * What the live-stream tests (liveUpdates.test.ts, sharedLiveStream.test.ts) share: a fetch
 * whose answers the test gives one by one, and a listener that records what a stream says.
 */
import { vi } from 'vitest';
import type { LiveStatus, StreamMessage } from './liveUpdates';

/** A fetch whose answers the test gives one by one; a stream answer stays open until ended. */
export function fakeStreamBackend() {
  const calls: Array<{ resolve: (response: Response) => void; reject: (error: unknown) => void; init: RequestInit | undefined }> = [];
  const fetch = vi.fn((_url: RequestInfo | URL, init?: RequestInit) => new Promise<Response>((resolve, reject) => calls.push({ resolve, reject, init })));
  const stream = () => {
    let controller!: ReadableStreamDefaultController<Uint8Array>;
    const body = new ReadableStream<Uint8Array>({ start: (own) => void (controller = own) });
    return {
      response: new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } }),
      send: (text: string) => controller.enqueue(new TextEncoder().encode(text)),
      end: () => controller.close(),
    };
  };
  /** Answers call `index` with an open stream (or, with another status, an empty answer). */
  const answer = (index: number, status = 200) => {
    const opened = stream();
    calls[index]!.resolve(status === 200 ? opened.response : new Response(null, { status }));
    return opened;
  };
  return { calls, fetch: fetch as unknown as typeof globalThis.fetch, stream, answer };
}

/** What a stream's listener hears, and the callbacks that record it. */
export function streamListener() {
  const statuses: LiveStatus[] = [];
  const messages: StreamMessage[] = [];
  const onReconnected = vi.fn();
  const onUnauthorized = vi.fn();
  const callbacks = {
    url: 'http://api.test/events',
    onStatus: (status: LiveStatus) => statuses.push(status),
    onMessage: (message: StreamMessage) => messages.push(message),
    onReconnected,
    onUnauthorized,
  };
  return { statuses, messages, onReconnected, onUnauthorized, callbacks };
}
