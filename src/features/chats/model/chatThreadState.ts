import { isApiError } from '@/api/http';
import { listStatusOf, type ListQuery } from '@/api/listStatus';
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
 * The open thread's state from the room id in the URL, the rooms and the room's messages: it
 * waits for the rooms (they name each side), says so when no room has the id (a stale link),
 * and otherwise follows the messages. A room removed since the rooms arrived (the backend
 * answers 404) is not found either.
 */
export function threadStateOf(roomId: string, rooms: ListQuery<readonly ChatRoom[]>, messages: ListQuery<readonly ChatMessage[]>): ThreadState {
  const roomsState = listStatusOf(rooms, () => false);
  if (roomsState.status !== 'ready') return { room: null, status: roomsState.status, error: roomsState.error, onRetry: roomsState.onRetry, refreshError: '' };
  const room = rooms.data?.find((candidate) => candidate.roomid === roomId) ?? null;
  const messagesState = listStatusOf(messages, (data) => data.length === 0);
  if (!room || (messages.isError && isApiError(messages.error) && messages.error.status === 404)) {
    return { room, status: 'not-found', error: '', onRetry: messagesState.onRetry, refreshError: '' };
  }
  if (roomsState.refreshError && !messagesState.refreshError) return { room, ...messagesState, refreshError: roomsState.refreshError, onRetry: roomsState.onRetry };
  return { room, ...messagesState };
}
