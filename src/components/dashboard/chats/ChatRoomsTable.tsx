import { useMemo } from 'react';
import type { ChatRoom } from '@/api/schemas';
import { Button } from '@/components/ui/Button';
import { dateColumn } from '@/components/ui/data-table/columns';
import { DataTable, type DataTableColumn, type TabTableProps } from '@/components/ui/DataTable';
import type { SortState } from '@/lib/urlState';
import { roomTitle } from './chatRoom';

export const CHAT_ROOMS_SORTABLE = ['roomid', 'sender', 'receiver', 'createdAt'] as const;
/** SPEC.md: lists newest first. */
export const CHAT_ROOMS_DEFAULT_SORT: SortState = { id: 'createdAt', desc: true };

/** The id of a room's Open button, so focus can come back to it from the thread. */
export const openRoomButtonId = (roomid: string) => `open-chat-${roomid}`;

export interface ChatRoomsTableProps extends TabTableProps<ChatRoom> {
  /** The room whose thread is shown. */
  openRoomId: string;
  /** Called with the room whose row was opened. */
  onOpen: (room: ChatRoom) => void;
  /** Shorter while a thread is shown below it. */
  maxHeight?: string;
}

/** SPEC.md Chat history: one row per room; Open shows its thread. */
export function ChatRoomsTable({ openRoomId, onOpen, maxHeight = '70vh', ...list }: ChatRoomsTableProps) {
  const columns = useMemo<DataTableColumn<ChatRoom>[]>(
    () => [
      // First, so a phone shows Open without scrolling sideways.
      {
        id: 'thread',
        header: 'Thread',
        csv: false,
        cell: (r) => {
          const open = r.roomid === openRoomId;
          return (
            <Button
              id={openRoomButtonId(r.roomid)}
              variant={open ? 'primary' : 'secondary'}
              className="px-3 py-1.5 whitespace-nowrap"
              aria-label={`${open ? 'Showing' : 'Open'} chat of ${roomTitle(r)}`}
              aria-current={open ? 'true' : undefined}
              onClick={() => onOpen(r)}
            >
              {open ? 'Showing' : 'Open'}
            </Button>
          );
        },
        width: '7rem',
      },
      { id: 'roomid', header: 'Room ID', value: (r) => r.roomid, cell: (r) => (
          <>
            {/* On a phone the names are off to the side: they come with the id. */}
            <span className="mb-0.5 block text-sm font-medium md:hidden">{roomTitle(r)}</span>
            <span className="font-mono text-xs break-all">{r.roomid}</span>
          </>
        ), sortable: true, width: '12rem' },
      { id: 'sender', header: 'Sender', value: (r) => r.sender.name, sortable: true, width: '8.5rem' },
      { id: 'receiver', header: 'Receiver', value: (r) => r.receiver.name, sortable: true, width: '8.5rem' },
      dateColumn({ id: 'createdAt', header: 'Created at', date: (r) => r.createdAt, width: '9.5rem' }),
    ],
    [openRoomId, onOpen],
  );

  return (
    <DataTable
      {...list}
      caption="Chat rooms"
      captionHidden
      columns={columns}
      getRowId={(r) => r._id}
      rowLabel={roomTitle}
      minWidth="45.5rem"
      maxHeight={maxHeight}
    />
  );
}
