import { describe, expect, it } from 'vitest';
import type { QuizMatch } from '@/api/schemas';
import { knownNames, matchDate, missingIds, playerIdsOf, playerLabel } from './quizRows';

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

describe('playerLabel and matchDate', () => {
  it('shows the name, or the id of an unknown player', () => {
    const names = new Map([['a', 'Asha Rao']]);
    expect(playerLabel(names, 'a')).toBe('Asha Rao');
    expect(playerLabel(names, 'zz9')).toBe('zz9');
  });

  it('dates a match by its first player', () => {
    expect(matchDate(match('m1', 'a', 'b'))).toBe('2026-10-13T10:08:53.351Z');
  });
});
