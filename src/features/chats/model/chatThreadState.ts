import { listStatusOf, pagedStatusOf, type ListQuery, type PagedList } from '@/api/listStatus';
import type { ChatMessage, ChatRoom } from '@/api/schemas';
import type { ThreadStatus } from '../components/ChatThread';

export interface ThreadState {
  room: ChatRoom | null;
  status: ThreadStatus;
  error: string;
  onRetry: () => void;
  /** A refresh of the rooms or the messages failed; what was loaded stays. */
  refreshError: string;
}

/**
 * The open thread's state from the room id in the URL, the room asked by its id and the room's
 * messages (asked a page at a time): it waits for the room (it names each side), says so when no
 * room has the id (a stale link), and otherwise follows the messages' first page, which counts them.
 */
export function threadStateOf(roomId: string, rooms: ListQuery<readonly ChatRoom[]>, messages: PagedList<ChatMessage>): ThreadState {
  const roomsState = listStatusOf(rooms, () => false);
  if (roomsState.status !== 'ready') return { room: null, status: roomsState.status, error: roomsState.error, onRetry: roomsState.onRetry, refreshError: '' };
  const room = rooms.data?.find((candidate) => candidate.roomid === roomId) ?? null;
  const messagesState = pagedStatusOf(messages);
  if (!room) return { room, status: 'not-found', error: '', onRetry: roomsState.onRetry, refreshError: '' };
  if (roomsState.refreshError && !messagesState.refreshError) return { room, ...messagesState, refreshError: roomsState.refreshError, onRetry: roomsState.onRetry };
  return { room, ...messagesState };
}
