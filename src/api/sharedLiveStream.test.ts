/** One live stream per browser: the tab holding the lock reads it, the others hear it through a channel, and a tab takes over when it goes. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeStreamBackend, streamListener } from './liveStreamTesting';
import { LIVE_STREAM_LOCK, openSharedLiveStream, type SharingEnvironment } from './sharedLiveStream';

/** Web Locks as a browser grants them: one holder at a time, the others queued in order, a waiting request given up on abort. */
function fakeLocks(): NonNullable<SharingEnvironment['locks']> {
  let held = false;
  const queue: Array<() => void> = [];
  const request = (_name: string, options: LockOptions, callback: LockGrantedCallback<unknown>) =>
    new Promise((resolve, reject) => {
      const grant = () => {
        held = true;
        void Promise.resolve(callback(null)).then((value) => {
          held = false;
          resolve(value);
          queue.shift()?.();
        });
      };
      if (!held) return grant();
      queue.push(grant);
      options.signal?.addEventListener('abort', () => {
        const at = queue.indexOf(grant);
        if (at < 0) return;
        queue.splice(at, 1);
        reject(new DOMException('The request was aborted.', 'AbortError'));
      });
    });
  return { request } as unknown as NonNullable<SharingEnvironment['locks']>;
}

const opened: Array<() => void> = [];
afterEach(() => {
  for (const stop of opened.splice(0)) stop();
});

/** One tab of the back-office: what it hears. */
function openTab(backend: ReturnType<typeof fakeStreamBackend>, sharing: SharingEnvironment) {
  const listener = streamListener();
  const stop = openSharedLiveStream({ ...listener.callbacks, fetch: backend.fetch, setTimeout: () => 0, clearTimeout: () => {} }, sharing);
  opened.push(stop);
  return { ...listener, stop, last: () => listener.statuses.at(-1) };
}

const browser = (): SharingEnvironment => ({ locks: fakeLocks(), channel: (name) => new BroadcastChannel(name) });

describe('openSharedLiveStream', () => {
  it('opens one stream for every tab: the others hear its changes and how it is', async () => {
    const backend = fakeStreamBackend();
    const sharing = browser();
    const first = openTab(backend, sharing);
    const second = openTab(backend, sharing);
    expect(backend.fetch).toHaveBeenCalledTimes(1);
    const stream = backend.answer(0);
    await vi.waitFor(() => expect([first.last(), second.last()]).toEqual(['live', 'live']));
    stream.send('event: change\ndata: {"call":"settlePayment"}\n\n');
    const heard = [{ event: 'change', data: '{"call":"settlePayment"}' }];
    await vi.waitFor(() => expect(second.messages).toEqual(heard));
    expect(first.messages).toEqual(heard);
    // A tab opened later is told at once that the stream is live, and opens none of its own.
    const third = openTab(backend, sharing);
    await vi.waitFor(() => expect(third.last()).toBe('live'));
    expect(backend.fetch).toHaveBeenCalledTimes(1);
  });

  it('when the tab reading it closes, the next one opens it and every tab fetches its lists once, for what no one heard', async () => {
    const backend = fakeStreamBackend();
    const sharing = browser();
    const first = openTab(backend, sharing);
    const second = openTab(backend, sharing);
    const third = openTab(backend, sharing);
    backend.answer(0);
    await vi.waitFor(() => expect(third.last()).toBe('live'));
    first.stop();
    expect(backend.calls[0]!.init?.signal?.aborted).toBe(true);
    await vi.waitFor(() => expect(backend.fetch).toHaveBeenCalledTimes(2));
    const stream = backend.answer(1);
    await vi.waitFor(() => expect(third.onReconnected).toHaveBeenCalledTimes(1));
    expect(second.onReconnected).toHaveBeenCalledTimes(1);
    expect(first.onReconnected).not.toHaveBeenCalled();
    stream.send('event: change\ndata: {}\n\n');
    await vi.waitFor(() => expect(third.messages).toHaveLength(1));
    expect(backend.fetch).toHaveBeenCalledTimes(2);
  });

  it('a 401 ends the session in every tab', async () => {
    const backend = fakeStreamBackend();
    const sharing = browser();
    const first = openTab(backend, sharing);
    const second = openTab(backend, sharing);
    backend.answer(0, 401);
    await vi.waitFor(() => expect(second.onUnauthorized).toHaveBeenCalledTimes(1));
    expect(first.onUnauthorized).toHaveBeenCalledTimes(1);
    expect(second.last()).toBe('off');
  });

  it('a tab that stops while waiting its turn never opens the stream', async () => {
    const backend = fakeStreamBackend();
    const sharing = browser();
    const first = openTab(backend, sharing);
    const second = openTab(backend, sharing);
    second.stop();
    first.stop();
    // The next tab to open gets the stream: the second, stopped, took no turn.
    const third = openTab(backend, sharing);
    await vi.waitFor(() => expect(backend.fetch).toHaveBeenCalledTimes(2));
    backend.answer(1);
    await vi.waitFor(() => expect(third.last()).toBe('live'));
    expect(second.statuses).toEqual(['connecting']);
    expect(backend.fetch).toHaveBeenCalledTimes(2);
  });

  it('ignores what is not a message of its own on the channel', async () => {
    const backend = fakeStreamBackend();
    const sharing = browser();
    openTab(backend, sharing);
    const second = openTab(backend, sharing);
    backend.answer(0);
    await vi.waitFor(() => expect(second.last()).toBe('live'));
    const stranger = new BroadcastChannel(LIVE_STREAM_LOCK);
    stranger.postMessage('hello');
    stranger.postMessage(null);
    stranger.postMessage({ kind: 'status', status: 'off' });
    // The last one is shaped like ours and is heard: once it has come, the two before it have too.
    await vi.waitFor(() => expect(second.last()).toBe('off'));
    expect(second.messages).toEqual([]);
    stranger.close();
  });

  it('without Web Locks (an insecure origin) each tab opens its own, as before', () => {
    const backend = fakeStreamBackend();
    const sharing: SharingEnvironment = { locks: undefined, channel: (name) => new BroadcastChannel(name) };
    openTab(backend, sharing);
    openTab(backend, sharing);
    expect(backend.fetch).toHaveBeenCalledTimes(2);
  });
});
