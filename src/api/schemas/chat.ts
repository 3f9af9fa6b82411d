/** Chat rooms and messages (chat history). */
import { z } from 'zod';
import { id, nonEmpty, participant } from './common';

export const chatRoomSchema = z.object({
  _id: id,
  roomid: z.string(),
  sender: participant,
  receiver: participant,
  createdAt: z.string(),
});
export type ChatRoom = z.infer<typeof chatRoomSchema>;
export const chatMessageSchema = z.object({
  _id: id.optional(),
  roomid: z.string().optional(),
  /** The _id of the participant who wrote it. */
  sender: z.string(),
  messagecontent: z.string(),
  createdat: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const chatMessagesBodySchema = z.object({ roomid: nonEmpty('roomid') });

export const chatRoomListSchema = z.array(chatRoomSchema);

export const chatMessageListSchema = z.array(chatMessageSchema);
