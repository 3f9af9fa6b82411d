import { chatMessagesBodySchema } from '../schemas';
import { apiPaths } from '../paths';
import { type BackendRoute, notFound, ok, parseBody, readRoute } from './core';

export const chatRoutes: BackendRoute[] = [
  { ...readRoute('chatRooms', apiPaths.chatRooms, (db) => db.chatRooms), relative: true },
  {
    method: 'POST',
    name: 'chatMessages',
    path: apiPaths.chatMessages,
    relative: true,
    auth: true,
    mutates: false,
    handle(db, request) {
      const { roomid } = parseBody(chatMessagesBodySchema, request.body);
      if (!db.chatRooms.some((room) => room.roomid === roomid)) notFound(`No chat room has the id ${roomid}.`);
      const thread = db.chatMessages.filter((message) => message.roomid === roomid);
      return ok(thread.sort((a, b) => Date.parse(a.createdat) - Date.parse(b.createdat)));
    },
  },
];
