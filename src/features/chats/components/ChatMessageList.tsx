import { useVirtualizer } from '@tanstack/react-virtual';
import { useLayoutEffect, useRef } from 'react';
import type { ChatMessage } from '@/api/schemas';
import { ChatBubble } from './ChatBubble';
import { speakerOf, type ChatRoomPeople } from '../model/chatRoom';

/** A bubble of one or two lines; every bubble is measured as it appears. */
const ESTIMATED_BUBBLE_HEIGHT = 84;
/** How close to the end still counts as reading the newest message. */
const AT_BOTTOM_SLACK = 24;

interface ChatMessageListProps {
  /** The room's two people: who sent each message, and which side its bubble sits on. */
  room: ChatRoomPeople;
  /** Oldest first, as the backend sends them. */
  messages: readonly ChatMessage[];
  /** The thread's accessible name, such as 'Messages between Asha and Ravi'. */
  label: string;
  /** The scroll area's CSS height; only the messages in view are in the DOM. */
  height: string;
}

/**
 * The thread as a virtual list: only the bubbles in view (and a few beyond) are in the DOM,
 * so 5,000 messages scroll as smoothly as 5. It opens at the newest message and stays there
 * while bubbles below are measured; once the operator scrolls up, it stays where they are.
 */
export function ChatMessageList({ room, messages, label, height }: ChatMessageListProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const count = messages.length;
  // eslint-disable-next-line react-hooks/incompatible-library -- no React Compiler in this app; the virtualizer re-renders on scroll itself.
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ESTIMATED_BUBBLE_HEIGHT,
    getItemKey: (index) => messages[index]?._id ?? index,
    overscan: 6,
    useFlushSync: false,
    // The first render already shows the newest messages rather than the oldest.
    initialOffset: () => count * ESTIMATED_BUBBLE_HEIGHT,
    initialRect: { width: 640, height: 480 },
  });
  const totalSize = virtualizer.getTotalSize();

  // Anchored at the bottom: each measurement that grows the list keeps the newest in view.
  useLayoutEffect(() => {
    const element = scrollRef.current;
    if (element && atBottom.current) element.scrollTop = element.scrollHeight;
  }, [totalSize, count]);

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
        {virtualizer.getVirtualItems().map((item) => {
          const message = messages[item.index];
          if (!message) return null;
          return (
            <li
              key={item.key}
              data-index={item.index}
              ref={virtualizer.measureElement}
              aria-posinset={item.index + 1}
              aria-setsize={count}
              className="absolute top-0 left-0 w-full"
              style={{ transform: `translateY(${item.start}px)` }}
            >
              <ChatBubble message={message} speaker={speakerOf(room, message)} />
            </li>
          );
        })}
      </ol>
    </div>
  );
}
