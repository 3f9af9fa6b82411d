import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { queries } from '@/api/queries';
import type { ChatMessage, ChatRoom } from '@/api/schemas';
import { NO_ROOM_MATCH, NO_ROOMS } from '@/components/dashboard/chats/chatRoom';
import { CHAT_ROOMS_DEFAULT_SORT, CHAT_ROOMS_SORTABLE, openRoomButtonId } from '@/components/dashboard/chats/ChatRoomsTable';
import { createTextFilter } from '@/lib/textSearch';
import { sortParam, textParam } from '@/lib/urlState';
import { useUrlState } from '@/lib/useUrlState';
import { threadStateOf } from './chatThreadState';
import { tabTableOf } from './tabTable';
import { useTabSearch } from '@/components/ui/data-table/tabSearch';

/** The Chat history tab's state in the URL: the open room and the sort (the header search is the layout's). */
export const chatHistoryUrl = {
  room: textParam(),
  sort: sortParam(CHAT_ROOMS_SORTABLE, CHAT_ROOMS_DEFAULT_SORT),
};

const NO_ROOMS_YET: ChatRoom[] = [];
const NO_MESSAGES_YET: ChatMessage[] = [];

/** Everything the Chat history tab shows and does (STYLE.md: one hook per tab; components take props). */
export function useChatHistoryPage() {
  const rooms = useQuery(queries.chatRooms());
  const [url, setUrl] = useUrlState(chatHistoryUrl);
  const q = useTabSearch();
  const roomId = url.room.trim();

  const all = rooms.data ?? NO_ROOMS_YET;
  const search = useMemo(() => createTextFilter(all, (r) => [r.roomid, r.sender.name, r.receiver.name]), [all]);
  const shown = useMemo(() => search(q), [search, q]);
  const { table } = tabTableOf(rooms, shown, {
    sorting: url.sort,
    onSortingChange: (sort) => setUrl({ sort }),
    empty: { none: NO_ROOMS, noMatch: NO_ROOM_MATCH },
  });

  const known = roomId !== '' && all.some((room) => room.roomid === roomId);
  const messages = useQuery({ ...queries.chatMessages(roomId), enabled: known });
  const thread = threadStateOf(roomId, rooms, messages);

  // The operator chose the room (focus goes to its thread); a shared link leaves focus alone.
  const [chosenRoomId, setChosenRoomId] = useState<string | null>(null);
  const returnFocusTo = useRef<string | null>(null);

  const openRoom = useCallback(
    (room: ChatRoom) => {
      setChosenRoomId(room.roomid);
      setUrl({ room: room.roomid });
    },
    [setUrl],
  );

  const closeRoom = () => {
    returnFocusTo.current = roomId;
    setChosenRoomId(null);
    setUrl({ room: '' });
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
    table,
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
