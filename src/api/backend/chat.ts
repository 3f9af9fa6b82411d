/** Chat history (SPEC.md): the rooms, and a room's messages, which grow with use and are kept as a list (issue 47). */
import { speakerOf } from '../../lib/chatSpeaker';
import { isoSortKey } from '../../lib/format';
import { textSortKey } from '../../lib/sortRows';
import type { ChatMessage } from '../schemas';
import type { Database, WorkingDatabase } from './db';
import { chatMessagesBodySchema } from '../schemas';
import { apiPaths } from '../paths';
import { type BackendRoute, notFound, ok, parseBody, readRoute } from './core';
import { listRoutes, type ListSpec } from './lists';
import { memoryStore } from './memoryStore';

/**
 * A room's messages as a list: kept in SQLite with a year of data (a million messages), read a
 * room at a time (the filter `room`), newest first: the thread opens at its newest page and asks
 * the earlier ones as the operator scrolls up to them.
 */
export const chatMessagesList: ListSpec<'chatMessages'> = {
  collection: 'chatMessages',
  noun: 'Chat messages',
  // A message without an _id of its own is known by its room and time.
  id: (message) => message._id ?? `${message.roomid ?? ''} ${message.createdat}`,
  sorts: { createdat: (message) => isoSortKey(message.createdat) },
  defaultSort: { id: 'createdat', desc: true },
  search: (message) => [message.messagecontent],
  filters: { room: { kind: 'equals', value: (message) => message.roomid } },
  sums: {},
  columns: { createdat: (message) => message.createdat, sender: (message) => message.sender, messagecontent: (message) => message.messagecontent },
};

const withWriters = new WeakMap<object, ListSpec<'chatMessages'>>();

/**
 * The messages' list as the rooms are: its export also names who wrote each message ('From'),
 * as the thread's bubble does. One list for as long as the rooms are the same (no back-office
 * call changes them); the stores keep the messages by `chatMessagesList`, of the same columns.
 */
export function chatMessagesListFor(rooms: (WorkingDatabase | Database)['chatRooms']): ListSpec<'chatMessages'> {
  const kept = withWriters.get(rooms);
  if (kept) return kept;
  const byId = new Map(rooms.map((room) => [room.roomid, room]));
  const from = (message: ChatMessage) => {
    const room = message.roomid === undefined ? undefined : byId.get(message.roomid);
    return room ? speakerOf(room, message).name : message.sender;
  };
  const spec: ListSpec<'chatMessages'> = { ...chatMessagesList, columns: { ...chatMessagesList.columns, from } };
  withWriters.set(rooms, spec);
  return spec;
}

/**
 * The rooms as a list asked a page at a time (issue 47: a year is 50,000 rooms), held in memory
 * by every store: newest first, searched by room id and the two people's names.
 */
export const chatRoomsList: ListSpec<'chatRooms'> = {
  collection: 'chatRooms',
  noun: 'Chat rooms',
  id: (room) => room.roomid,
  // The table's sortable columns, keyed as its own sort keys them (chatRoomsColumns.tsx).
  sorts: {
    roomid: (room) => textSortKey(room.roomid),
    sender: (room) => textSortKey(room.sender.name),
    receiver: (room) => textSortKey(room.receiver.name),
    createdAt: (room) => isoSortKey(room.createdAt),
  },
  // SPEC.md: lists newest first.
  defaultSort: { id: 'createdAt', desc: true },
  // The names also as the palette names the room ('Asha Rao and Ravi Kumar').
  search: (room) => [room.roomid, room.sender.name, room.receiver.name, `${room.sender.name} and ${room.receiver.name}`],
  filters: {},
  sums: {},
  columns: { roomid: (room) => room.roomid, sender: (room) => room.sender.name, receiver: (room) => room.receiver.name, createdAt: (room) => room.createdAt },
};

/** The most messages a room's history answers at once: far more than any conversation of a session holds. */
const THREAD_MAX = 5_000;

export const chatRoutes: BackendRoute[] = [
  { ...readRoute('chatRooms', apiPaths.chatRooms, (db) => db.chatRooms), relative: true },
  ...listRoutes(chatRoomsList, {
    page: { name: 'chatRoomsPage', path: apiPaths.chatRoomsPage },
    export: { name: 'chatRoomsExport', path: apiPaths.chatRoomsExport },
  }),
  ...listRoutes((db) => chatMessagesListFor(db.chatRooms), {
    page: { name: 'chatMessagesPage', path: apiPaths.chatMessagesPage },
    export: { name: 'chatMessagesExport', path: apiPaths.chatMessagesExport },
  }),
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
      // Through the room's index: the few messages of one room, not a million. The newest
      // THREAD_MAX of a longer room, so its latest conversation is the one shown; oldest first.
      const thread: ChatMessage[] = [];
      const view = { q: '', filters: { room: roomid }, sort: { id: 'createdat', desc: true }, record: '' };
      for (const rows of (context.lists ?? memoryStore(db)).scan(chatMessagesList, view, THREAD_MAX)) {
        thread.push(...rows.slice(0, THREAD_MAX - thread.length));
        if (thread.length >= THREAD_MAX) break;
      }
      return ok(thread.reverse());
    },
  },
];
