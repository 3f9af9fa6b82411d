/** Chat rooms and threads for stories: the seed's own, and a generated long thread. */
import seed from '../../../db.json';
import type { PagedRows } from '../../../src/api/listStatus';
import type { ChatMessage, ChatRoom } from '../../../src/api/schemas';

export const rooms: ChatRoom[] = seed.chatRooms;
export const messagesOf = (room: ChatRoom): ChatMessage[] =>
  seed.chatMessages.filter((message) => message.roomid === room.roomid).sort((a, b) => Date.parse(a.createdat) - Date.parse(b.createdat));

/** The seed room with the most messages, and one with none (worked out here, not taken from the app). */
export const busiestRoom = [...rooms].sort((a, b) => messagesOf(b).length - messagesOf(a).length)[0]!;
export const silentRoom = rooms.find((room) => messagesOf(room).length === 0)!;
if (!busiestRoom || !silentRoom) throw new Error('db.json needs a chat room with messages and one without');

export const newestFirst = [...rooms].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));

const lines = [
  'Hi! Is this a good time?',
  'Yes, go ahead.',
  'I wanted to ask about the plan you shared last week. The second part felt hard to follow on weekdays, so I tried a shorter version in the mornings instead.',
  'That works. Keep the warm-up and cut the last set.',
  'Thanks!',
  'One more question about the diet chart: can I swap rice for millets on most days, or should it be only a couple of times a week?',
];

/** `count` messages between the room's two people, oldest first, a minute and a half apart; 'Message n' leads each. */
export function generatedThread(room: ChatRoom, count: number): ChatMessage[] {
  const start = Date.parse('2026-01-05T04:30:00.000Z');
  return Array.from({ length: count }, (_, index) => ({
    _id: `generated-${index + 1}`,
    roomid: room.roomid,
    sender: index % 3 === 1 ? room.receiver._id : room.sender._id,
    messagecontent: `Message ${index + 1}: ${lines[index % lines.length]}`,
    createdat: new Date(start + index * 90_000).toISOString(),
  }));
}

/** Messages a page of the thread holds, as the backend pages it (usePagedList's PAGE_SIZE). */
const THREAD_PAGE = 100;

/**
 * A thread (`messages`, oldest first) as the page gets it: a window of pages numbered from the
 * newest, as the backend answers them newest first (usePagedList, shown reversed). Every page is
 * at hand but those `waiting` (skeletons) and `failing` (the failure, whose Retry calls `onRetry`).
 */
export function threadRows(messages: readonly ChatMessage[], { waiting = [], failing = [], onRetry = () => undefined }: { waiting?: readonly number[]; failing?: readonly number[]; onRetry?: (page: number) => void } = {}): PagedRows<ChatMessage> {
  const count = messages.length;
  const pageOf = (index: number) => Math.floor((count - 1 - index) / THREAD_PAGE);
  const atHand = (index: number) => !waiting.includes(pageOf(index)) && !failing.includes(pageOf(index));
  return {
    count,
    loaded: messages.filter((_, index) => atHand(index)),
    rowAt: (index) => (atHand(index) ? messages[index] : undefined),
    failedAt: (index) => (failing.includes(pageOf(index)) ? { message: 'The server had a problem. Please try again later.', onRetry: () => onRetry(pageOf(index)) } : undefined),
    onRangeChange: () => undefined,
  };
}
