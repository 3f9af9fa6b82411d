import { describe, expect, it } from 'vitest';
import { speakerOf } from './chatSpeaker';

const room = { sender: { _id: 'a', name: 'Aishwarya Ghosh' }, receiver: { _id: 'b', name: 'Pranav Pandey' } };

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

