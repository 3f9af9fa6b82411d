/** The Chat history rooms table's model: its columns, declared once, and the order SPEC.md gives it. */
import type { ChatRoom } from '@/api/schemas';
import { Button } from '@/components/ui/Button';
import { dateColumn } from '@/components/ui/data-table/columns';
import type { DataTableColumn } from '@/components/ui/DataTable';
import type { SortState } from '@/lib/urlState';
import { roomTitle } from './chatRoom';

/** SPEC.md: lists newest first. */
export const CHAT_ROOMS_DEFAULT_SORT: SortState = { id: 'createdAt', desc: true };

/** The id of a room's Open button, so focus can come back to it from the thread. */
export const openRoomButtonId = (roomid: string) => `open-chat-${roomid}`;

/** What a row can do, and which room is open (its button says Showing). */
export interface ChatRoomsActions {
  /** The room whose thread is shown; '' for none. */
  openRoomId: string;
  /** Called with the room whose row was opened. */
  onOpen: (room: ChatRoom) => void;
}

/** SPEC.md Chat history's columns, in order. */
export const chatRoomsColumns: readonly DataTableColumn<ChatRoom, ChatRoomsActions>[] = [
  // First, so a phone shows Open without scrolling sideways.
  {
    id: 'thread',
    header: 'Thread',
    csv: false,
    cell: (r, { actions }) => {
      const open = r.roomid === actions.openRoomId;
      return (
        <Button
          id={openRoomButtonId(r.roomid)}
          variant={open ? 'primary' : 'secondary'}
          className="px-3 py-1.5 whitespace-nowrap"
          aria-label={`${open ? 'Showing' : 'Open'} chat of ${roomTitle(r)}`}
          aria-current={open ? 'true' : undefined}
          onClick={() => actions.onOpen(r)}
        >
          {open ? 'Showing' : 'Open'}
        </Button>
      );
    },
    width: '7rem',
  },
  {
    id: 'roomid',
    header: 'Room ID',
    value: (r) => r.roomid,
    cell: (r) => (
      <>
        {/* On a phone the names are off to the side: they come with the id. */}
        <span className="mb-0.5 block text-sm font-medium md:hidden">{roomTitle(r)}</span>
        <span className="font-mono text-xs break-all">{r.roomid}</span>
      </>
    ),
    // The room's id names its row (the Open button comes first).
    rowHeader: true,
    sortable: true,
    width: '12rem',
  },
  { id: 'sender', header: 'Sender', value: (r) => r.sender.name, sortable: true, width: '8.5rem' },
  { id: 'receiver', header: 'Receiver', value: (r) => r.receiver.name, sortable: true, width: '8.5rem' },
  dateColumn<ChatRoom>({ id: 'createdAt', header: 'Created at', date: (r) => r.createdAt, width: '9.5rem' }),
];
