import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/http';
import type { ListQuery } from '@/api/listStatus';
import type { ChatMessage, ChatRoom } from '@/api/schemas';
import { threadStateOf } from './chatThreadState';

const room: ChatRoom = { _id: 'r1', roomid: 'room_a_b', sender: { _id: 'a', name: 'A' }, receiver: { _id: 'b', name: 'B' }, createdAt: '2026-06-04T17:27:27.425Z' };
const message: ChatMessage = { sender: 'a', messagecontent: 'Hi', createdat: '2026-06-04T17:28:27.425Z' };

function query<T>(state: Partial<ListQuery<T>>): ListQuery<T> {
  return { data: undefined, error: null, isPending: false, isError: false, isRefetching: false, refetch: vi.fn(), ...state };
}
const loaded = <T>(data: T) => query<T>({ data });
const pending = <T>() => query<T>({ isPending: true });
const failed = <T>(error: Error) => query<T>({ isError: true, error });

describe('threadStateOf', () => {
  it('waits for the rooms, which name each side', () => {
    expect(threadStateOf('room_a_b', pending(), pending())).toMatchObject({ status: 'loading', room: null });
  });

  it('shows the rooms’ failure, and its Retry reloads the rooms', () => {
    const rooms = failed<readonly ChatRoom[]>(new Error('Rooms are down.'));
    const state = threadStateOf('room_a_b', rooms, pending());
    expect(state).toMatchObject({ status: 'error', error: 'Rooms are down.' });
    state.onRetry();
    expect(rooms.refetch).toHaveBeenCalledOnce();
  });

  it('says not found for an id no room has (a stale link) without waiting for messages', () => {
    expect(threadStateOf('room_gone', loaded([room]), pending())).toMatchObject({ status: 'not-found', room: null });
  });

  it('follows the messages of a known room: loading, empty, loaded, failed with Retry', () => {
    expect(threadStateOf('room_a_b', loaded([room]), pending())).toMatchObject({ status: 'loading', room });
    expect(threadStateOf('room_a_b', loaded([room]), loaded([]))).toMatchObject({ status: 'empty', room });
    expect(threadStateOf('room_a_b', loaded([room]), loaded([message]))).toMatchObject({ status: 'ready', room });
    const messages = failed<readonly ChatMessage[]>(new ApiError('http', 'The server had a problem.', '/api/chat-messages', { status: 500 }));
    const state = threadStateOf('room_a_b', loaded([room]), messages);
    expect(state).toMatchObject({ status: 'error', error: 'The server had a problem.' });
    state.onRetry();
    expect(messages.refetch).toHaveBeenCalledOnce();
  });

  it('says not found when the backend no longer has the room (404)', () => {
    const gone = failed<readonly ChatMessage[]>(new ApiError('http', 'No chat room has the id room_a_b.', '/api/chat-messages', { status: 404 }));
    expect(threadStateOf('room_a_b', loaded([room]), gone)).toMatchObject({ status: 'not-found', room });
  });

  it('keeps a loaded thread when a refresh of its messages or of the rooms fails, with the reason', () => {
    const down = new ApiError('http', 'The server had a problem.', '/api/chat-messages', { status: 500 });
    const messages = query<readonly ChatMessage[]>({ data: [message], isError: true, error: down });
    expect(threadStateOf('room_a_b', loaded([room]), messages)).toMatchObject({ status: 'ready', room, refreshError: 'The server had a problem.' });
    const rooms = query<readonly ChatRoom[]>({ data: [room], isError: true, error: down });
    const state = threadStateOf('room_a_b', rooms, loaded([message]));
    expect(state).toMatchObject({ status: 'ready', room, refreshError: 'The server had a problem.' });
    state.onRetry();
    expect(rooms.refetch).toHaveBeenCalledOnce();
  });
});
