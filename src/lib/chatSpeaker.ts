/**
 * Who wrote a chat message, as a thread shows them and its CSV names them (the page and the
 * backend's export say the same): the room's sender, its receiver, or anyone else by the id
 * the message carries.
 */

/** The room's sender writes on the left, its receiver on the right; anyone else is shown by id. */
export type ChatSide = 'sender' | 'receiver' | 'other';

export interface Speaker {
  name: string;
  side: ChatSide;
}

/** What naming a message's writer needs of its room: the two people on it. */
export interface RoomPeople {
  sender: { _id: string; name: string };
  receiver: { _id: string; name: string };
}

/** Who wrote a message, by the participant _id it carries; an id the room does not know is shown as it is. */
export function speakerOf(room: RoomPeople, message: { sender: string }): Speaker {
  if (message.sender === room.sender._id) return { name: room.sender.name, side: 'sender' };
  if (message.sender === room.receiver._id) return { name: room.receiver.name, side: 'receiver' };
  return { name: message.sender || 'Unknown sender', side: 'other' };
}
