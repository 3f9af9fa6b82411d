/**
 * The live-updates stream (GET /events, Server-Sent Events) read with fetch, so the session
 * cookie goes with it, a 401 is seen as one (EventSource cannot tell it from a dropped line),
 * and reconnecting follows our own backoff: 1 s, 2 s, 4 s … up to 30 s, a little jittered,
 * at once when the browser comes back online. After a drop the app fetches its open lists
 * again, once, for what it missed.
 */
export type LiveStatus = 'connecting' | 'live' | 'off';

export interface StreamMessage {
  event: string;
  data: string;
}

/** Splits Server-Sent Events text into messages; keeps the unfinished tail for the next chunk. */
export function parseEventStream(buffer: string): { messages: StreamMessage[]; rest: string } {
  const messages: StreamMessage[] = [];
  const normalised = buffer.replace(/\r\n?/g, '\n');
  const blocks = normalised.split('\n\n');
  const rest = blocks.pop() ?? '';
  for (const block of blocks) {
    let event = 'message';
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line === '' || line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon < 0 ? line : line.slice(0, colon);
      const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'event') event = value;
      else if (field === 'data') data.push(value);
    }
    if (data.length > 0) messages.push({ event, data: data.join('\n') });
  }
  return { messages, rest };
}

/** The wait before reconnect attempt `attempt` (0-based): doubling from 1 s to 30 s, ±20 %. */
export function backoffMs(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(30_000, 1000 * 2 ** Math.min(attempt, 5));
  return Math.round(base * (0.8 + 0.4 * random()));
}

export interface LiveStreamOptions {
  url: string;
  onMessage(message: StreamMessage): void;
  onStatus(status: LiveStatus): void;
  /** The connection is back after a drop: what happened meanwhile was not heard. */
  onReconnected(): void;
  /** The backend refused the stream with 401: the session is over ('disabled': an admin ended it, issue 48). */
  onUnauthorized(reason: 'disabled' | null): void;
  fetch?: typeof fetch;
  /** Where timers and online events come from (tests pass their own). */
  setTimeout?: (run: () => void, ms: number) => unknown;
  clearTimeout?: (handle: unknown) => void;
  random?: () => number;
}

/** A single Server-Sent Events line may not grow beyond this (a broken stream, not a message). */
const MAX_BUFFER = 1024 * 1024;

/**
 * The backend writes at least a comment every 20 s (server/live.ts's heartbeat). A stream silent
 * for longer than this is taken for dead and opened again: a laptop woken from sleep, or a
 * connection a network dropped without a word, can otherwise look open for hours while nothing
 * comes, and the lists would go stale with the header still saying they are live.
 */
export const SILENCE_MS = 45_000;

/** Opens the stream and keeps it open until the returned function is called. */
export function openLiveStream(options: LiveStreamOptions): () => void {
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  const later = options.setTimeout ?? ((run, ms) => setTimeout(run, ms));
  const cancel = options.clearTimeout ?? ((handle) => clearTimeout(handle as ReturnType<typeof setTimeout>));
  let stopped = false;
  let attempt = 0;
  let dropped = false;
  let timer: unknown = null;
  let controller: AbortController | null = null;

  const retry = () => {
    if (stopped) return;
    options.onStatus('off');
    dropped = true;
    timer = later(() => {
      timer = null;
      void connect();
    }, backoffMs(attempt, options.random));
    attempt += 1;
  };

  async function connect() {
    if (stopped) return;
    controller = new AbortController();
    try {
      const response = await doFetch(options.url, { headers: { Accept: 'text/event-stream' }, credentials: 'include', cache: 'no-store', signal: controller.signal });
      if (response.status === 401) {
        stopped = true;
        options.onStatus('off');
        options.onUnauthorized(await endedReasonOf(response));
        return;
      }
      if (!response.ok || !response.body) throw new Error(`The live-updates stream answered ${response.status}.`);
      options.onStatus('live');
      attempt = 0;
      if (dropped) {
        dropped = false;
        options.onReconnected();
      }
      const reader = response.body.getReader();
      const decoder = new TextDecoder();
      let buffer = '';
      const own = controller;
      let silence: unknown = null;
      const listen = () => {
        if (silence !== null) cancel(silence);
        silence = later(() => {
          own.abort();
          // A read already waiting ends too, whatever the fetch makes of the abort.
          reader.cancel().catch(() => {});
        }, SILENCE_MS);
      };
      listen();
      try {
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          listen();
          buffer += decoder.decode(value, { stream: true });
          const parsed = parseEventStream(buffer);
          buffer = parsed.rest;
          if (buffer.length > MAX_BUFFER) throw new Error('The live-updates stream sent a message too large to read.');
          for (const message of parsed.messages) options.onMessage(message);
          if (stopped) return;
        }
      } finally {
        if (silence !== null) cancel(silence);
      }
      // The backend ended the stream (a restart): reconnect like after any drop.
      retry();
    } catch {
      if (!stopped) retry();
    }
  }

  const online = () => {
    if (stopped || timer === null) return;
    cancel(timer);
    timer = null;
    void connect();
  };
  if (typeof window !== 'undefined') window.addEventListener('online', online);
  options.onStatus('connecting');
  void connect();

  return () => {
    stopped = true;
    if (timer !== null) cancel(timer);
    controller?.abort();
    if (typeof window !== 'undefined') window.removeEventListener('online', online);
  };
}

/** The reason a 401 gives when an admin ended the session ('disabled'), else null. */
async function endedReasonOf(response: Response): Promise<'disabled' | null> {
  try {
    const answer: unknown = await response.json();
    return answer && typeof answer === 'object' && (answer as { reason?: unknown }).reason === 'disabled' ? 'disabled' : null;
  } catch {
    return null;
  }
}
