import { request } from './client';
import { apiPaths } from './paths';
import { chatMessageListSchema, chatRoomListSchema } from './schemas';

type Signal = { signal?: AbortSignal };

// SPEC.md section 7: the chat paths are relative to the page, not the configured host.

/** POST /api/chat-rooms. */
export function fetchChatRooms({ signal }: Signal = {}) {
  return request(apiPaths.chatRooms, { body: {}, schema: chatRoomListSchema, signal, relative: true });
}

/** POST /api/chat-messages: one room's thread. */
export function fetchChatMessages(roomid: string, { signal }: Signal = {}) {
  return request(apiPaths.chatMessages, { body: { roomid }, schema: chatMessageListSchema, signal, relative: true });
}
