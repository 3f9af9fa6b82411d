/** The pool schema the Create Pool form and /polladdition share. */
import { describe, expect, it } from 'vitest';
import { createPoolBodySchema, parseRankRange } from './quiz';

const pool = { name: 'Mega', prize: '₹1,000', entryFee: '₹10', totalSeats: 20, rewards: [], entrants: [] };
const issuesOf = (rewards: { rankRange: string; prize: string }[], totalSeats = 20) =>
  createPoolBodySchema.safeParse({ ...pool, totalSeats, rewards }).error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

describe('parseRankRange', () => {
  it.each([
    ['1', { start: 1, end: 1 }],
    ['1-10', { start: 1, end: 10 }],
    [' 4 - 7 ', { start: 4, end: 7 }],
    ['10-2', { start: 10, end: 2 }],
  ])('%s', (text, range) => expect(parseRankRange(text)).toEqual(range));
  it.each(['', '-', '1-', '-3', 'top', '1-2-3', '1.5', '1,2'])('refuses %j', (text) => expect(parseRankRange(text)).toBeNull());
});

describe('createPoolBodySchema rewards', () => {
  it('takes ranges that neither overlap nor pass the seats, in any order', () => {
    expect(issuesOf([{ rankRange: '11-20', prize: '₹10' }, { rankRange: '1', prize: '₹500' }, { rankRange: '2-10', prize: '₹50' }])).toEqual([]);
  });
  it('names the range at fault', () => {
    expect(issuesOf([{ rankRange: '1-10', prize: '₹1' }, { rankRange: '10-12', prize: '₹1' }])).toEqual([['rewards.1.rankRange', 'Rank 10-12 overlaps 1-10']]);
    expect(issuesOf([{ rankRange: '5-25', prize: '₹1' }])).toEqual([['rewards.0.rankRange', 'Rank 5-25 is beyond the 20 seats']]);
    expect(issuesOf([{ rankRange: '7-3', prize: '₹1' }])).toEqual([['rewards.0.rankRange', 'The first rank must be at most the last']]);
    expect(issuesOf([{ rankRange: '', prize: '₹1' }])).toEqual([['rewards.0.rankRange', 'Rank range is required']]);
    expect(issuesOf([{ rankRange: '1', prize: '' }])).toEqual([['rewards.0.prize', 'Reward prize is required']]);
  });
  it('a range inside another overlaps it', () => {
    expect(issuesOf([{ rankRange: '1-10', prize: '₹1' }, { rankRange: '4', prize: '₹1' }])).toEqual([['rewards.1.rankRange', 'Rank 4 overlaps 1-10']]);
  });
  it('seats are a positive whole number', () => {
    expect(createPoolBodySchema.safeParse({ ...pool, totalSeats: 0 }).success).toBe(false);
    expect(createPoolBodySchema.safeParse({ ...pool, totalSeats: 3.5 }).success).toBe(false);
    expect(createPoolBodySchema.safeParse({ ...pool, totalSeats: '5' }).success).toBe(false);
  });
});
