/**
 * Bodies with million-character fields (long runs of spaces, digits, dashes) are refused on
 * their length by the stand-in backend, with the same reason the forms give. Every check the
 * schemas run on them (trim, regexes, Date.parse, URL parsing, rank ranges) is linear: a
 * quadratic one would not finish. No time is measured.
 */
import { describe, expect, it } from 'vitest';
import type { RouteName } from '../backend/core';
import { call, freshDb, seedDb } from '../backend/testing';
import { errorBodySchema, idempotencyKeySchema, parseRankRange } from './index';
import { MILLION, repeated } from '@/test/linearity';

const spaces = repeated(' ');
const draft = { question: 'Capital of India?', answers: ['Delhi', 'Mumbai', 'Chennai', 'Kolkata'], correctAnswer: 'Delhi' };
const quiz = { name: 'Quiz', entryFee: 0, timePerQuestion: 10, numberOfQuestions: 5, startTime: '2030-01-01T10:00:00.000Z' };
const pool = { name: 'Mega', prize: '₹1,000', entryFee: '₹10', totalSeats: 20, rewards: [] };
const expenseType = seedDb.companyExpenses[0]!.expenseType;

const cases: [RouteName, unknown, string, string, { params?: Record<string, string> }?][] = [
  ['saveQuestions', { status: 'live', questions: [{ ...draft, question: `Capital${spaces}?` }] }, 'questions.0.question', 'Question must be at most 1000 characters'],
  ['saveQuestions', { status: 'live', questions: [{ ...draft, answers: ['Delhi', `Mumbai${spaces}x`, 'Chennai', 'Kolkata'] }] }, 'questions.0.answers.1', 'Answer must be at most 500 characters'],
  ['saveQuestions', { status: 'live', questions: [{ ...draft, questionImage: `https://x.example/${spaces}a.png` }] }, 'questions.0.questionImage', 'Question image must be at most 2048 characters'],
  ['saveQuestions', { status: 'live', subject: `History${spaces}x`, questions: [draft] }, 'subject', 'Subject must be at most 100 characters'],
  ['sendNotification', { title: `T${spaces}x`, body: 'B', image: '', userIds: ['9876500001'], tokens: ['t'] }, 'title', 'Title must be at most 120 characters'],
  ['sendNotification', { title: 'T', body: 'B', image: '', userIds: [repeated('9')], tokens: ['t'] }, 'userIds.0', 'A recipient must be at most 16 characters'],
  ['sendNotification', { title: 'T', body: 'B', image: `//${repeated('/')}`, userIds: ['9876500001'], tokens: ['t'] }, 'image', 'Image URL must be at most 2048 characters'],
  ['createPool', { ...pool, rewards: [{ rankRange: `1${spaces}-${spaces}2`, prize: '₹1' }] }, 'rewards.0.rankRange', 'Rank range must be at most 30 characters'],
  ['createPool', { ...pool, name: repeated('-') }, 'name', 'Name must be at most 100 characters'],
  ['createQuiz', { ...quiz, startTime: `2030-01-01T10:00${spaces}Z` }, 'startTime', 'A date and time must be at most 64 characters'],
  ['createQuiz', { ...quiz, prompt: repeated('a ') }, 'prompt', 'Prompt must be at most 2000 characters'],
  ['addExpensePayment', { date: `2026-11-01${spaces}x`, amount: 10 }, 'date', 'The payment date must be at most 64 characters', { params: { expenseType } }],
  ['createExpenseType', { expenseType: `Rent${spaces}x` }, 'expenseType', 'Keep the expense type name to 60 characters or fewer'],
  ['updateBankDetails', { dataid: seedDb.consultants[0]!.dataid, bankDetails: repeated('\n') }, 'bankDetails', 'Bank details must be at most 2000 characters'],
  ['usersByIds', { ids: [repeated('a')] }, 'ids.0', 'An id must be at most 128 characters'],
  ['chatMessages', { roomid: `room${spaces}x` }, 'roomid', 'roomid must be at most 128 characters'],
];

describe('million-character fields', () => {
  it.each(cases.map(([name, body, path, message, extra]) => ({ name, body, path, message, extra })))('$name refuses a million characters in $path', ({ name, body, path, message, extra = {} }) => {
    const result = call(freshDb(), name, body, extra);
    expect(result.response.status).toBe(400);
    expect(result.changed).toBe(false);
    expect(errorBodySchema.parse(result.response.body).issues).toContainEqual({ path, message });
  });

  it('reads a million-character rank range or Idempotency-Key in one pass', () => {
    expect(parseRankRange(`${spaces}1${spaces}-${spaces}10${spaces}`)).toEqual({ start: 1, end: 10 });
    expect(parseRankRange(`1${spaces}-${spaces}x`)).toBeNull();
    expect(parseRankRange(repeated('1') + 'x')).toBeNull();
    expect(idempotencyKeySchema.safeParse(repeated('a')).success).toBe(false);
    expect(MILLION).toBe(spaces.length);
  });
});
