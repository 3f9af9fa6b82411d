// @vitest-environment jsdom
/** The browser's idea of when an idle session ends: never later than the backend's. */
import { afterEach, describe, expect, it } from 'vitest';
import { SESSION_ACTIVITY_RECORDED_EVERY_MS } from './schemas';
import { idleEnd, noteAnswered, noteIdleLimit, noteSignedIn, onActivityChange, readActivity } from './sessionActivity';

const IDLE = 30 * 60_000;

afterEach(() => window.localStorage.clear());

describe('session activity', () => {
  it('knows no end until the backend has said its idle limit', () => {
    noteSignedIn(1_000_000);
    expect(idleEnd(readActivity())).toBeNull();
    noteIdleLimit(IDLE);
    // The backend may have recorded the activity up to a minute before: the end is counted from then.
    expect(idleEnd(readActivity())).toBe(1_000_000 - SESSION_ACTIVITY_RECORDED_EVERY_MS + IDLE);
  });

  it('moves the end only forward: a call that started earlier than the last one answered changes nothing', () => {
    noteSignedIn(1_000_000);
    noteIdleLimit(IDLE);
    noteAnswered(2_000_000);
    noteAnswered(1_500_000);
    expect(readActivity()).toEqual({ answeredAt: 2_000_000, idleMs: IDLE });
  });

  it('starts again at sign-in, whatever an earlier session did last, keeping the limit', () => {
    noteIdleLimit(IDLE);
    noteAnswered(9_000_000);
    noteSignedIn(5_000_000);
    expect(readActivity()).toEqual({ answeredAt: 5_000_000, idleMs: IDLE });
  });

  it("hears another tab's calls (the storage event) and ignores a corrupt record", () => {
    const heard: number[] = [];
    const stop = onActivityChange(() => heard.push(1));
    window.localStorage.setItem('consult.session.activity', JSON.stringify({ answeredAt: 7, idleMs: IDLE }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'consult.session.activity' }));
    expect(heard).toHaveLength(1);
    stop();
    window.localStorage.setItem('consult.session.activity', '{"answeredAt":"soon"}');
    expect(readActivity()).toBeNull();
    window.localStorage.setItem('consult.session.activity', 'not json');
    expect(readActivity()).toBeNull();
  });
});
