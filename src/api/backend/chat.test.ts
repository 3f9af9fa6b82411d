/** Chat rooms and messages, run straight through `dispatch` over a fresh copy of the seed. */
import { describe, expect, it } from 'vitest';
import { chatRoomListSchema, chatMessageListSchema, chatMessageSchema, chatRoomSchema, listPageSchema } from '../schemas';
import { bothStores } from './bothStores';
import { seedDb, freshDb, call, expectRefused, makeContext } from './testing';

describe('chats', () => {
  it('api/chat-rooms answers the rooms', () => {
    expect(chatRoomListSchema.parse(call(freshDb(), 'chatRooms').response.body)).toHaveLength(seedDb.chatRooms.length);
  });

  it("api/chat-messages answers a room's messages, oldest first", () => {
    const db = freshDb();
    db.chatMessages.reverse();
    const roomid = seedDb.chatRooms.find((room) => seedDb.chatMessages.filter((message) => message.roomid === room.roomid).length > 2)!.roomid;
    const messages = chatMessageListSchema.parse(call(db, 'chatMessages', { roomid }).response.body);
    expect(messages.length).toBe(seedDb.chatMessages.filter((message) => message.roomid === roomid).length);
    expect(messages.every((message) => message.roomid === roomid)).toBe(true);
    const times = messages.map((message) => Date.parse(message.createdat));
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });

  it('api/chat-messages answers an empty list for a room without messages, 404 for an unknown room', () => {
    const quiet = seedDb.chatRooms.find((room) => !seedDb.chatMessages.some((message) => message.roomid === room.roomid))!;
    expect(call(freshDb(), 'chatMessages', { roomid: quiet.roomid }).response.body).toEqual([]);
    expectRefused(freshDb(), 'chatMessages', { roomid: 'room_nope' }, 404);
    expectRefused(freshDb(), 'chatMessages', {}, 400);
  });

  it('lists/chat-rooms answers a page of the rooms, newest first, searched by id and names, and one room by its id', () => {
    const db = freshDb();
    const page = (body: unknown) => listPageSchema(chatRoomSchema).parse(call(db, 'chatRoomsPage', body).response.body);
    const all = page({ limit: 200 });
    expect(all.total).toBe(seedDb.chatRooms.length);
    const times = all.rows.map((room) => Date.parse(room.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const room = seedDb.chatRooms[3]!;
    expect(page({ q: `${room.sender.name} and ${room.receiver.name}` }).rows.map((found) => found.roomid)).toContain(room.roomid);
    expect(page({ record: room.roomid }).rows).toEqual([room]);
    expect(page({ sort: { id: 'sender', desc: false }, limit: 1 }).rows[0]?.sender.name).toBe([...seedDb.chatRooms].map((r) => r.sender.name).sort((a, b) => a.localeCompare(b))[0]);
    expectRefused(db, 'chatRoomsPage', { sort: { id: 'messages', desc: false } }, 400, 'Chat rooms cannot be sorted by messages.');
    expect(call(db, 'chatRoomsPage', {}, {}, makeContext({ requireAuth: true })).response.status).toBe(401);
  });

  it("api/chat-messages answers a room's newest 5,000 messages of more, oldest first", () => {
    const db = freshDb();
    const room = seedDb.chatRooms[0]!;
    const many = Array.from({ length: 5_003 }, (_, index) => ({
      _id: `many-${index}`,
      roomid: room.roomid,
      sender: room.sender._id,
      messagecontent: `Message ${index}`,
      createdat: new Date(Date.UTC(2026, 0, 1) + index * 60_000).toISOString(),
    }));
    db.chatMessages = [...many].reverse();
    const messages = chatMessageListSchema.parse(call(db, 'chatMessages', { roomid: room.roomid }).response.body);
    expect(messages).toHaveLength(5_000);
    expect(messages[0]?.messagecontent).toBe('Message 3');
    expect(messages.at(-1)?.messagecontent).toBe('Message 5002');
  });
});

describe.each(bothStores)('a chat’s messages $store', ({ contextFor }) => {
  it("lists/chat-messages answers a room's messages a page at a time, newest first, with the room's count", () => {
    const db = freshDb();
    const room = seedDb.chatRooms[0]!;
    const other = seedDb.chatRooms[1]!;
    db.chatMessages = [
      ...Array.from({ length: 250 }, (_, index) => ({
        _id: `paged-${index}`,
        roomid: room.roomid,
        sender: index % 2 === 0 ? room.sender._id : room.receiver._id,
        messagecontent: `Message ${index}`,
        createdat: new Date(Date.UTC(2026, 0, 1) + index * 60_000).toISOString(),
      })),
      { _id: 'elsewhere', roomid: other.roomid, sender: other.sender._id, messagecontent: 'Message elsewhere', createdat: '2026-02-01T00:00:00.000Z' },
    ];
    const page = (body: unknown) => listPageSchema(chatMessageSchema).parse(call(db, 'chatMessagesPage', body, {}, contextFor(db)).response.body);
    const newest = page({ filters: { room: room.roomid }, limit: 100 });
    expect(newest.total).toBe(250);
    expect(newest.rows[0]?.messagecontent).toBe('Message 249');
    expect(newest.rows.at(-1)?.messagecontent).toBe('Message 150');
    // The earliest page: the room's first 50 messages, and none of another room's.
    const earliest = page({ filters: { room: room.roomid }, offset: 200, limit: 100 });
    expect(earliest.rows.map((message) => message.messagecontent)).toEqual(Array.from({ length: 50 }, (_, index) => `Message ${49 - index}`));
    expect(page({ filters: { room: room.roomid }, q: 'elsewhere' }).total).toBe(0);
    expect(page({ filters: { room: 'room_nope' } }).total).toBe(0);
    expectRefused(db, 'chatMessagesPage', { sort: { id: 'sender', desc: false } }, 400, 'Chat messages cannot be sorted by sender.');
    expect(call(db, 'chatMessagesPage', {}, {}, makeContext({ requireAuth: true })).response.status).toBe(401);
  });

  it("exports a room's every message, oldest first, naming who wrote each as the thread does, with formula escaping", () => {
    const db = freshDb();
    const room = { ...seedDb.chatRooms[0]!, sender: { _id: 'a', name: 'Aishwarya Ghosh' }, receiver: { _id: 'b', name: 'Pranav Pandey' } };
    db.chatRooms = [room, ...db.chatRooms.slice(1)];
    db.chatMessages = [
      { _id: 'm2', roomid: room.roomid, sender: 'b', messagecontent: 'Yes\nsee you', createdat: '2026-11-02T11:01:00.000Z' },
      { _id: 'm1', roomid: room.roomid, sender: 'a', messagecontent: 'Hello, are you free at 5?', createdat: '2026-11-02T11:00:00.000Z' },
      { _id: 'm3', roomid: room.roomid, sender: 'zz', messagecontent: '=HYPERLINK("http://evil.test")', createdat: '2026-11-02T11:02:00.000Z' },
    ];
    const columns = [
      { id: 'createdat', header: 'Sent at' },
      { id: 'from', header: 'From' },
      { id: 'messagecontent', header: 'Message' },
    ];
    const answer = call(db, 'chatMessagesExport', { filters: { room: room.roomid }, sort: { id: 'createdat', desc: false }, columns }, {}, contextFor(db));
    expect(answer.response.headers?.['X-Total-Count']).toBe('3');
    expect([...(answer.response.body as Iterable<string>)].join('')).toBe(
      '\uFEFFSent at,From,Message\r\n' +
        '2026-11-02T11:00:00.000Z,Aishwarya Ghosh,"Hello, are you free at 5?"\r\n' +
        '2026-11-02T11:01:00.000Z,Pranav Pandey,"Yes\nsee you"\r\n' +
        // A message is written by a follower: a spreadsheet must not run it.
        '2026-11-02T11:02:00.000Z,zz,"\'=HYPERLINK(""http://evil.test"")"\r\n',
    );
  });
});
