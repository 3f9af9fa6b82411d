/** Chat history (SPEC.md): the rooms, and a room's messages, which grow with use and are kept as a list (issue 47). */
import { isoSortKey } from '../../lib/format';
import type { ChatMessage } from '../schemas';
import { chatMessagesBodySchema } from '../schemas';
import { apiPaths } from '../paths';
import { type BackendRoute, notFound, ok, parseBody, readRoute } from './core';
import type { ListSpec } from './lists';
import { memoryStore } from './memoryStore';

/** A room's messages as a list: kept in SQLite with a year of data (a million messages), read a room at a time. */
export const chatMessagesList: ListSpec<'chatMessages'> = {
  collection: 'chatMessages',
  noun: 'Chat messages',
  // A message without an _id of its own is known by its room and time.
  id: (message) => message._id ?? `${message.roomid ?? ''} ${message.createdat}`,
  sorts: { createdat: (message) => isoSortKey(message.createdat) },
  defaultSort: { id: 'createdat', desc: false },
  search: (message) => [message.messagecontent],
  filters: { room: { kind: 'equals', value: (message) => message.roomid } },
  sums: {},
  columns: { createdat: (message) => message.createdat, sender: (message) => message.sender, messagecontent: (message) => message.messagecontent },
};

/** The most messages a room's history answers at once: far more than any conversation of a session holds. */
const THREAD_MAX = 5_000;

export const chatRoutes: BackendRoute[] = [
  { ...readRoute('chatRooms', apiPaths.chatRooms, (db) => db.chatRooms), relative: true },
  {
    method: 'POST',
    name: 'chatMessages',
    path: apiPaths.chatMessages,
    relative: true,
    auth: true,
    mutates: false,
    handle(db, request, context) {
      const { roomid } = parseBody(chatMessagesBodySchema, request.body);
      if (!db.chatRooms.some((room) => room.roomid === roomid)) notFound(`No chat room has the id ${roomid}.`);
      // Oldest first, through the room's index: the few messages of one room, not a million.
      const thread: ChatMessage[] = [];
      const view = { q: '', filters: { room: roomid }, sort: chatMessagesList.defaultSort, record: '' };
      for (const rows of (context.lists ?? memoryStore(db)).scan(chatMessagesList, view, THREAD_MAX)) {
        thread.push(...rows.slice(0, THREAD_MAX - thread.length));
        if (thread.length >= THREAD_MAX) break;
      }
      return ok(thread);
    },
  },
];
