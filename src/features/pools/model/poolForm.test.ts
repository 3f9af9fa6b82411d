import { describe, expect, it } from 'vitest';
import { createPoolBodySchema } from '@/api/schemas';
import { repeated, smallTexts } from '@/test/linearity';
import { poolBodyOf, poolFormSchema, tightRange, type PoolFormValues } from './poolForm';

const form = (over: Partial<PoolFormValues> = {}): PoolFormValues => ({ name: 'Pool', prize: '₹100', entryFee: '₹5', totalSeats: '10', rewards: [], ...over });
const issuesOf = (values: PoolFormValues) => poolFormSchema.safeParse(values).error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

describe('poolFormSchema', () => {
  it('says blank seats are required, not that they are not a number', () => {
    expect(issuesOf(form({ totalSeats: ' ' }))).toEqual([['totalSeats', 'Total seats is required']]);
  });

  it('names overlapping ranges while other fields are still wrong, each reason once', () => {
    const issues = issuesOf(form({ name: '', rewards: [{ rankRange: '1-5', prize: '' }, { rankRange: '5-9', prize: '₹1' }] }));
    expect(issues).toEqual([
      ['name', 'Name is required'],
      ['rewards.0.prize', 'Reward prize is required'],
      ['rewards.1.rankRange', 'Rank 5-9 overlaps 1-5'],
    ]);
  });

  it('leaves the seats check to known seats', () => {
    expect(issuesOf(form({ totalSeats: '', rewards: [{ rankRange: '1-50', prize: '₹1' }] }))).toEqual([['totalSeats', 'Total seats is required']]);
    expect(issuesOf(form({ rewards: [{ rankRange: '1-50', prize: '₹1' }] }))).toEqual([['rewards.0.rankRange', 'Rank 1-50 is beyond the 10 seats']]);
  });
});

describe('poolBodyOf', () => {
  it('trims, sends seats as a number, writes ranges without spaces and no entrants', () => {
    expect(poolBodyOf(form({ name: ' Pool ', totalSeats: '12', rewards: [{ rankRange: ' 2 - 4 ', prize: ' ₹9 ' }] }))).toEqual({
      name: 'Pool',
      prize: '₹100',
      entryFee: '₹5',
      totalSeats: 12,
      rewards: [{ rankRange: '2-4', prize: '₹9' }],
      entrants: [],
    });
  });
});

describe('tightRange', () => {
  it('answers what the regular expression it replaced answered', () => {
    for (const range of smallTexts(['1', ' ', '-', '\t', 'x'], 6)) expect(tightRange(range), JSON.stringify(range)).toBe(range.replace(/\s*-\s*/, '-'));
  });

  it('reads a range with a million spaces around its dash (the old expression was quadratic)', () => {
    expect(tightRange(`1${repeated(' ')}-${repeated(' ')}10`)).toBe('1-10');
    expect(tightRange(`1${repeated(' ')}10`)).toBe(`1${repeated(' ')}10`);
  });

  it('refuses a million-character range on its length', () => {
    const long = form({ rewards: [{ rankRange: `1${repeated(' ')}-${repeated('1')}`, prize: '₹1' }] });
    expect(createPoolBodySchema.safeParse(poolBodyOf(long)).error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toContainEqual(['rewards.0.rankRange', 'Rank range must be at most 30 characters']);
    expect(issuesOf(long)).toContainEqual(['rewards.0.rankRange', 'Rank range must be at most 30 characters']);
  });
});
