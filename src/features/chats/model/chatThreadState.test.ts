import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/http';
import type { ListQuery, PagedList } from '@/api/listStatus';
import type { ChatMessage, ChatRoom } from '@/api/schemas';
import { pagedListOf } from '@/test/pagedList';
import { threadStateOf } from './chatThreadState';

const room: ChatRoom = { _id: 'r1', roomid: 'room_a_b', sender: { _id: 'a', name: 'A' }, receiver: { _id: 'b', name: 'B' }, createdAt: '2026-06-04T17:27:27.425Z' };
const message: ChatMessage = { sender: 'a', messagecontent: 'Hi', createdat: '2026-06-04T17:28:27.425Z' };

function query<T>(state: Partial<ListQuery<T>>): ListQuery<T> {
  return { data: undefined, error: null, isPending: false, isError: false, isRefetching: false, refetch: vi.fn(), ...state };
}
const loaded = <T>(data: T) => query<T>({ data });
const pending = <T>() => query<T>({ isPending: true });
const failed = <T>(error: Error) => query<T>({ isError: true, error });

/** The room's messages as usePagedList answers them: `total` once the first page is in. */
function paged(state: Partial<PagedList<ChatMessage>>): PagedList<ChatMessage> {
  const rows = state.total ? [message] : [];
  return pagedListOf<ChatMessage>({ rows: { count: rows.length, loaded: rows, rowAt: (index) => rows[index], failedAt: () => undefined, onRangeChange: () => undefined }, isPending: state.total === undefined, ...state });
}
const down = new ApiError('http', 'The server had a problem.', '/lists/chat-messages', { status: 500 });

describe('threadStateOf', () => {
  it('waits for the room, which names each side', () => {
    expect(threadStateOf('room_a_b', pending(), paged({}))).toMatchObject({ status: 'loading', room: null });
  });

  it('shows the room’s failure, and its Retry asks for the room again', () => {
    const rooms = failed<readonly ChatRoom[]>(new Error('Rooms are down.'));
    const state = threadStateOf('room_a_b', rooms, paged({}));
    expect(state).toMatchObject({ status: 'error', error: 'Rooms are down.' });
    state.onRetry();
    expect(rooms.refetch).toHaveBeenCalledOnce();
  });

  it('says not found for an id no room has (a stale link) without waiting for messages', () => {
    expect(threadStateOf('room_gone', loaded([]), paged({}))).toMatchObject({ status: 'not-found', room: null });
  });

  it('follows the messages of a known room: loading, empty, loaded, failed with Retry', () => {
    expect(threadStateOf('room_a_b', loaded([room]), paged({}))).toMatchObject({ status: 'loading', room });
    expect(threadStateOf('room_a_b', loaded([room]), paged({ total: 0 }))).toMatchObject({ status: 'empty', room });
    expect(threadStateOf('room_a_b', loaded([room]), paged({ total: 1 }))).toMatchObject({ status: 'ready', room });
    const messages = paged({ error: down });
    const state = threadStateOf('room_a_b', loaded([room]), messages);
    expect(state).toMatchObject({ status: 'error', error: 'The server had a problem.' });
    state.onRetry();
    expect(messages.refetch).toHaveBeenCalledOnce();
  });

  it('keeps a loaded thread when a refresh of its messages or of the room fails, with the reason', () => {
    expect(threadStateOf('room_a_b', loaded([room]), paged({ total: 1, refreshError: down }))).toMatchObject({ status: 'ready', room, refreshError: 'The server had a problem.' });
    const rooms = query<readonly ChatRoom[]>({ data: [room], isError: true, error: down });
    const state = threadStateOf('room_a_b', rooms, paged({ total: 1 }));
    expect(state).toMatchObject({ status: 'ready', room, refreshError: 'The server had a problem.' });
    state.onRetry();
    expect(rooms.refetch).toHaveBeenCalledOnce();
  });
});
