import { useEffect, useId, useRef } from 'react';
import type { ListStatus, PagedRows } from '@/api/listStatus';
import type { ChatMessage } from '@/api/schemas';
import { EmptyState } from '@/components/ui/EmptyState';
import { ErrorState } from '@/components/ui/ErrorState';
import { ExportAllButton, type ExportAll } from '@/components/ui/ExportAllButton';
import type { CsvDownload } from '@/components/ui/ExportCsvButton';
import { RefreshError } from '@/components/ui/RefreshError';
import { Spinner } from '@/components/ui/Spinner';
import { countOf } from '@/lib/format';
import { ChatMessageList } from './ChatMessageList';
import { NO_MESSAGES, chatFileName, roomNotFound, roomTitle, type ChatRoomPeople } from '../model/chatRoom';

/** A thread's own states: a list's four, and a room id no room has (a stale or mistyped link). */
export type ThreadStatus = ListStatus | 'not-found';

export interface ChatThreadProps {
  /** The room id asked for (from the URL), shown when no room has it. */
  roomId: string;
  /** The room, once known: names each side. */
  room: ChatRoomPeople | null;
  /** The room's messages, oldest first: a window of them at hand, the rest asked as they come into view. */
  messages: PagedRows<ChatMessage>;
  /** Fetches the CSV of every message of the room (the backend's), reporting how far it has come. */
  exportAll: ExportAll;
  /** loading, error, empty or ready. */
  status: ThreadStatus;
  /** Why the messages could not be loaded. */
  error?: string | undefined;
  /** Called by Retry after a failure. */
  onRetry?: (() => void) | undefined;
  /** A refresh failed: the messages loaded before stay, with the reason and Retry above them. */
  refreshError?: string | undefined;
  /** Moves focus to the thread's heading when it opens (the operator chose it, not a link). */
  focusOnOpen?: boolean;
  /** Height of the scrolling thread. */
  height?: string;
  /** Receives the thread's CSV file; a browser download by default. */
  download?: CsvDownload | undefined;
}

/** One chat room's messages as bubbles, newest in view, with Loading, Empty, Error and Not found of its own. */
export function ChatThread({ roomId, room, messages, exportAll, status, error, onRetry, refreshError, focusOnOpen = false, height = '60vh', download }: ChatThreadProps) {
  const sectionRef = useRef<HTMLElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Not the room id: a link may carry any text, spaces included.
  const headingId = useId();
  useEffect(() => {
    if (focusOnOpen) headingRef.current?.focus({ preventScroll: true });
  }, [focusOnOpen]);
  // The thread sits below the rooms on all but the widest screens: as it opens and as it
  // grows from Loading to the messages, the page scrolls (as little as it can) to show it whole.
  useEffect(() => {
    sectionRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [status]);

  const title = room ? roomTitle(room) : 'Chat room';
  return (
    <section ref={sectionRef} aria-labelledby={headingId} className="flex flex-col overflow-hidden rounded-lg border border-gray-200 bg-white">
      <header className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 border-b border-gray-200 px-4 py-3">
        <div className="flex min-w-0 flex-col gap-0.5">
          <h2 id={headingId} ref={headingRef} tabIndex={-1} data-palette-landing className="text-lg font-semibold focus:outline-none">
            {title}
          </h2>
          <p className="text-xs text-gray-700">
            Room <span className="break-all">{roomId}</span>
            {status === 'ready' && ` · ${countOf(messages.count, 'message', 'messages')}`}
          </p>
        </div>
        {room && status !== 'not-found' && (
          <ExportAllButton fileName={chatFileName(room)} exportAll={exportAll} download={download} disabled={status !== 'ready'} label="Export CSV of this chat" />
        )}
      </header>
      {refreshError && (status === 'ready' || status === 'empty') && (
        <div className="border-b border-gray-200 px-4 py-3">
          <RefreshError message={refreshError} onRetry={onRetry} />
        </div>
      )}
      {status === 'ready' && room ? (
        <ChatMessageList room={room} messages={messages} label={`Messages between ${title}`} height={height} />
      ) : (
        <div className="p-4">
          {status === 'loading' && <Spinner />}
          {status === 'empty' && <EmptyState message={NO_MESSAGES} />}
          {status === 'error' && <ErrorState title="Could not load this chat" message={error || 'Something went wrong. Please try again.'} onRetry={onRetry} />}
          {status === 'not-found' && (
            <div role="alert" className="rounded-lg bg-amber-50 px-6 py-8 text-center text-sm text-amber-950 ring-1 ring-amber-200">
              <p className="font-semibold">Chat room not found</p>
              <p className="mt-1 break-all">{roomNotFound(roomId)}</p>
            </div>
          )}
        </div>
      )}
    </section>
  );
}
