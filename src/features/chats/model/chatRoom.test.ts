import { describe, expect, it } from 'vitest';
import { roomNotFound, roomTitle, speakerOf } from './chatRoom';

const room = { roomid: 'room_a_b', sender: { _id: 'a', name: 'Aishwarya Ghosh' }, receiver: { _id: 'b', name: 'Pranav Pandey' } };

describe('speakerOf', () => {
  it('names the room’s sender on the left and its receiver on the right', () => {
    expect(speakerOf(room, { sender: 'a' })).toEqual({ name: 'Aishwarya Ghosh', side: 'sender' });
    expect(speakerOf(room, { sender: 'b' })).toEqual({ name: 'Pranav Pandey', side: 'receiver' });
  });

  it('shows someone outside the room by their id, and a blank sender in words', () => {
    expect(speakerOf(room, { sender: 'zz' })).toEqual({ name: 'zz', side: 'other' });
    expect(speakerOf(room, { sender: '' })).toEqual({ name: 'Unknown sender', side: 'other' });
  });
});

describe('room words', () => {
  it('titles a room by its two people and names a missing one by id', () => {
    expect(roomTitle(room)).toBe('Aishwarya Ghosh and Pranav Pandey');
    expect(roomNotFound('room_x')).toMatch(/^No chat room has the id room_x\./);
  });
});
