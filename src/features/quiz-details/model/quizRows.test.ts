import { describe, expect, it } from 'vitest';
import type { QuizMatch } from '@/api/schemas';
import { knownNames, matchDate, missingIds, playerIdsOf, playerLabel, quizRowsOf } from './quizRows';

const match = (id: string, p1: string, p2: string, subject = 'History'): QuizMatch => ({
  _id: id,
  player1: { playerId: p1, timestamp: '2026-10-13T10:08:53.351Z' },
  player2: { playerId: p2, timestamp: '2026-10-13T10:09:56.351Z' },
  quizDetails: { subject },
});

describe('playerIdsOf', () => {
  it('lists each player once, in order of appearance', () => {
    expect(playerIdsOf([match('m1', 'a', 'b'), match('m2', 'b', 'c'), match('m3', 'a', 'c')])).toEqual(['a', 'b', 'c']);
    expect(playerIdsOf([])).toEqual([]);
  });
});

describe('knownNames and missingIds', () => {
  it('counts an id as asked once an answer came back, found or not', () => {
    const { asked, names } = knownNames([
      [['users-by-ids', ['a', 'ghost']], [{ _id: 'a', name: 'Asha Rao' }]],
      [['users-by-ids', ['c']], undefined],
    ]);
    expect([...asked]).toEqual(['a', 'ghost']);
    expect(names).toEqual(new Map([['a', 'Asha Rao']]));
    expect(missingIds(['c', 'ghost', 'a', 'b', 'c'], asked)).toEqual(['b', 'c']);
  });

  it('asks for nothing when every id has been asked about', () => {
    expect(missingIds(['a', 'a'], new Set(['a']))).toEqual([]);
  });
});

describe('quizRowsOf, playerLabel and matchDate', () => {
  it('shows the name, or the id of an unknown player', () => {
    const [row] = quizRowsOf([match('m1', 'a', 'zz9')], new Map([['a', 'Asha Rao']]), true);
    expect(row && playerLabel(row.player1)).toBe('Asha Rao');
    expect(row && playerLabel(row.player2)).toBe('zz9');
  });

  it('calls a player unknown only once the names were answered without them', () => {
    const names = new Map([['a', 'Asha Rao']]);
    const [answered] = quizRowsOf([match('m1', 'a', 'zz9')], names, true);
    expect(answered?.player1).toEqual({ id: 'a', name: 'Asha Rao', unknown: false });
    expect(answered?.player2).toEqual({ id: 'zz9', name: undefined, unknown: true });
    const [waiting] = quizRowsOf([match('m1', 'a', 'zz9')], new Map(), false);
    expect(waiting?.player1).toEqual({ id: 'a', name: undefined, unknown: false });
    expect(waiting?.player2).toEqual({ id: 'zz9', name: undefined, unknown: false });
  });

  it('dates a match by its first player', () => {
    expect(matchDate(match('m1', 'a', 'b'))).toBe('2026-10-13T10:08:53.351Z');
  });
});
