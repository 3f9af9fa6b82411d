/** The session kept in the browser: its last moment by this browser's clock, whatever the backend's says. */
import { describe, expect, it } from 'vitest';
import { parseSession, sessionDeadline } from './session';

const user = { _id: '65938338aec672cf5ae9c0d9', name: 'Aarav Mehta', phoneNumber: '+919876500001' };
const HOUR = 3600_000;

describe('sessionDeadline', () => {
  const backendNow = Date.parse('2026-11-03T09:30:00.000Z');
  const answer = { expiresAt: new Date(backendNow + 12 * HOUR).toISOString(), expiresInSeconds: 12 * 3600 };

  it('counts the session from this browser\'s now: a clock 13 hours fast still keeps a fresh session, and ends it 12 hours on', () => {
    const fastNow = backendNow + 13 * HOUR;
    const kept = JSON.stringify({ user, expiresAt: sessionDeadline(answer, fastNow) });
    // By the backend's moment alone it would have ended an hour before it began.
    expect(parseSession(JSON.stringify({ user, expiresAt: answer.expiresAt }), fastNow)).toBeNull();
    expect(parseSession(kept, fastNow)?.user.name).toBe('Aarav Mehta');
    expect(parseSession(kept, fastNow + 12 * HOUR - 1)).not.toBeNull();
    expect(parseSession(kept, fastNow + 12 * HOUR)).toBeNull();
  });

  it("a clock hours slow does not keep the session past its 12 hours", () => {
    const slowNow = backendNow - 5 * HOUR;
    expect(sessionDeadline(answer, slowNow)).toBe(new Date(slowNow + 12 * HOUR).toISOString());
  });

  it("takes the backend's moment as it is when the answer gives no length of time (an older backend)", () => {
    expect(sessionDeadline({ expiresAt: answer.expiresAt }, backendNow + 13 * HOUR)).toBe(answer.expiresAt);
  });
});
