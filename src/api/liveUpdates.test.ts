/** The live-updates stream's reader: message parsing, the backoff, and what it does on 401, drops and reconnects. */
import { describe, expect, it } from 'vitest';
import { fakeStreamBackend, streamListener } from './liveStreamTesting';
import { backoffMs, openLiveStream, parseEventStream, SILENCE_MS } from './liveUpdates';

describe('parseEventStream', () => {
  it('splits messages, joins data lines, skips comments and keeps an unfinished tail', () => {
    const { messages, rest } = parseEventStream('retry: 3000\n: live\n\nid: 1\nevent: change\ndata: {"a":\ndata: 1}\n\r\nevent: ping\n\nevent: change\ndata: {"b"');
    expect(messages).toEqual([{ event: 'change', data: '{"a":\n1}' }]);
    expect(rest).toBe('event: change\ndata: {"b"');
    expect(parseEventStream('data: plain\n\n').messages).toEqual([{ event: 'message', data: 'plain' }]);
  });
});

describe('backoffMs', () => {
  it('doubles from 1 s to at most 30 s, within ±20 %', () => {
    expect([0, 1, 2, 3, 4, 5, 9].map((attempt) => backoffMs(attempt, () => 0.5))).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
    expect(backoffMs(0, () => 0)).toBe(800);
    expect(backoffMs(9, () => 1)).toBe(36000);
  });
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function open(backend: ReturnType<typeof fakeStreamBackend>) {
  const listener = streamListener();
  const all: Array<{ run: () => void; ms: number; cleared: boolean }> = [];
  const stop = openLiveStream({
    ...listener.callbacks,
    fetch: backend.fetch,
    setTimeout: (run, ms) => all.push({ run, ms, cleared: false }) - 1,
    clearTimeout: (handle) => void (all[handle as number]!.cleared = true),
    random: () => 0.5,
  });
  /** The waits before reconnecting, apart from the watch on a silent stream. */
  const backoffs = () => all.filter((timer) => timer.ms !== SILENCE_MS);
  /** The watch on the open stream's silence, if one is running. */
  const watch = () => all.filter((timer) => timer.ms === SILENCE_MS && !timer.cleared).at(-1);
  return { ...listener, backoffs, watch, stop };
}

describe('openLiveStream', () => {
  it('sends the cookie and asks for an event stream; hears messages as they come', async () => {
    const backend = fakeStreamBackend();
    const live = open(backend);
    expect(backend.calls[0]!.init).toMatchObject({ credentials: 'include', headers: { Accept: 'text/event-stream' } });
    const first = backend.stream();
    backend.calls[0]!.resolve(first.response);
    await settle();
    expect(live.statuses).toEqual(['connecting', 'live']);
    first.send('event: change\ndata: {"call":"settlePayment"}\n\nevent: cha');
    await settle();
    first.send('nge\ndata: {}\n\n');
    await settle();
    expect(live.messages).toEqual([
      { event: 'change', data: '{"call":"settlePayment"}' },
      { event: 'change', data: '{}' },
    ]);
    live.stop();
  });

  it('after a drop: off, reconnects after 1 s then 2 s, and once back, refetches once', async () => {
    const backend = fakeStreamBackend();
    const live = open(backend);
    const first = backend.stream();
    backend.calls[0]!.resolve(first.response);
    await settle();
    first.end();
    await settle();
    expect(live.statuses.at(-1)).toBe('off');
    expect(live.backoffs().map((timer) => timer.ms)).toEqual([1000]);
    live.backoffs()[0]!.run();
    backend.calls[1]!.reject(new TypeError('Failed to fetch'));
    await settle();
    expect(live.backoffs().map((timer) => timer.ms)).toEqual([1000, 2000]);
    expect(live.onReconnected).not.toHaveBeenCalled();
    live.backoffs()[1]!.run();
    backend.calls[2]!.resolve(backend.stream().response);
    await settle();
    expect(live.statuses.at(-1)).toBe('live');
    expect(live.onReconnected).toHaveBeenCalledTimes(1);
    live.stop();
  });

  it('a stream silent past SILENCE_MS (a laptop woken from sleep) is taken for dead: off, opened again, and the lists refetched once', async () => {
    const backend = fakeStreamBackend();
    const live = open(backend);
    const first = backend.stream();
    backend.calls[0]!.resolve(first.response);
    await settle();
    // The backend's pings keep it open: each one starts the watch again.
    const watched = live.watch();
    first.send(': ping\n\n');
    await settle();
    expect(live.watch()).not.toBe(watched);
    expect(live.statuses.at(-1)).toBe('live');
    // Then nothing more comes.
    live.watch()!.run();
    await settle();
    expect(backend.calls[0]!.init!.signal!.aborted).toBe(true);
    expect(live.statuses.at(-1)).toBe('off');
    expect(live.backoffs().map((timer) => timer.ms)).toEqual([1000]);
    live.backoffs()[0]!.run();
    backend.calls[1]!.resolve(backend.stream().response);
    await settle();
    expect(live.statuses.at(-1)).toBe('live');
    expect(live.onReconnected).toHaveBeenCalledTimes(1);
    live.stop();
  });

  it('a 401 is the end of the session: no retry', async () => {
    const backend = fakeStreamBackend();
    const live = open(backend);
    backend.calls[0]!.resolve(new Response('{}', { status: 401 }));
    await settle();
    expect(live.onUnauthorized).toHaveBeenCalledTimes(1);
    expect(live.onUnauthorized).toHaveBeenCalledWith(null);
    expect(live.backoffs()).toEqual([]);
    expect(live.statuses.at(-1)).toBe('off');
  });

  it("a 401 saying an admin ended the session passes the reason on, for the sign-in page to say so (issue 48)", async () => {
    const backend = fakeStreamBackend();
    const live = open(backend);
    backend.calls[0]!.resolve(new Response(JSON.stringify({ message: 'An admin turned off your access to the back-office.', reason: 'disabled' }), { status: 401 }));
    await settle();
    expect(live.onUnauthorized).toHaveBeenCalledWith('disabled');
    expect(live.backoffs()).toEqual([]);
  });

  it('stopping aborts the stream and schedules nothing more', async () => {
    const backend = fakeStreamBackend();
    const live = open(backend);
    const signal = backend.calls[0]!.init!.signal!;
    live.stop();
    expect(signal.aborted).toBe(true);
    backend.calls[0]!.reject(new DOMException('aborted', 'AbortError'));
    await settle();
    expect(live.backoffs()).toEqual([]);
  });
});
