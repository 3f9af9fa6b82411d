import type { ChatMessage, ChatRoom } from '@/api/schemas';
import { fileNamePart, toCsv } from '@/lib/csv';

/** What a thread needs of its room: who is on each side. */
export type ChatRoomPeople = Pick<ChatRoom, 'roomid' | 'sender' | 'receiver'>;

/** The room's sender writes on the left, its receiver on the right; anyone else is shown by id. */
export type ChatSide = 'sender' | 'receiver' | 'other';

export interface Speaker {
  name: string;
  side: ChatSide;
}

export const NO_ROOMS = 'No chat rooms yet.';
export const NO_ROOM_MATCH = 'No chat rooms match this search.';
export const NO_MESSAGES = 'No messages in this room yet.';
export const CHOOSE_ROOM = 'Choose a room to read its messages.';
export const roomNotFound = (roomid: string) => `No chat room has the id ${roomid}. It may have been removed, or the link is incomplete.`;

/** 'Aishwarya Ghosh and Pranav Pandey'. */
export const roomTitle = (room: ChatRoomPeople) => `${room.sender.name} and ${room.receiver.name}`;

/** Who wrote a message, by the participant _id it carries; an id the room does not know is shown as it is. */
export function speakerOf(room: ChatRoomPeople, message: Pick<ChatMessage, 'sender'>): Speaker {
  if (message.sender === room.sender._id) return { name: room.sender.name, side: 'sender' };
  if (message.sender === room.receiver._id) return { name: room.receiver.name, side: 'receiver' };
  return { name: message.sender || 'Unknown sender', side: 'other' };
}

export const CHAT_CSV_HEADERS = ['Sent at', 'From', 'Message'] as const;

/**
 * A thread as CSV (PRODUCT.md point 14), oldest first as shown: when each message was sent
 * (as the backend wrote it), who sent it (as the bubble names them) and what it says.
 */
export function chatThreadCsv(room: ChatRoomPeople, messages: readonly ChatMessage[]): string {
  return toCsv(
    CHAT_CSV_HEADERS,
    messages.map((message) => [message.createdat, speakerOf(room, message).name, message.messagecontent]),
  );
}

/** The thread's file is named after its two people ('chat-asha-rao-and-ravi-kumar'), or its room id when their names leave nothing. */
export function chatFileName(room: ChatRoomPeople): string {
  const people = [room.sender.name, room.receiver.name].map(fileNamePart);
  const part = people.every(Boolean) ? people.join('-and-') : fileNamePart(room.roomid);
  return part ? `chat-${part}` : 'chat';
}
