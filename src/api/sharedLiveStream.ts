/**
 * One live-updates stream per browser, shared by all its back-office tabs.
 *
 * A browser opens at most six connections to one host over HTTP/1.1, counted across all its
 * tabs, and a stream holds one for as long as it is open. With a stream per tab, six open tabs
 * took them all, and every call of every tab (a settlement too) then waited for good. So the tab
 * holding a Web Lock reads the stream and passes on what it hears on a BroadcastChannel; the
 * others listen. When that tab closes, its lock goes to another tab, which opens the stream, and
 * once it is live every tab fetches its open lists once, for what no one heard in between. Where
 * the browser has no Web Locks (a page not served over https or from localhost) or no
 * BroadcastChannel, each tab opens its own stream, as before.
 */
import { openLiveStream, type LiveStatus, type LiveStreamOptions, type StreamMessage } from './liveUpdates';

/** The lock and the channel's name: one stream per browser for this app. */
export const LIVE_STREAM_LOCK = 'chitchat-live-updates';

/** What the tab reading the stream tells the others, and what a tab that opens asks of it. */
type Shared =
  | { kind: 'message'; message: StreamMessage }
  | { kind: 'status'; status: LiveStatus }
  | { kind: 'reconnected' }
  | { kind: 'unauthorized'; reason: 'disabled' | null }
  | { kind: 'ask' };

/** Where the lock and the channel come from (tests pass their own). */
export interface SharingEnvironment {
  locks: Pick<LockManager, 'request'> | undefined;
  channel: ((name: string) => BroadcastChannel) | undefined;
}

function browserSharing(): SharingEnvironment {
  return {
    locks: typeof navigator !== 'undefined' && 'locks' in navigator ? navigator.locks : undefined,
    channel: typeof BroadcastChannel === 'function' ? (name) => new BroadcastChannel(name) : undefined,
  };
}

/** Opens the stream, or listens to the tab that has it; stops with the returned function. */
export function openSharedLiveStream(options: LiveStreamOptions, sharing: SharingEnvironment = browserSharing()): () => void {
  const { locks, channel: makeChannel } = sharing;
  if (!locks || !makeChannel) return openLiveStream(options);
  const channel = makeChannel(LIVE_STREAM_LOCK);
  const stopped = new AbortController();
  let leading = false;
  let status: LiveStatus = 'connecting';
  // Heard from a tab reading the stream: taking it over later, this tab has missed what came between.
  let heardReader = false;
  // A closed channel throws: nothing is said once this tab has stopped.
  const tell = (shared: Shared) => {
    if (!stopped.signal.aborted) channel.postMessage(shared);
  };
  const setStatus = (next: LiveStatus) => {
    status = next;
    options.onStatus(next);
  };

  channel.onmessage = ({ data }: MessageEvent<Shared | null | undefined>) => {
    // Only this app's tabs speak on the channel; anything else is not listened to.
    if (typeof data !== 'object' || data === null) return;
    if (leading) {
      if (data.kind === 'ask') tell({ kind: 'status', status });
      return;
    }
    heardReader = true;
    if (data.kind === 'message') options.onMessage(data.message);
    else if (data.kind === 'status') setStatus(data.status);
    else if (data.kind === 'reconnected') options.onReconnected();
    else if (data.kind === 'unauthorized') options.onUnauthorized(data.reason === 'disabled' ? 'disabled' : null);
  };

  const read = () =>
    new Promise<void>((release) => {
      if (stopped.signal.aborted) {
        release();
        return;
      }
      leading = true;
      const takingOver = heardReader;
      let takenOver = false;
      const everyTab = (shared: Shared, here: () => void) => {
        tell(shared);
        here();
      };
      const close = openLiveStream({
        ...options,
        onMessage: (message) => everyTab({ kind: 'message', message }, () => options.onMessage(message)),
        onStatus(next) {
          everyTab({ kind: 'status', status: next }, () => setStatus(next));
          if (next === 'live' && takingOver && !takenOver) {
            takenOver = true;
            everyTab({ kind: 'reconnected' }, () => options.onReconnected());
          }
        },
        onReconnected: () => everyTab({ kind: 'reconnected' }, () => options.onReconnected()),
        onUnauthorized: (reason) => everyTab({ kind: 'unauthorized', reason }, () => options.onUnauthorized(reason)),
      });
      stopped.signal.addEventListener(
        'abort',
        () => {
          close();
          release();
        },
        { once: true },
      );
    });

  setStatus('connecting');
  // A tab reading the stream already says how it is.
  tell({ kind: 'ask' });
  // Waits while another tab reads; a tab stopped before its turn gives up waiting (AbortError).
  locks.request(LIVE_STREAM_LOCK, { signal: stopped.signal }, read).catch(() => {});

  return () => {
    stopped.abort();
    channel.close();
  };
}
