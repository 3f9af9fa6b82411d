import { describe, expect, it } from 'vitest';
import { chatFileName, chatThreadCsv, roomNotFound, roomTitle, speakerOf } from './chatRoom';

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

describe('a thread exported', () => {
  it('has a line per message, oldest first, with when, who and what', () => {
    const messages = [
      { _id: 'm1', sender: 'a', messagecontent: 'Hello, are you free at 5?', createdat: '2026-11-02T11:00:00.000Z' },
      { _id: 'm2', sender: 'b', messagecontent: 'Yes\nsee you', createdat: '2026-11-02T11:01:00.000Z' },
      { _id: 'm3', sender: 'zz', messagecontent: '=HYPERLINK("http://evil.test")', createdat: '2026-11-02T11:02:00.000Z' },
    ];
    expect(chatThreadCsv(room, messages)).toBe(
      '\uFEFFSent at,From,Message\r\n' +
        '2026-11-02T11:00:00.000Z,Aishwarya Ghosh,"Hello, are you free at 5?"\r\n' +
        '2026-11-02T11:01:00.000Z,Pranav Pandey,"Yes\nsee you"\r\n' +
        // A message is written by a follower: a spreadsheet must not run it.
        '2026-11-02T11:02:00.000Z,zz,"\'=HYPERLINK(""http://evil.test"")"\r\n',
    );
  });

  it('is named after the two people, or the room id when their names leave nothing', () => {
    expect(chatFileName(room)).toBe('chat-aishwarya-ghosh-and-pranav-pandey');
    expect(chatFileName({ roomid: 'room_9', sender: { _id: 'a', name: 'आशा' }, receiver: { _id: 'b', name: 'रवि' } })).toBe('chat-room-9');
    expect(chatFileName({ roomid: '#', sender: { _id: 'a', name: '' }, receiver: { _id: 'b', name: 'Ravi' } })).toBe('chat');
  });
});
