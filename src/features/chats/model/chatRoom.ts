import type { ChatRoom } from '@/api/schemas';
import { fileNamePart } from '@/lib/csv';

/** What a thread needs of its room: who is on each side. */
export type ChatRoomPeople = Pick<ChatRoom, 'roomid' | 'sender' | 'receiver'>;

export const NO_ROOMS = 'No chat rooms yet.';
export const NO_ROOM_MATCH = 'No chat rooms match this search.';
export const NO_MESSAGES = 'No messages in this room yet.';
export const CHOOSE_ROOM = 'Choose a room to read its messages.';
export const roomNotFound = (roomid: string) => `No chat room has the id ${roomid}. It may have been removed, or the link is incomplete.`;

/** 'Aishwarya Ghosh and Pranav Pandey'. */
export const roomTitle = (room: ChatRoomPeople) => `${room.sender.name} and ${room.receiver.name}`;

/**
 * A thread's CSV (PRODUCT.md point 14), as the page asks the backend for it (every message of
 * the room, not the pages at hand): when each message was sent (as the backend wrote it), who
 * sent it (as the bubble names them: lib/chatSpeaker) and what it says, oldest first.
 */
export const CHAT_CSV_COLUMNS = [
  { id: 'createdat', header: 'Sent at' },
  { id: 'from', header: 'From' },
  { id: 'messagecontent', header: 'Message' },
] as const;

/** The thread's file is named after its two people ('chat-asha-rao-and-ravi-kumar'), or its room id when their names leave nothing. */
export function chatFileName(room: ChatRoomPeople): string {
  const people = [room.sender.name, room.receiver.name].map(fileNamePart);
  const part = people.every(Boolean) ? people.join('-and-') : fileNamePart(room.roomid);
  return part ? `chat-${part}` : 'chat';
}
