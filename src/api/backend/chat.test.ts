/** Chat rooms and messages, run straight through `dispatch` over a fresh copy of the seed. */
import { describe, expect, it } from 'vitest';
import { chatRoomListSchema, chatMessageListSchema, chatRoomSchema, listPageSchema } from '../schemas';
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
