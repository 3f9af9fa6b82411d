/** Quiz Details' list, a page at a time (issue 47): newest first, sorted and searched by the players' names, through `dispatch`. */
import { describe, expect, it } from 'vitest';
import { quizMatchSchema, type QuizMatch } from '../schemas';
import { call, expectRefused, freshDb, listPage, makeContext } from './testing';
import type { Database } from './db';

const match = (id: string, one: string, two: string, day: number, subject = 'General'): QuizMatch => ({
  _id: id,
  player1: { playerId: one, timestamp: `2026-10-${String(day).padStart(2, '0')}T10:00:00.000Z` },
  player2: { playerId: two, timestamp: `2026-10-${String(day).padStart(2, '0')}T10:00:00.000Z` },
  quizDetails: { subject },
});

function withMatches(): Database {
  const db = freshDb();
  db.users = [
    { _id: 'u-zoya', name: 'Zoya Khan' },
    { _id: 'u-arjun', name: 'Arjun Rao' },
    { _id: 'u-meera', name: 'Meera Iyer' },
  ];
  db.quizMatches = [match('m1', 'u-zoya', 'u-arjun', 1, 'History'), match('m2', 'u-arjun', 'u-meera', 3), match('m3', 'u-gone', 'u-zoya', 2, 'Science')];
  return db;
}

const page = (db: Database, body: unknown) => listPage(db, 'quizMatchesPage', quizMatchSchema, body);
const ids = (rows: readonly QuizMatch[]) => rows.map((row) => row._id);

describe('POST /lists/quiz-matches', () => {
  it('answers the newest match first, with how many there are', () => {
    expect(page(withMatches(), {})).toMatchObject({ total: 3, everything: 3 });
    expect(ids(page(withMatches(), {}).rows)).toEqual(['m2', 'm3', 'm1']);
  });

  it("sorts and searches by the players' names, and by the id of a player no user has", () => {
    const db = withMatches();
    expect(ids(page(db, { sort: { id: 'player1', desc: false } }).rows)).toEqual(['m2', 'm3', 'm1']);
    expect(ids(page(db, { sort: { id: 'player2', desc: false } }).rows)).toEqual(['m1', 'm2', 'm3']);
    expect(ids(page(db, { q: 'zoya' }).rows)).toEqual(['m3', 'm1']);
    expect(ids(page(db, { q: 'Arjun Rao vs Meera' }).rows)).toEqual(['m2']);
    expect(ids(page(db, { q: 'u-gone' }).rows)).toEqual(['m3']);
    expect(ids(page(db, { q: 'science' }).rows)).toEqual(['m3']);
    expect(ids(page(db, { record: 'm1' }).rows)).toEqual(['m1']);
  });

  it('exports with the names, refuses what it does not offer, and answers 401 without a session', () => {
    const db = withMatches();
    const answer = call(db, 'quizMatchesExport', { columns: [{ id: 'player1', header: 'Player 1' }, { id: 'player2', header: 'Player 2' }] }, {}, makeContext());
    expect([...(answer.response.body as Iterable<string>)].join('')).toBe('\uFEFFPlayer 1,Player 2\r\nArjun Rao,Meera Iyer\r\nu-gone,Zoya Khan\r\nZoya Khan,Arjun Rao\r\n');
    expectRefused(db, 'quizMatchesPage', { filters: { subject: 'x' } }, 400, 'Quiz matches have no filter called subject.');
    expect(call(db, 'quizMatchesPage', {}, {}, makeContext({ requireAuth: true })).response.status).toBe(401);
  });
});
