import { describe, expect, it } from 'vitest';
import { chatFileName, roomNotFound, roomTitle } from './chatRoom';

const room = { roomid: 'room_a_b', sender: { _id: 'a', name: 'Aishwarya Ghosh' }, receiver: { _id: 'b', name: 'Pranav Pandey' } };

describe('room words', () => {
  it('titles a room by its two people and names a missing one by id', () => {
    expect(roomTitle(room)).toBe('Aishwarya Ghosh and Pranav Pandey');
    expect(roomNotFound('room_x')).toMatch(/^No chat room has the id room_x\./);
  });
});

describe('a thread’s file', () => {
  it('is named after the two people, or the room id when their names leave nothing', () => {
    expect(chatFileName(room)).toBe('chat-aishwarya-ghosh-and-pranav-pandey');
    expect(chatFileName({ roomid: 'room_9', sender: { _id: 'a', name: 'आशा' }, receiver: { _id: 'b', name: 'रवि' } })).toBe('chat-room-9');
    expect(chatFileName({ roomid: '#', sender: { _id: 'a', name: '' }, receiver: { _id: 'b', name: 'Ravi' } })).toBe('chat');
  });
});
