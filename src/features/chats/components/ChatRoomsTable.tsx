import { useMemo } from 'react';
import type { ChatRoom } from '@/api/schemas';
import { DataTable, type TabTableProps } from '@/components/ui/DataTable';
import { roomTitle } from '../model/chatRoom';
import { chatRoomsColumns, type ChatRoomsActions } from '../model/chatRoomsColumns';

export interface ChatRoomsTableProps extends TabTableProps<ChatRoom>, ChatRoomsActions {
  /** Shorter while a thread is shown below it. */
  maxHeight?: string;
}

/** SPEC.md Chat history: one row per room; Open shows its thread. */
export function ChatRoomsTable({ openRoomId, onOpen, maxHeight = '70vh', ...list }: ChatRoomsTableProps) {
  const actions = useMemo<ChatRoomsActions>(() => ({ openRoomId, onOpen }), [openRoomId, onOpen]);
  return (
    <DataTable
      {...list}
      caption="Chat rooms"
      captionHidden
      columns={chatRoomsColumns}
      actions={actions}
      getRowId={getRowId}
      rowLabel={roomTitle}
      columnsKey="chats"
      exportFileName="chat-rooms"
      maxHeight={maxHeight}
    />
  );
}

const getRowId = (room: ChatRoom) => room._id;
