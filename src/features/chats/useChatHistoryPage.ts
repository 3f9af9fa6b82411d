import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { exportList, fetchListPage, listCalls } from '@/api/lists';
import { reversedRows } from '@/api/listStatus';
import type { ChatRoom, ListView } from '@/api/schemas';
import { usePagedList } from '@/api/usePagedList';
import { CHAT_CSV_COLUMNS, NO_ROOM_MATCH, NO_ROOMS } from './model/chatRoom';
import { CHAT_ROOMS_DEFAULT_SORT, chatRoomsColumns, openRoomButtonId } from './model/chatRoomsColumns';
import { useListView } from '@/components/ui/data-table/useListController';
import { usePagedListController } from '@/components/ui/data-table/usePagedListController';
import type { ExportAllColumns } from '@/components/ui/DataTable';
import type { ExportAll } from '@/components/ui/ExportAllButton';
import { textParam } from '@/lib/urlState';
import { threadStateOf } from './model/chatThreadState';

/**
 * The open room, in the URL beside the list's sort (the header search is the layout's), so a
 * shared link opens the same thread. It narrows no rows: it only chooses the thread.
 */
const openRoomUrl = { room: textParam() };
/** A thread is asked newest first (its newest page comes first) and shown oldest first. */
const NEWEST_FIRST = { id: 'createdat', desc: true } as const;
const roomsOf = (page: { rows: ChatRoom[] }): readonly ChatRoom[] => page.rows;

/**
 * Everything the Chat history tab shows and does: the rooms asked of the backend a page at a time
 * (issue 47: a year is 50,000 of them), and the thread of the room in the URL, whose room is asked
 * by its id (it may be on no page at hand). The thread's messages are asked a page at a time too,
 * its newest first: scrolling up to earlier messages asks their pages, and only a window is held.
 */
export function useChatHistoryPage() {
  const view = useListView({ columns: chatRoomsColumns, defaultSort: CHAT_ROOMS_DEFAULT_SORT, filters: openRoomUrl });
  // The open room chooses the thread; it narrows no rows.
  const request = useMemo<ListView>(() => ({ ...view.request, filters: {} }), [view.request]);
  const paged = usePagedList(listCalls.chatRooms, request);
  const exportAll = useCallback<ExportAllColumns>((columns, options) => exportList(listCalls.chatRooms, { ...request, columns: [...columns] }, options), [request]);
  const list = usePagedListController({ view, list: paged, empty: { none: NO_ROOMS, noMatch: NO_ROOM_MATCH }, exportAll });
  const { setFilters } = view;
  const roomId = view.filters.room.trim();
  const rooms = useQuery({
    queryKey: ['chat-room', roomId],
    queryFn: ({ signal }) => fetchListPage(listCalls.chatRooms, { record: roomId, limit: 1 }, { signal }),
    enabled: roomId !== '',
    select: roomsOf,
  });

  const known = roomId !== '' && (rooms.data ?? []).some((room) => room.roomid === roomId);
  const messagesView = useMemo<ListView>(() => ({ q: '', filters: { room: roomId }, sort: NEWEST_FIRST, record: '' }), [roomId]);
  // Another room's messages are not shown while this room's come.
  const messages = usePagedList(listCalls.chatMessages, messagesView, { enabled: known, keepPrevious: false });
  const shownMessages = useMemo(() => reversedRows(messages.rows), [messages.rows]);
  const exportThread = useCallback<ExportAll>(
    (options) => exportList(listCalls.chatMessages, { ...messagesView, sort: { ...NEWEST_FIRST, desc: false }, columns: [...CHAT_CSV_COLUMNS] }, options),
    [messagesView],
  );
  const thread = threadStateOf(roomId, rooms, messages);

  // The operator chose the room (focus goes to its thread); a shared link leaves focus alone.
  const [chosenRoomId, setChosenRoomId] = useState<string | null>(null);
  const returnFocusTo = useRef<string | null>(null);

  const openRoom = useCallback(
    (room: ChatRoom) => {
      setChosenRoomId(room.roomid);
      setFilters({ room: room.roomid });
    },
    [setFilters],
  );

  const closeRoom = () => {
    returnFocusTo.current = roomId;
    setChosenRoomId(null);
    setFilters({ room: '' });
  };

  // Back on the rooms list, focus returns to the room's Open button. The list was hidden (on a
  // phone), so its virtual rows appear a frame or two after it is shown.
  useEffect(() => {
    const target = returnFocusTo.current;
    if (target === null || roomId !== '') return;
    returnFocusTo.current = null;
    let frame = 0;
    let tries = 0;
    const focus = () => {
      const button = document.getElementById(openRoomButtonId(target));
      if (button) button.focus();
      else if ((tries += 1) < 30) frame = requestAnimationFrame(focus);
    };
    focus();
    return () => cancelAnimationFrame(frame);
  }, [roomId]);

  return {
    /** What the rooms table takes as it is (TabTableProps). */
    table: list.table,
    roomId,
    openRoom,
    closeRoom,
    thread: {
      ...thread,
      messages: shownMessages,
      exportAll: exportThread,
      focusOnOpen: chosenRoomId !== null && chosenRoomId === roomId,
    },
  };
}
