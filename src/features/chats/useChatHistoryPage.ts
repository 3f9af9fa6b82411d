import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { queries } from '@/api/queries';
import type { ChatMessage, ChatRoom } from '@/api/schemas';
import { NO_ROOM_MATCH, NO_ROOMS } from './model/chatRoom';
import { CHAT_ROOMS_DEFAULT_SORT, chatRoomsColumns, openRoomButtonId } from './model/chatRoomsColumns';
import { useListController } from '@/components/ui/data-table/useListController';
import { textParam } from '@/lib/urlState';
import { threadStateOf } from './model/chatThreadState';

/**
 * The open room, in the URL beside the list's sort (the header search is the layout's), so a
 * shared link opens the same thread. It narrows no rows: it only chooses the thread.
 */
const openRoomUrl = { room: textParam() };
const searchFields = (room: ChatRoom) => [room.roomid, room.sender.name, room.receiver.name];

const NO_MESSAGES_YET: ChatMessage[] = [];

/** Everything the Chat history tab shows and does: the kit's rooms list, and the thread of the room in the URL. */
export function useChatHistoryPage() {
  const rooms = useQuery(queries.chatRooms());
  const list = useListController({
    query: rooms,
    columns: chatRoomsColumns,
    defaultSort: CHAT_ROOMS_DEFAULT_SORT,
    filters: openRoomUrl,
    search: searchFields,
    empty: { none: NO_ROOMS, noMatch: NO_ROOM_MATCH },
  });
  const { all, setFilters } = list;
  const roomId = list.filters.room.trim();

  const known = roomId !== '' && all.some((room) => room.roomid === roomId);
  const messages = useQuery({ ...queries.chatMessages(roomId), enabled: known });
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
      messages: messages.data ?? NO_MESSAGES_YET,
      focusOnOpen: chosenRoomId !== null && chosenRoomId === roomId,
    },
  };
}
