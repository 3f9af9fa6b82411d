/** Chat rooms and messages (chat history). */
import { z } from 'zod';
import { dateText, id, MAX_LENGTH, participant, requiredText, text } from './common';

const roomid = text(MAX_LENGTH.id, 'A room id');

export const chatRoomSchema = z.object({
  _id: id,
  roomid,
  sender: participant,
  receiver: participant,
  createdAt: dateText,
});
export type ChatRoom = z.infer<typeof chatRoomSchema>;
export const chatMessageSchema = z.object({
  _id: id.optional(),
  roomid: roomid.optional(),
  /** The _id of the participant who wrote it. */
  sender: id,
  messagecontent: text(MAX_LENGTH.chatMessage, 'A message'),
  createdat: dateText,
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const chatMessagesBodySchema = z.object({ roomid: requiredText(MAX_LENGTH.id, 'roomid') });

export const chatRoomListSchema = z.array(chatRoomSchema);

export const chatMessageListSchema = z.array(chatMessageSchema);
