import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useLayoutEffect, useRef } from 'react';
import type { PagedRows } from '@/api/listStatus';
import type { ChatMessage } from '@/api/schemas';
import { PageGapContent, saysFailureAt } from '@/components/ui/data-table/PageGap';
import { speakerOf } from '@/lib/chatSpeaker';
import { ChatBubble } from './ChatBubble';
import type { ChatRoomPeople } from '../model/chatRoom';

/** A bubble of one or two lines; every bubble is measured as it appears. */
const ESTIMATED_BUBBLE_HEIGHT = 84;
/** How close to the end still counts as reading the newest message. */
const AT_BOTTOM_SLACK = 24;

interface ChatMessageListProps {
  /** The room's two people: who sent each message, and which side its bubble sits on. */
  room: ChatRoomPeople;
  /** The room's messages, oldest first, of which the pages at hand are a window (usePagedList, reversed). */
  messages: PagedRows<ChatMessage>;
  /** The thread's accessible name, such as 'Messages between Asha and Ravi'. */
  label: string;
  /** The scroll area's CSS height; only the messages in view are in the DOM. */
  height: string;
}

/**
 * The thread as a virtual list: only the bubbles in view (and a few beyond) are in the DOM, and
 * only the pages of the messages in view are asked for (issue 47), so a room of 100,000 messages
 * scrolls as a room of 5 does. It opens at the newest message and stays there while bubbles below
 * are measured; once the operator scrolls up, it stays where they are: earlier messages arrive as
 * skeletons, then their bubbles, measured without moving the one being read. A page that fails
 * says so in place, with Retry.
 */
export function ChatMessageList({ room, messages, label, height }: ChatMessageListProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const { count, rowAt } = messages;
  // eslint-disable-next-line react-hooks/incompatible-library -- no React Compiler in this app; the virtualizer re-renders on scroll itself.
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ESTIMATED_BUBBLE_HEIGHT,
    // A message keeps its measured height as pages come and go; a gap is known by its place.
    getItemKey: (index) => {
      const message = rowAt(index);
      return message === undefined ? `gap-${index}` : (message._id ?? `${message.createdat} ${index}`);
    },
    overscan: 6,
    useFlushSync: false,
    // The first render already shows the newest messages rather than the oldest.
    initialOffset: () => count * ESTIMATED_BUBBLE_HEIGHT,
    initialRect: { width: 640, height: 480 },
  });
  const totalSize = virtualizer.getTotalSize();
  const items = virtualizer.getVirtualItems();

  // Anchored at the bottom: each measurement that grows the list keeps the newest in view.
  useLayoutEffect(() => {
    const element = scrollRef.current;
    if (element && atBottom.current) element.scrollTop = element.scrollHeight;
  }, [totalSize, count]);

  // The pages of the messages in view are asked for (scrolling up asks for earlier ones).
  const firstInView = items[0]?.index ?? 0;
  const lastInView = items.at(-1)?.index ?? 0;
  const { onRangeChange } = messages;
  useEffect(() => {
    onRangeChange(firstInView, lastInView);
  }, [onRangeChange, firstInView, lastInView]);
  const scrolled = virtualizer.scrollOffset ?? 0;
  const firstInSight = items.find((item) => item.start >= scrolled)?.index ?? firstInView;

  const onScroll = () => {
    const element = scrollRef.current;
    if (element) atBottom.current = element.scrollHeight - element.scrollTop - element.clientHeight <= AT_BOTTOM_SLACK;
  };

  return (
    <div
      ref={scrollRef}
      role="region"
      aria-label={label}
      // Focusable so the keyboard scrolls it (arrows, Page Up, Home): axe's scrollable-region-focusable.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region is reached by keyboard
      tabIndex={0}
      onScroll={onScroll}
      className="overflow-y-auto bg-gray-50 [overflow-anchor:none] focus-visible:outline-2 focus-visible:outline-brand-600"
      style={{ height }}
    >
      <ol aria-label="Messages, oldest first" className="relative w-full" style={{ height: totalSize }}>
        {items.map((item) => {
          const message = rowAt(item.index);
          const failure = message === undefined ? messages.failedAt(item.index) : undefined;
          return (
            <li
              key={item.key}
              data-index={item.index}
              ref={virtualizer.measureElement}
              aria-posinset={item.index + 1}
              aria-setsize={count}
              aria-busy={message === undefined && !failure ? true : undefined}
              className="absolute top-0 left-0 w-full"
              style={{ transform: `translateY(${item.start}px)` }}
            >
              {message ? (
                <ChatBubble message={message} speaker={speakerOf(room, message)} />
              ) : (
                <div className="flex min-h-20 flex-col justify-center gap-2 px-3 py-2">
                  <PageGapContent failure={failure} saysFailure={saysFailureAt(messages, item.index, firstInSight)} />
                </div>
              )}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
