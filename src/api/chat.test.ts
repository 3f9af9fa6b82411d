// @vitest-environment jsdom
/**
 * The chat calls, relative to the page (SPEC.md section 7).
 * The method, URL and payload each call sends over the wire, and that the stand-in backend's
 * answer (from the db.json seed) parses. Shared setup: callTesting.ts.
 */
import { describe, expect, it } from 'vitest';
import { API, recordRequests, seed, sentOnce } from './callTesting';
import { fetchChatRooms, fetchChatMessages } from './chat';

recordRequests();

describe('SPEC.md section 7 calls: chat (relative to the page)', () => {
  it('POST /api/chat-rooms {} goes to the page origin, not the API host', async () => {
    const answer = await fetchChatRooms();
    const wire = await sentOnce();
    expect(wire.method).toBe('POST');
    expect(wire.url.toString()).toBe(new URL('/api/chat-rooms', window.location.href).toString());
    expect(wire.url.origin).toBe(window.location.origin);
    expect(wire.url.origin).not.toBe(API.origin);
    expect(wire.json).toEqual({});
    expect(answer).toHaveLength(seed().chatRooms.length);
  });

  it('POST /api/chat-messages {roomid} goes to the page origin and answers the thread', async () => {
    const room = seed().chatRooms.find((entry) => seed().chatMessages.some((message) => message.roomid === entry.roomid))!;
    const answer = await fetchChatMessages(room.roomid);
    const wire = await sentOnce();
    expect(wire.method).toBe('POST');
    expect(wire.url.origin).toBe(window.location.origin);
    expect(wire.url.origin).not.toBe(API.origin);
    expect(wire.url.pathname).toBe('/api/chat-messages');
    expect(wire.json).toEqual({ roomid: room.roomid });
    expect(answer.length).toBeGreaterThan(0);
    expect(answer.every((message) => message.roomid === room.roomid)).toBe(true);
  });
});
