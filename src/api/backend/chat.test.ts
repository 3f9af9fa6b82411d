/** Chat rooms and messages, run straight through `dispatch` over a fresh copy of the seed. */
import { describe, expect, it } from 'vitest';
import { chatRoomListSchema, chatMessageListSchema } from '../schemas';
import { seedDb, freshDb, call, expectRefused } from './testing';

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
});
